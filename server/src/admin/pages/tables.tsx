import { ActionButton, BASE, Card, Field, fieldOf, Notice, Page, SelectField, type PageContext } from '../layout.tsx';
import { moment } from '../format.ts';
import { DataTable, type Column } from '../data-table.tsx';
import { t } from '../messages.ts';
import type { OpenTableErrors, OpenTableForm } from '../table-form.ts';

export interface TableRowView {
  chainId: string;
  shop: string;
  table: string;
  status: 'OPEN' | 'EXPIRED' | 'CLOSED' | 'ENDED';
  ttl: Date;
  openUntil: Date | null;
  link: string;
  qr: string;
  canClose: boolean;
}

const STATUS_BADGE: Record<TableRowView['status'], string> = { OPEN: 'ok', EXPIRED: 'warn', CLOSED: 'bad', ENDED: 'bad' };

/** The open tables as a table: status, times, the device link with its QR code and a close button. */
export function TablesList(props: { ctx: PageContext; rows: TableRowView[]; caption: string }) {
  const { lang } = props.ctx;
  return (
    <DataTable
      lang={lang}
      caption={props.caption}
      columns={tableColumns(props.ctx)}
      rows={props.rows}
      rowKey={(row) => row.chainId}
      rowAttrs={(row) => ({ 'data-table': row.table })}
      empty={t(lang, 'tables.list.none')}
    />
  );
}

function tableColumns(ctx: PageContext): Column<TableRowView>[] {
  const { lang } = ctx;
  const live = (row: TableRowView) => row.status === 'OPEN' || row.status === 'EXPIRED';
  return [
    { label: 'tables.col.shop', cell: (row) => row.shop },
    { label: 'tables.col.table', cell: (row) => row.table },
    {
      label: 'tables.col.status',
      cell: (row) => <span className={`badge ${STATUS_BADGE[row.status]}`}>{t(lang, `tables.status.${row.status}`)}</span>,
    },
    { label: 'tables.col.ttl', cell: (row) => moment(row.ttl, lang) },
    { label: 'tables.col.openUntil', cell: (row) => moment(row.openUntil, lang) },
    {
      label: 'tables.col.device',
      cell: (row) =>
        live(row) ? (
          <>
            <div className="qr" dangerouslySetInnerHTML={{ __html: row.qr }} />
            <a className="device-link" href={row.link}>
              {row.link}
            </a>
          </>
        ) : (
          t(lang, 'common.none')
        ),
    },
    {
      label: 'tables.col.actions',
      cell: (row) =>
        row.canClose && live(row) ? (
          <ActionButton
            action={`${BASE}/tables/${encodeURIComponent(row.chainId)}/close`}
            label={t(lang, 'tables.close', { table: row.table })}
            className="danger"
          />
        ) : (
          t(lang, 'common.none')
        ),
    },
  ];
}

export function TablesPage(props: {
  ctx: PageContext;
  shops: { id: number; title: string }[];
  form: OpenTableForm;
  errors: OpenTableErrors;
  rows: TableRowView[];
  showAll: boolean;
  notice: string | null;
}) {
  const { ctx, form, errors } = props;
  const { lang } = ctx;
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <Page ctx={ctx} title={t(lang, 'tables.title')} section="tables">
      <Notice text={props.notice} />
      <Card ctx={ctx} id="open-table" title={t(lang, 'tables.open.title')} showErrors={hasErrors}>
        <form className="stack" method="post" noValidate action={`${BASE}/tables`}>
          <SelectField
            ctx={ctx}
            id="storeLocationId"
            label={t(lang, 'tables.open.shop')}
            value={form.storeLocationId}
            error={errors.storeLocationId}
            options={props.shops.map((shop) => ({ value: String(shop.id), label: shop.title }))}
          />
          <div className="grid2">
            <Field
              ctx={ctx}
              {...fieldOf('tableLabel', form, errors)}
              label={t(lang, 'tables.open.label')}
              hint={t(lang, 'tables.open.labelHint')}
              required
              maxLength={40}
            />
            <Field
              ctx={ctx}
              {...fieldOf('hours', form, errors)}
              type="number"
              inputMode="numeric"
              label={t(lang, 'tables.open.hours')}
              required
              min={1}
              max={24}
            />
          </div>
          <div>
            <button type="submit">{t(lang, 'tables.open.submit')}</button>
          </div>
        </form>
      </Card>
      <section aria-labelledby="table-list">
        <h2 id="table-list">{t(lang, props.showAll ? 'tables.list.titleAll' : 'tables.list.title')}</h2>
        <p>
          <a href={props.showAll ? `${BASE}/tables` : `${BASE}/tables?all=1`}>
            {t(lang, props.showAll ? 'tables.list.showOpen' : 'tables.list.showAll')}
          </a>
        </p>
        <TablesList ctx={ctx} rows={props.rows} caption={t(lang, props.showAll ? 'tables.list.titleAll' : 'tables.list.title')} />
      </section>
    </Page>
  );
}
