import type { OrderDetail, OrderSummary } from '@shop/api/console';
import { countryName } from '@shop/rules';
import { BASE, Card, ErrorSummary, Page, SearchForm, type PageContext } from '../layout.tsx';
import { money, moment } from '../format.ts';
import { TableSection, type Column } from '../data-table.tsx';
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

/** The delivery country by its name in the console's language ("Nederland", "Niederlande"), as the e-mails name it. */
function shipToCountry(order: OrderSummary, lang: ConsoleLanguage): string {
  return order.shipToCountry ? countryName(order.shipToCountry, lang) : t(lang, 'common.none');
}

function orderColumns(lang: ConsoleLanguage): Column<OrderSummary>[] {
  return [
    { label: 'orders.col.number', cell: (order) => <a href={`${BASE}/orders/${encodeURIComponent(order.number)}`}>{order.number}</a> },
    { label: 'orders.col.date', cell: (order) => moment(order.createdAt, lang) },
    { label: 'orders.col.email', cell: (order) => order.email },
    {
      label: 'orders.col.status',
      cell: (order) => statusText('orders.status', order.status, lang),
      attrs: (order) => ({ 'data-status': order.status }),
    },
    {
      label: 'orders.col.payment',
      cell: (order) => statusText('payments.status', order.paymentStatus, lang),
      attrs: (order) => ({ 'data-status': order.paymentStatus ?? '' }),
    },
    { label: 'orders.col.total', numeric: true, cell: (order) => money(order.grandTotal, lang) },
    { label: 'orders.col.country', cell: (order) => shipToCountry(order, lang) },
    { label: 'orders.col.instore', cell: (order) => inStore(order, lang) },
    {
      label: 'orders.col.giftcards',
      numeric: true,
      cell: (order) => (order.giftCardAmount > 0 ? money(order.giftCardAmount, lang) : t(lang, 'common.none')),
    },
    { label: 'orders.col.coupon', cell: (order) => order.couponCode ?? t(lang, 'common.none') },
  ];
}

function lineColumns(lang: ConsoleLanguage): Column<OrderDetail['lines'][number]>[] {
  return [
    { label: 'orders.detail.sku', cell: (line) => line.sku },
    {
      label: 'orders.detail.name',
      cell: (line) => (
        <>
          {line.name}
          {line.options && <div className="hint">{line.options}</div>}
        </>
      ),
    },
    { label: 'orders.detail.qty', numeric: true, cell: (line) => line.quantity },
    { label: 'orders.detail.rowTotal', numeric: true, cell: (line) => money(line.rowTotalInclTax, lang) },
    { label: 'orders.detail.discount', numeric: true, cell: (line) => money(line.discountAmount, lang) },
  ];
}

function paymentColumns(lang: ConsoleLanguage): Column<OrderDetail['payments'][number]>[] {
  return [
    { label: 'orders.col.date', cell: (payment) => moment(payment.createdAt, lang) },
    { label: 'orders.detail.provider', cell: (payment) => payment.provider },
    { label: 'orders.detail.method', cell: (payment) => payment.method },
    { label: 'orders.detail.amount', numeric: true, cell: (payment) => money(payment.amount, lang) },
    {
      label: 'orders.col.status',
      cell: (payment) => statusText('payments.status', payment.status, lang),
      attrs: (payment) => ({ 'data-status': payment.status }),
    },
    { label: 'orders.detail.resultCode', cell: (payment) => payment.resultCode ?? t(lang, 'common.none') },
    { label: 'orders.detail.updated', cell: (payment) => moment(payment.updatedAt, lang) },
  ];
}

function giftCardColumns(lang: ConsoleLanguage): Column<OrderDetail['giftCards'][number]>[] {
  return [
    { label: 'orders.detail.card', cell: (card) => card.code },
    {
      label: 'orders.detail.kind',
      cell: (card) => (isMessageKey(`giftcards.tx.${card.kind}`) ? t(lang, `giftcards.tx.${card.kind}` as MessageKey) : card.kind),
    },
    { label: 'orders.detail.amount', numeric: true, cell: (card) => money(card.amount, lang) },
    { label: 'orders.col.date', cell: (card) => moment(card.createdAt, lang) },
  ];
}

export function OrdersPage(props: { ctx: PageContext; query: string; error: MessageKey | null; orders: OrderSummary[] | null }) {
  const { ctx } = props;
  const { lang } = ctx;
  return (
    <Page ctx={ctx} title={t(lang, 'orders.title')} section="orders">
      <ErrorSummary ctx={ctx} show={props.error !== null} />
      <SearchForm
        ctx={ctx}
        action={`${BASE}/orders`}
        id="q"
        name="q"
        label={t(lang, 'orders.query')}
        value={props.query}
        error={props.error ?? undefined}
        required
        maxLength={254}
      />
      {props.orders && (
        <TableSection
          id="order-results"
          title={t(lang, 'common.results', { count: props.orders.length })}
          lang={lang}
          caption={t(lang, 'orders.title')}
          columns={orderColumns(lang)}
          rows={props.orders}
          rowKey={(order) => order.id}
          empty={t(lang, 'common.nothingFound')}
        />
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
      <Card ctx={ctx} id="order-summary" title={t(lang, 'orders.detail.summary')}>
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
            {order.shippingName}, {order.shippingCity}, {shipToCountry(order, lang)}
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
      </Card>
      <TableSection
        id="order-lines"
        title={t(lang, 'orders.detail.lines')}
        lang={lang}
        caption={t(lang, 'orders.detail.lines')}
        columns={lineColumns(lang)}
        rows={order.lines}
        rowKey={(_line, index) => index}
      />
      <TableSection
        id="order-payments"
        title={t(lang, 'orders.detail.payments')}
        lang={lang}
        caption={t(lang, 'orders.detail.payments')}
        columns={paymentColumns(lang)}
        rows={order.payments}
        rowKey={(_payment, index) => index}
        empty={t(lang, 'orders.detail.noPayments')}
      />
      {order.giftCards.length > 0 && (
        <TableSection
          id="order-cards"
          title={t(lang, 'orders.detail.giftcards')}
          lang={lang}
          caption={t(lang, 'orders.detail.giftcards')}
          columns={giftCardColumns(lang)}
          rows={order.giftCards}
          rowKey={(_card, index) => index}
        />
      )}
    </Page>
  );
}
