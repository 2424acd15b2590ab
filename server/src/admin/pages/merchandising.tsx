import type { MerchandisingCategory, StaffOrderProduct, StaffOrderView } from '@shop/api/console';
import { merchandising } from '@shop/rules';
import type { PinErrors, PinFormValues } from '../merchandising-form.ts';
import { TableSection, type Column } from '../data-table.tsx';
import { BASE, Card, ErrorSummary, Field, FieldError, fieldOf, Notice, Page, SelectField, type PageContext } from '../layout.tsx';
import { t, type ConsoleLanguage } from '../messages.ts';

const ACTION = `${BASE}/merchandising`;

/** Indented by depth, as the category tree. */
function categoryLabel(category: MerchandisingCategory, lang: ConsoleLanguage): string {
  const name = category.name[lang] ?? category.name.nl ?? category.urlPath;
  return `${'\u2003'.repeat(Math.max(0, category.level - 1))}${name} (${category.urlPath})`;
}

function orderHref(category: string, profile: string): string {
  return `${ACTION}?${new URLSearchParams({ category, profile }).toString()}`;
}

function Chooser(props: { ctx: PageContext; categories: MerchandisingCategory[]; category: string; profile: string; errors: PinErrors }) {
  const { ctx, errors } = props;
  const { lang } = ctx;
  return (
    <Card ctx={ctx} id="choose-order" title={t(lang, 'merchandising.choose')}>
      <form className="inline" method="get" action={ACTION}>
        <SelectField
          ctx={ctx}
          id="category"
          label={t(lang, 'merchandising.field.category')}
          value={props.category}
          error={errors.category}
          placeholder={t(lang, 'merchandising.chooseCategory')}
          options={props.categories.map((category) => ({ value: category.urlPath, label: categoryLabel(category, lang) }))}
        />
        <Field
          ctx={ctx}
          id="profile"
          name="profile"
          label={t(lang, 'merchandising.field.profile')}
          hint={t(lang, 'merchandising.field.profileHint')}
          value={props.profile}
          error={errors.profile}
          maxLength={merchandising.nameMaxLength}
        />
        <button type="submit">{t(lang, 'merchandising.show')}</button>
      </form>
    </Card>
  );
}

/** The hidden fields every change of this order sends. */
function OrderFields(props: { view: StaffOrderView }) {
  return (
    <>
      <input type="hidden" name="category" value={props.view.category.urlPath} />
      <input type="hidden" name="profile" value={props.view.profile} />
    </>
  );
}

function StockBadge(props: { lang: ConsoleLanguage; product: StaffOrderProduct }) {
  return props.product.inStock ? (
    <span className="badge ok">{t(props.lang, 'merchandising.inStock')}</span>
  ) : (
    <span className="badge bad">{t(props.lang, 'merchandising.soldOut')}</span>
  );
}

/** A pinned product's buttons: up, down, to a position, unpin (one form; the button says which). */
function PinnedActions(props: { ctx: PageContext; view: StaffOrderView; product: StaffOrderProduct }) {
  const { lang } = props.ctx;
  const { product } = props;
  const positionId = `position-${product.productId}`;
  return (
    <form className="row-actions" method="post" action={`${ACTION}/pins`}>
      <OrderFields view={props.view} />
      <input type="hidden" name="sku" value={product.sku} />
      <button type="submit" name="intent" value="up" className="secondary" aria-label={t(lang, 'merchandising.up', { sku: product.sku })}>
        ↑
      </button>
      <button
        type="submit"
        name="intent"
        value="down"
        className="secondary"
        aria-label={t(lang, 'merchandising.down', { sku: product.sku })}
      >
        ↓
      </button>
      <input
        id={positionId}
        name="position"
        type="number"
        min={1}
        max={merchandising.maxPinned}
        defaultValue={product.position ?? undefined}
        aria-label={t(lang, 'merchandising.moveTo', { sku: product.sku })}
      />
      <button type="submit" name="intent" value="move" className="secondary">
        {t(lang, 'merchandising.move')}
      </button>
      <button type="submit" name="intent" value="unpin" className="danger">
        {t(lang, 'merchandising.unpin', { sku: product.sku })}
      </button>
    </form>
  );
}

function pinnedColumns(ctx: PageContext, view: StaffOrderView): Column<StaffOrderProduct>[] {
  const { lang } = ctx;
  return [
    { label: 'merchandising.col.position', numeric: true, cell: (product) => product.position },
    { label: 'merchandising.col.sku', cell: (product) => product.sku },
    { label: 'merchandising.col.name', cell: (product) => product.name },
    { label: 'merchandising.col.stock', cell: (product) => <StockBadge lang={lang} product={product} /> },
    { label: 'merchandising.col.actions', cell: (product) => <PinnedActions ctx={ctx} view={view} product={product} /> },
  ];
}

function previewColumns(ctx: PageContext, view: StaffOrderView): Column<StaffOrderProduct>[] {
  const { lang } = ctx;
  return [
    { label: 'merchandising.col.sku', cell: (product) => product.sku },
    { label: 'merchandising.col.name', cell: (product) => product.name },
    { label: 'merchandising.col.stock', cell: (product) => <StockBadge lang={lang} product={product} /> },
    { label: 'merchandising.col.pinned', numeric: true, cell: (product) => product.position ?? t(lang, 'common.none') },
    {
      label: 'merchandising.col.actions',
      cell: (product) =>
        product.position === null ? (
          <form method="post" action={`${ACTION}/pins`}>
            <OrderFields view={view} />
            <input type="hidden" name="sku" value={product.sku} />
            <button type="submit" name="intent" value="pin" className="secondary">
              {t(lang, 'merchandising.pinSku', { sku: product.sku })}
            </button>
          </form>
        ) : null,
    },
  ];
}

function ProfileChoice(props: { ctx: PageContext; view: StaffOrderView }) {
  const { ctx, view } = props;
  const { lang } = ctx;
  const active = view.category.activeProfile;
  return (
    <Card ctx={ctx} id="order-profiles" title={t(lang, 'merchandising.profiles')}>
      <p>{t(lang, 'merchandising.active', { profile: active })}</p>
      <p>
        <strong>{t(lang, 'merchandising.editing', { profile: view.profile })}</strong>
      </p>
      <ul className="links">
        {view.profiles.map((profile) => (
          <li key={profile}>
            <a href={orderHref(view.category.urlPath, profile)} aria-current={profile === view.profile ? 'page' : undefined}>
              {profile}
            </a>
            {profile === active && <span className="badge ok">{` ${t(lang, 'merchandising.activeBadge')}`}</span>}
          </li>
        ))}
      </ul>
      {view.profile !== active && (
        <form method="post" action={`${ACTION}/profile`}>
          <OrderFields view={view} />
          <button type="submit">{t(lang, 'merchandising.activate', { profile: view.profile })}</button>
        </form>
      )}
    </Card>
  );
}

function PinBySku(props: { ctx: PageContext; view: StaffOrderView; values: PinFormValues; errors: PinErrors }) {
  const { ctx, values, errors } = props;
  const { lang } = ctx;
  return (
    <Card ctx={ctx} id="pin-product" title={t(lang, 'merchandising.add.title')}>
      <form className="inline" method="post" noValidate action={`${ACTION}/pins`}>
        <OrderFields view={props.view} />
        <input type="hidden" name="intent" value="pin" />
        <Field ctx={ctx} {...fieldOf('sku', values, errors)} label={t(lang, 'merchandising.field.sku')} required maxLength={64} />
        <Field
          ctx={ctx}
          {...fieldOf('position', values, errors)}
          label={t(lang, 'merchandising.field.position')}
          hint={t(lang, 'merchandising.field.positionHint')}
          optional
          inputMode="numeric"
        />
        <button type="submit">{t(lang, 'merchandising.pin')}</button>
      </form>
      <FieldError ctx={ctx} id="intent-error" error={errors.intent} />
    </Card>
  );
}

export function MerchandisingPage(props: {
  ctx: PageContext;
  categories: MerchandisingCategory[];
  /** The category and profile as asked (shown again in the chooser). */
  category: string;
  profile: string;
  view: StaffOrderView | null;
  values: PinFormValues;
  errors: PinErrors;
  notice: string | null;
}) {
  const { ctx, view } = props;
  const { lang } = ctx;
  const hasErrors = Object.keys(props.errors).length > 0;
  return (
    <Page ctx={ctx} title={t(lang, 'merchandising.title')} section="merchandising">
      <Notice text={props.notice} />
      <ErrorSummary ctx={ctx} show={hasErrors} />
      <p>{t(lang, 'merchandising.intro')}</p>
      <Chooser ctx={ctx} categories={props.categories} category={props.category} profile={props.profile} errors={props.errors} />
      {view && (
        <>
          <ProfileChoice ctx={ctx} view={view} />
          <PinBySku ctx={ctx} view={view} values={props.values} errors={props.errors} />
          <TableSection
            id="pinned"
            title={t(lang, 'merchandising.pinned.title')}
            lang={lang}
            caption={t(lang, 'merchandising.pinned.title')}
            columns={pinnedColumns(ctx, view)}
            rows={view.pinned}
            rowKey={(product) => product.productId}
            rowAttrs={(product) => ({ 'data-pinned': product.sku })}
            empty={t(lang, 'merchandising.pinned.empty')}
          />
          <TableSection
            id="preview"
            title={t(lang, 'merchandising.preview.title', { count: view.preview.length })}
            lang={lang}
            caption={t(lang, 'merchandising.preview.title', { count: view.preview.length })}
            columns={previewColumns(ctx, view)}
            rows={view.preview}
            rowKey={(product) => product.productId}
            rowAttrs={(product) => ({ 'data-preview': product.sku })}
            empty={t(lang, 'common.nothingFound')}
          >
            <p>{t(lang, 'merchandising.preview.total', { count: view.totalCount })}</p>
          </TableSection>
        </>
      )}
    </Page>
  );
}
