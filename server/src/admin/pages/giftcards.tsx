import type { GiftCardRow, GiftCardTransactionView, IssuedGiftCard } from '@shop/api/console';
import type { GiftCardErrors, GiftCardFormValues } from '../giftcard-form.ts';
import { ActionButton, BASE, Card, ErrorSummary, Field, fieldOf, Notice, Page, SearchForm, type PageContext } from '../layout.tsx';
import { day, money, moment } from '../format.ts';
import { TableSection, type Column } from '../data-table.tsx';
import { isMessageKey, t, type ConsoleLanguage, type MessageKey } from '../messages.ts';

function statusText(status: string, lang: ConsoleLanguage): string {
  const key = `giftcards.status.${status}`;
  return isMessageKey(key) ? t(lang, key) : status;
}

function kindText(kind: string, lang: ConsoleLanguage): string {
  const key = `giftcards.kind.${kind}`;
  return isMessageKey(key) ? t(lang, key) : kind;
}

function txText(kind: string, lang: ConsoleLanguage): string {
  const key = `giftcards.tx.${kind}`;
  return isMessageKey(key) ? t(lang, key) : kind;
}

function StatusBadge(props: { lang: ConsoleLanguage; status: string }) {
  const tone = props.status === 'active' ? 'ok' : props.status === 'blocked' ? 'bad' : 'warn';
  return <span className={`badge ${tone}`}>{statusText(props.status, props.lang)}</span>;
}

function BlockButton(props: { ctx: PageContext; card: GiftCardRow }) {
  const { lang } = props.ctx;
  const path = `${BASE}/giftcards/${props.card.id}`;
  return props.card.status === 'blocked' ? (
    <ActionButton action={`${path}/unblock`} label={t(lang, 'giftcards.unblock')} />
  ) : (
    <ActionButton action={`${path}/block`} label={t(lang, 'giftcards.block')} className="danger" />
  );
}

function cardColumns(lang: ConsoleLanguage, canManage: boolean): Column<GiftCardRow>[] {
  return [
    {
      label: 'giftcards.col.number',
      cell: (card) => (canManage ? <a href={`${BASE}/giftcards/${card.id}`}>{card.number}</a> : card.number),
    },
    { label: 'giftcards.col.balance', numeric: true, cell: (card) => money(card.balance, lang) },
    { label: 'giftcards.col.status', cell: (card) => <StatusBadge lang={lang} status={card.status} /> },
    { label: 'giftcards.col.expires', cell: (card) => day(card.expiresAt, lang) },
    { label: 'giftcards.col.kind', cell: (card) => kindText(card.kind, lang) },
  ];
}

function transactionColumns(lang: ConsoleLanguage): Column<GiftCardTransactionView>[] {
  return [
    { label: 'orders.col.date', cell: (tx) => moment(tx.createdAt, lang) },
    { label: 'giftcards.tx.kind', cell: (tx) => txText(tx.kind, lang) },
    { label: 'giftcards.tx.amount', numeric: true, cell: (tx) => money(tx.amount, lang) },
    {
      label: 'giftcards.tx.order',
      cell: (tx) =>
        tx.orderNumber ? <a href={`${BASE}/orders/${encodeURIComponent(tx.orderNumber)}`}>{tx.orderNumber}</a> : t(lang, 'common.none'),
    },
    { label: 'giftcards.tx.staff', cell: (tx) => tx.staffName ?? t(lang, 'common.none') },
  ];
}

export function GiftCardsPage(props: {
  ctx: PageContext;
  canManage: boolean;
  search: string;
  searchError: MessageKey | null;
  cards: GiftCardRow[] | null;
  /** The cards are the newest ones, not a search's results. */
  recent?: boolean;
  values: GiftCardFormValues;
  errors: GiftCardErrors;
}) {
  const { ctx } = props;
  const { lang } = ctx;
  return (
    <Page ctx={ctx} title={t(lang, 'giftcards.title')} section="giftcards">
      <ErrorSummary ctx={ctx} show={props.searchError !== null} />
      <SearchForm
        ctx={ctx}
        action={`${BASE}/giftcards`}
        id="number"
        name="number"
        inputMode="numeric"
        label={t(lang, 'giftcards.search')}
        value={props.search}
        error={props.searchError ?? undefined}
        required
        maxLength={60}
      />
      {props.cards && (
        <TableSection
          id="card-results"
          title={props.recent ? t(lang, 'giftcards.recent') : t(lang, 'common.results', { count: props.cards.length })}
          lang={lang}
          caption={t(lang, 'giftcards.title')}
          columns={cardColumns(lang, props.canManage)}
          rows={props.cards}
          rowKey={(card) => card.id}
          empty={t(lang, 'common.nothingFound')}
        />
      )}
      {props.canManage && (
        <Card ctx={ctx} id="issue-card" title={t(lang, 'giftcards.create.title')} showErrors={Object.keys(props.errors).length > 0}>
          <form className="stack" method="post" noValidate action={`${BASE}/giftcards`}>
            <div className="grid2">
              <Field
                ctx={ctx}
                {...fieldOf('amount', props.values, props.errors)}
                label={t(lang, 'giftcards.field.amount')}
                required
                inputMode="decimal"
              />
              <Field
                ctx={ctx}
                {...fieldOf('expiresOn', props.values, props.errors)}
                type="date"
                label={t(lang, 'giftcards.field.expiresOn')}
                required
              />
            </div>
            <div>
              <button type="submit">{t(lang, 'giftcards.create.submit')}</button>
            </div>
          </form>
        </Card>
      )}
    </Page>
  );
}

/** The answer to issuing a card: the only time its PIN is ever shown. */
export function IssuedGiftCardPage(props: { ctx: PageContext; card: IssuedGiftCard }) {
  const { ctx, card } = props;
  const { lang } = ctx;
  return (
    <Page ctx={ctx} title={t(lang, 'giftcards.issued.title')} section="giftcards">
      <p className="alert" role="alert">
        {t(lang, 'giftcards.issued.once')}
      </p>
      <section className="card">
        <dl className="facts">
          <dt>{t(lang, 'giftcards.issued.number')}</dt>
          <dd className="secret" data-testid="issued-number">
            {card.number}
          </dd>
          <dt>{t(lang, 'giftcards.issued.pin')}</dt>
          <dd className="secret" data-testid="issued-pin">
            {card.pin}
          </dd>
          <dt>{t(lang, 'giftcards.issued.balance')}</dt>
          <dd>{money(card.balance, lang)}</dd>
          <dt>{t(lang, 'giftcards.issued.expires')}</dt>
          <dd>{day(card.expiresAt, lang)}</dd>
        </dl>
      </section>
      <p>
        <a href={`${BASE}/giftcards/${card.id}`}>{t(lang, 'giftcards.issued.next')}</a>
      </p>
    </Page>
  );
}

export function GiftCardPage(props: {
  ctx: PageContext;
  card: GiftCardRow;
  transactions: GiftCardTransactionView[];
  notice: string | null;
}) {
  const { ctx, card } = props;
  const { lang } = ctx;
  const col = (key: MessageKey) => t(lang, key);
  return (
    <Page ctx={ctx} title={t(lang, 'giftcards.details', { number: card.number })} section="giftcards">
      <Notice text={props.notice} />
      <p>
        <a href={`${BASE}/giftcards?number=${card.number}`}>{t(lang, 'common.back')}</a>
      </p>
      <Card ctx={ctx} id="card-facts" title={t(lang, 'orders.detail.summary')}>
        <dl className="facts">
          <dt>{col('giftcards.col.number')}</dt>
          <dd>{card.number}</dd>
          <dt>{col('giftcards.col.balance')}</dt>
          <dd>{money(card.balance, lang)}</dd>
          <dt>{col('giftcards.col.initial')}</dt>
          <dd>{money(card.initialBalance, lang)}</dd>
          <dt>{col('giftcards.col.status')}</dt>
          <dd>
            <StatusBadge lang={lang} status={card.status} />
          </dd>
          <dt>{col('giftcards.col.kind')}</dt>
          <dd>{kindText(card.kind, lang)}</dd>
          <dt>{col('giftcards.col.expires')}</dt>
          <dd>{day(card.expiresAt, lang)}</dd>
        </dl>
        <p>
          <BlockButton ctx={ctx} card={card} />
        </p>
      </Card>
      <TableSection
        id="card-transactions"
        title={t(lang, 'giftcards.transactions')}
        lang={lang}
        caption={t(lang, 'giftcards.transactions')}
        columns={transactionColumns(lang)}
        rows={props.transactions}
        rowKey={(tx) => tx.id}
        empty={t(lang, 'giftcards.noTransactions')}
      />
    </Page>
  );
}
