import { couponState, type CouponRow, type CouponState, type CouponUse } from '@shop/api/console';
import type { CouponErrors, CouponFormValues } from '../coupon-form.ts';
import { ActionButton, BASE, Card, Field, FieldError, fieldOf, Notice, Page, SearchForm, type PageContext } from '../layout.tsx';
import { day, money, moment, percent } from '../format.ts';
import { TableSection, type Column } from '../data-table.tsx';
import { t, type ConsoleLanguage, type MessageKey } from '../messages.ts';

function discount(coupon: CouponRow, lang: ConsoleLanguage): string {
  return coupon.type === 'percent' ? percent(coupon.amount, lang) : money(coupon.amount, lang);
}

function rules(coupon: CouponRow, lang: ConsoleLanguage): string {
  const parts: string[] = [];
  if (coupon.minSubtotal > 0) parts.push(t(lang, 'coupons.minSubtotalRule', { amount: money(coupon.minSubtotal, lang) }));
  if (coupon.excludesSale) parts.push(t(lang, 'coupons.excludesSaleRule'));
  parts.push(coupon.storeCodes.length > 0 ? coupon.storeCodes.join(', ') : t(lang, 'common.allStores'));
  return parts.join(' · ');
}

function validity(coupon: CouponRow, lang: ConsoleLanguage): string {
  const parts: string[] = [];
  if (coupon.fromDate) parts.push(t(lang, 'coupons.from', { date: day(coupon.fromDate, lang) }));
  if (coupon.toDate) parts.push(t(lang, 'coupons.to', { date: day(coupon.toDate, lang) }));
  return parts.length > 0 ? parts.join(' ') : t(lang, 'coupons.always');
}

function usage(coupon: CouponRow, lang: ConsoleLanguage): string {
  return `${coupon.timesUsed} / ${coupon.usageLimit ?? t(lang, 'common.unlimited')}`;
}

function BlockButton(props: { ctx: PageContext; coupon: CouponRow }) {
  const { lang } = props.ctx;
  const { coupon } = props;
  const path = `${BASE}/coupons/${encodeURIComponent(coupon.code)}`;
  return coupon.active ? (
    <ActionButton action={`${path}/block`} label={t(lang, 'coupons.block', { code: coupon.code })} className="danger" />
  ) : (
    <ActionButton action={`${path}/unblock`} label={t(lang, 'coupons.unblock', { code: coupon.code })} />
  );
}

const STATE_LABELS: Record<CouponState, MessageKey> = {
  active: 'coupons.active',
  blocked: 'coupons.blocked',
  scheduled: 'coupons.scheduled',
  expired: 'coupons.expired',
  usedUp: 'coupons.usedUp',
};

function StatusBadge(props: { lang: ConsoleLanguage; coupon: CouponRow; now: Date }) {
  const state = couponState(props.coupon, props.now);
  return (
    <span className={`badge ${state === 'active' ? 'ok' : 'bad'}`} data-state={state}>
      {t(props.lang, STATE_LABELS[state])}
    </span>
  );
}

function couponColumns(ctx: PageContext, now: Date): Column<CouponRow>[] {
  const { lang } = ctx;
  return [
    {
      label: 'coupons.col.code',
      cell: (coupon) => (
        <>
          <a href={`${BASE}/coupons/${encodeURIComponent(coupon.code)}`}>{coupon.code}</a>
          {coupon.description && <div className="hint">{coupon.description}</div>}
        </>
      ),
    },
    { label: 'coupons.col.discount', cell: (coupon) => discount(coupon, lang) },
    { label: 'coupons.col.rules', cell: (coupon) => rules(coupon, lang) },
    { label: 'coupons.col.used', cell: (coupon) => usage(coupon, lang) },
    { label: 'coupons.col.perCustomer', cell: (coupon) => coupon.usesPerCustomer ?? t(lang, 'common.unlimited') },
    { label: 'coupons.col.valid', cell: (coupon) => validity(coupon, lang) },
    { label: 'coupons.col.status', cell: (coupon) => <StatusBadge lang={lang} coupon={coupon} now={now} /> },
    { label: 'coupons.col.actions', cell: (coupon) => <BlockButton ctx={ctx} coupon={coupon} /> },
  ];
}

function useColumns(lang: ConsoleLanguage): Column<CouponUse>[] {
  return [
    { label: 'orders.col.date', cell: (use) => moment(use.createdAt, lang) },
    {
      label: 'orders.col.number',
      cell: (use) =>
        use.orderNumber ? <a href={`${BASE}/orders/${encodeURIComponent(use.orderNumber)}`}>{use.orderNumber}</a> : t(lang, 'common.none'),
    },
    { label: 'orders.col.email', cell: (use) => use.email },
    { label: 'coupons.detail.customer', cell: (use) => use.customerId ?? t(lang, 'coupons.detail.guest') },
    { label: 'coupons.col.discount', numeric: true, cell: (use) => money(use.discount, lang) },
    { label: 'coupons.detail.released', cell: (use) => (use.releasedAt ? moment(use.releasedAt, lang) : t(lang, 'common.none')) },
  ];
}

function CouponForm(props: { ctx: PageContext; values: CouponFormValues; errors: CouponErrors; stores: string[] }) {
  const { ctx, values, errors } = props;
  const { lang } = ctx;
  const field = (name: keyof CouponErrors) => errors[name];
  /** A text field of the form: its label, the value as typed and its message. */
  const input = (
    name: Exclude<keyof CouponFormValues, 'type' | 'excludesSale' | 'storeCodes'>,
    extra: Partial<Parameters<typeof Field>[0]>,
  ) => <Field ctx={ctx} {...fieldOf(name, values, errors)} label={t(lang, `coupons.field.${name}`)} {...extra} />;
  return (
    <form className="stack" method="post" noValidate action={`${BASE}/coupons`}>
      <div className="grid2">
        {input('code', { required: true, maxLength: 64 })}
        {input('description', { optional: true, maxLength: 200 })}
      </div>
      <fieldset aria-describedby={errors.type ? 'type-error' : undefined}>
        <legend>{t(lang, 'coupons.field.type')}</legend>
        <div className="checks">
          {(['percent', 'fixed'] as const).map((type) => (
            <label className="check" key={type}>
              <input type="radio" name="type" value={type} defaultChecked={values.type === type} />
              {t(lang, `coupons.type.${type}`)}
            </label>
          ))}
        </div>
        <FieldError ctx={ctx} id="type-error" error={field('type')} />
      </fieldset>
      <div className="grid2">
        {input('amount', { required: true, inputMode: 'decimal' })}
        {input('minSubtotal', { optional: true, inputMode: 'decimal' })}
        {input('usageLimit', { optional: true, inputMode: 'numeric' })}
        {input('usesPerCustomer', { optional: true, inputMode: 'numeric' })}
        {input('fromDate', { type: 'date', optional: true })}
        {input('toDate', { type: 'date', optional: true })}
      </div>
      <label className="check">
        <input type="checkbox" name="excludesSale" defaultChecked={values.excludesSale} />
        {t(lang, 'coupons.field.excludesSale')}
      </label>
      <fieldset aria-describedby={errors.storeCodes ? 'storeCodes-error' : undefined}>
        <legend>{t(lang, 'coupons.field.storeCodes')}</legend>
        <div className="checks">
          {props.stores.map((code) => (
            <label className="check" key={code}>
              <input type="checkbox" name="storeCodes" value={code} defaultChecked={values.storeCodes.includes(code)} />
              {code}
            </label>
          ))}
        </div>
        <FieldError ctx={ctx} id="storeCodes-error" error={field('storeCodes')} />
      </fieldset>
      <div>
        <button type="submit">{t(lang, 'coupons.create.submit')}</button>
      </div>
    </form>
  );
}

/** Where the list is in all coupons, with links to the pages before and after (the search kept). */
function Pages(props: { ctx: PageContext; page: number; pageSize: number; shown: number; total: number; search: string }) {
  const { lang } = props.ctx;
  if (props.total <= props.pageSize && props.page === 1) return null;
  const from = props.shown === 0 ? 0 : (props.page - 1) * props.pageSize + 1;
  const href = (page: number) =>
    `${BASE}/coupons?${new URLSearchParams({ ...(props.search ? { q: props.search } : {}), page: String(page) }).toString()}`;
  return (
    <nav aria-label={t(lang, 'coupons.pages')} className="inline">
      <span>{t(lang, 'coupons.range', { from, to: from === 0 ? 0 : from + props.shown - 1, total: props.total })}</span>
      {props.page > 1 && <a href={href(props.page - 1)}>{t(lang, 'coupons.previous')}</a>}
      {props.page * props.pageSize < props.total && <a href={href(props.page + 1)}>{t(lang, 'coupons.next')}</a>}
    </nav>
  );
}

export function CouponsPage(props: {
  ctx: PageContext;
  coupons: CouponRow[];
  /** The request's time, for the coupons' state. */
  now: Date;
  totalCount: number;
  page: number;
  pageSize: number;
  search: string;
  values: CouponFormValues;
  errors: CouponErrors;
  stores: string[];
  notice: string | null;
}) {
  const { ctx } = props;
  const { lang } = ctx;
  const hasErrors = Object.keys(props.errors).length > 0;
  return (
    <Page ctx={ctx} title={t(lang, 'coupons.title')} section="coupons">
      <Notice text={props.notice} />
      <Card ctx={ctx} id="create-coupon" title={t(lang, 'coupons.create.title')} showErrors={hasErrors}>
        <CouponForm ctx={ctx} values={props.values} errors={props.errors} stores={props.stores} />
      </Card>
      <TableSection
        id="coupon-list"
        title={t(lang, 'coupons.title')}
        lang={lang}
        caption={t(lang, 'coupons.title')}
        columns={couponColumns(ctx, props.now)}
        rows={props.coupons}
        rowKey={(coupon) => coupon.code}
        rowAttrs={(coupon) => ({ 'data-coupon': coupon.code })}
        empty={t(lang, 'common.nothingFound')}
      >
        <SearchForm
          ctx={ctx}
          action={`${BASE}/coupons`}
          id="q"
          name="q"
          label={t(lang, 'coupons.search')}
          value={props.search}
          maxLength={64}
        />
        <Pages
          ctx={ctx}
          page={props.page}
          pageSize={props.pageSize}
          shown={props.coupons.length}
          total={props.totalCount}
          search={props.search}
        />
      </TableSection>
    </Page>
  );
}

export function CouponPage(props: { ctx: PageContext; coupon: CouponRow; uses: CouponUse[]; notice: string | null; now: Date }) {
  const { ctx, coupon } = props;
  const { lang } = ctx;
  const col = (key: MessageKey) => t(lang, key);
  return (
    <Page ctx={ctx} title={t(lang, 'coupons.detail.title', { code: coupon.code })} section="coupons">
      <Notice text={props.notice} />
      <p>
        <a href={`${BASE}/coupons`}>{t(lang, 'common.back')}</a>
      </p>
      <Card ctx={ctx} id="coupon-rules" title={t(lang, 'coupons.col.rules')}>
        <dl className="facts">
          <dt>{col('coupons.field.description')}</dt>
          <dd>{coupon.description || t(lang, 'common.none')}</dd>
          <dt>{col('coupons.col.discount')}</dt>
          <dd>{discount(coupon, lang)}</dd>
          <dt>{col('coupons.col.rules')}</dt>
          <dd>{rules(coupon, lang)}</dd>
          <dt>{col('coupons.col.used')}</dt>
          <dd>{usage(coupon, lang)}</dd>
          <dt>{col('coupons.col.perCustomer')}</dt>
          <dd>{coupon.usesPerCustomer ?? t(lang, 'common.unlimited')}</dd>
          <dt>{col('coupons.col.valid')}</dt>
          <dd>{validity(coupon, lang)}</dd>
          <dt>{col('coupons.col.status')}</dt>
          <dd>
            <StatusBadge lang={lang} coupon={coupon} now={props.now} />
          </dd>
        </dl>
        <p>
          <BlockButton ctx={ctx} coupon={coupon} />
        </p>
      </Card>
      <TableSection
        id="coupon-uses"
        title={t(lang, 'coupons.detail.uses')}
        lang={lang}
        caption={t(lang, 'coupons.detail.uses')}
        columns={useColumns(lang)}
        rows={props.uses}
        rowKey={(_use, index) => index}
        empty={t(lang, 'coupons.detail.noUses')}
      />
    </Page>
  );
}
