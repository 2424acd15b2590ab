import type { OrderDetail, OrderSummary } from '../../../../packages/api/src/staff/orders.ts';
import { BASE, ErrorSummary, Field, Page, type PageContext } from '../layout.tsx';
import { money, moment } from '../format.ts';
import { isMessageKey, t, type ConsoleLanguage, type MessageKey } from '../messages.ts';

/** A status code as staff read it; an unknown code is shown as it is. */
function statusText(prefix: 'orders.status' | 'payments.status', code: string | null, lang: ConsoleLanguage): string {
  if (code === null) return t(lang, 'common.none');
  const key = `${prefix}.${code}`;
  return isMessageKey(key) ? t(lang, key) : code;
}

function inStore(order: OrderSummary, lang: ConsoleLanguage): string {
  if (!order.isInStoreOrder) return t(lang, 'orders.web');
  return t(lang, 'orders.instore', { shop: order.instoreLocation ?? '—', table: order.instoreTable ?? '—' });
}

export function OrdersPage(props: { ctx: PageContext; query: string; error: MessageKey | null; orders: OrderSummary[] | null }) {
  const { ctx } = props;
  const { lang } = ctx;
  const col = (key: MessageKey) => t(lang, key);
  return (
    <Page ctx={ctx} title={t(lang, 'orders.title')} section="orders">
      <ErrorSummary ctx={ctx} show={props.error !== null} />
      <form className="inline" method="get" action={`${BASE}/orders`} role="search">
        <Field
          ctx={ctx}
          id="q"
          name="q"
          type="search"
          label={t(lang, 'orders.query')}
          value={props.query}
          error={props.error ?? undefined}
          required
          maxLength={254}
        />
        <button type="submit">{t(lang, 'common.search')}</button>
      </form>
      {props.orders && (
        <section aria-labelledby="order-results">
          <h2 id="order-results">{t(lang, 'common.results', { count: props.orders.length })}</h2>
          {props.orders.length === 0 ? (
            <p>{t(lang, 'common.nothingFound')}</p>
          ) : (
            <div className="table-wrap">
              <table className="stack-sm">
                <caption>{t(lang, 'orders.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{col('orders.col.number')}</th>
                    <th scope="col">{col('orders.col.date')}</th>
                    <th scope="col">{col('orders.col.email')}</th>
                    <th scope="col">{col('orders.col.status')}</th>
                    <th scope="col">{col('orders.col.payment')}</th>
                    <th scope="col" className="num">
                      {col('orders.col.total')}
                    </th>
                    <th scope="col">{col('orders.col.instore')}</th>
                    <th scope="col" className="num">
                      {col('orders.col.giftcards')}
                    </th>
                    <th scope="col">{col('orders.col.coupon')}</th>
                  </tr>
                </thead>
                <tbody>
                  {props.orders.map((order) => (
                    <tr key={order.id}>
                      <td data-label={col('orders.col.number')}>
                        <a href={`${BASE}/orders/${encodeURIComponent(order.number)}`}>{order.number}</a>
                      </td>
                      <td data-label={col('orders.col.date')}>{moment(order.createdAt, lang)}</td>
                      <td data-label={col('orders.col.email')}>{order.email}</td>
                      <td data-label={col('orders.col.status')} data-status={order.status}>
                        {statusText('orders.status', order.status, lang)}
                      </td>
                      <td data-label={col('orders.col.payment')} data-status={order.paymentStatus ?? ''}>
                        {statusText('payments.status', order.paymentStatus, lang)}
                      </td>
                      <td data-label={col('orders.col.total')} className="num">
                        {money(order.grandTotal, lang)}
                      </td>
                      <td data-label={col('orders.col.instore')}>{inStore(order, lang)}</td>
                      <td data-label={col('orders.col.giftcards')} className="num">
                        {order.giftCardAmount > 0 ? money(order.giftCardAmount, lang) : t(lang, 'common.none')}
                      </td>
                      <td data-label={col('orders.col.coupon')}>{order.couponCode ?? t(lang, 'common.none')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </Page>
  );
}

export function OrderPage(props: { ctx: PageContext; order: OrderDetail }) {
  const { ctx, order } = props;
  const { lang } = ctx;
  const col = (key: MessageKey) => t(lang, key);
  return (
    <Page ctx={ctx} title={t(lang, 'orders.detail.title', { number: order.number })} section="orders">
      <p>
        <a href={`${BASE}/orders?q=${encodeURIComponent(order.email)}`}>{t(lang, 'common.back')}</a>
      </p>
      <section className="card" aria-labelledby="order-summary">
        <h2 id="order-summary">{t(lang, 'orders.detail.summary')}</h2>
        <dl className="facts">
          <dt>{col('orders.col.date')}</dt>
          <dd>{moment(order.createdAt, lang)}</dd>
          <dt>{col('orders.detail.store')}</dt>
          <dd>{order.storeCode}</dd>
          <dt>{col('orders.col.email')}</dt>
          <dd>{order.email}</dd>
          <dt>{col('orders.col.status')}</dt>
          <dd>{statusText('orders.status', order.status, lang)}</dd>
          <dt>{col('orders.col.payment')}</dt>
          <dd>{statusText('payments.status', order.paymentStatus, lang)}</dd>
          <dt>{col('orders.col.instore')}</dt>
          <dd data-testid="order-instore">{inStore(order, lang)}</dd>
          <dt>{col('orders.detail.shipTo')}</dt>
          <dd>
            {order.shippingName}, {order.shippingCity}
          </dd>
          <dt>{col('orders.detail.shipping')}</dt>
          <dd>{order.shippingMethod}</dd>
          <dt>{col('orders.detail.paymentMethod')}</dt>
          <dd>{order.paymentMethod}</dd>
          <dt>{col('orders.col.coupon')}</dt>
          <dd>{order.couponCode ?? t(lang, 'common.none')}</dd>
          <dt>{col('orders.detail.subtotal')}</dt>
          <dd>{money(order.subtotalInclTax, lang)}</dd>
          <dt>{col('orders.detail.discount')}</dt>
          <dd>{money(order.discountAmount, lang)}</dd>
          <dt>{col('orders.detail.shipping')}</dt>
          <dd>{money(order.shippingInclTax, lang)}</dd>
          <dt>{col('orders.col.total')}</dt>
          <dd>{money(order.grandTotal, lang)}</dd>
          <dt>{col('orders.detail.tax')}</dt>
          <dd>{money(order.taxAmount, lang)}</dd>
          <dt>{col('orders.detail.giftcardPaid')}</dt>
          <dd>{money(order.giftCardAmount, lang)}</dd>
        </dl>
      </section>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">{t(lang, 'orders.detail.lines')}</h2>
        <div className="table-wrap">
          <table className="stack-sm">
            <caption>{t(lang, 'orders.detail.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{col('orders.detail.sku')}</th>
                <th scope="col">{col('orders.detail.name')}</th>
                <th scope="col" className="num">
                  {col('orders.detail.qty')}
                </th>
                <th scope="col" className="num">
                  {col('orders.detail.rowTotal')}
                </th>
                <th scope="col" className="num">
                  {col('orders.detail.discount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, index) => (
                <tr key={index}>
                  <td data-label={col('orders.detail.sku')}>{line.sku}</td>
                  <td data-label={col('orders.detail.name')}>
                    {line.name}
                    {line.options && <div className="hint">{line.options}</div>}
                  </td>
                  <td data-label={col('orders.detail.qty')} className="num">
                    {line.quantity}
                  </td>
                  <td data-label={col('orders.detail.rowTotal')} className="num">
                    {money(line.rowTotalInclTax, lang)}
                  </td>
                  <td data-label={col('orders.detail.discount')} className="num">
                    {money(line.discountAmount, lang)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="order-payments">
        <h2 id="order-payments">{t(lang, 'orders.detail.payments')}</h2>
        {order.payments.length === 0 ? (
          <p>{t(lang, 'orders.detail.noPayments')}</p>
        ) : (
          <div className="table-wrap">
            <table className="stack-sm">
              <caption>{t(lang, 'orders.detail.payments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('orders.col.date')}</th>
                  <th scope="col">{col('orders.detail.provider')}</th>
                  <th scope="col">{col('orders.detail.method')}</th>
                  <th scope="col" className="num">
                    {col('orders.detail.amount')}
                  </th>
                  <th scope="col">{col('orders.col.status')}</th>
                  <th scope="col">{col('orders.detail.resultCode')}</th>
                  <th scope="col">{col('orders.detail.updated')}</th>
                </tr>
              </thead>
              <tbody>
                {order.payments.map((payment, index) => (
                  <tr key={index}>
                    <td data-label={col('orders.col.date')}>{moment(payment.createdAt, lang)}</td>
                    <td data-label={col('orders.detail.provider')}>{payment.provider}</td>
                    <td data-label={col('orders.detail.method')}>{payment.method}</td>
                    <td data-label={col('orders.detail.amount')} className="num">
                      {money(payment.amount, lang)}
                    </td>
                    <td data-label={col('orders.col.status')} data-status={payment.status}>
                      {statusText('payments.status', payment.status, lang)}
                    </td>
                    <td data-label={col('orders.detail.resultCode')}>{payment.resultCode ?? t(lang, 'common.none')}</td>
                    <td data-label={col('orders.detail.updated')}>{moment(payment.updatedAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {order.giftCards.length > 0 && (
        <section aria-labelledby="order-cards">
          <h2 id="order-cards">{t(lang, 'orders.detail.giftcards')}</h2>
          <div className="table-wrap">
            <table className="stack-sm">
              <caption>{t(lang, 'orders.detail.giftcards')}</caption>
              <thead>
                <tr>
                  <th scope="col">{col('orders.detail.card')}</th>
                  <th scope="col">{col('orders.detail.kind')}</th>
                  <th scope="col" className="num">
                    {col('orders.detail.amount')}
                  </th>
                  <th scope="col">{col('orders.col.date')}</th>
                </tr>
              </thead>
              <tbody>
                {order.giftCards.map((card, index) => (
                  <tr key={index}>
                    <td data-label={col('orders.detail.card')}>{card.code}</td>
                    <td data-label={col('orders.detail.kind')}>
                      {isMessageKey(`giftcards.tx.${card.kind}`) ? t(lang, `giftcards.tx.${card.kind}` as MessageKey) : card.kind}
                    </td>
                    <td data-label={col('orders.detail.amount')} className="num">
                      {money(card.amount, lang)}
                    </td>
                    <td data-label={col('orders.col.date')}>{moment(card.createdAt, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Page>
  );
}
