import { may, type StaffMember } from '@shop/api/console';
import { BASE, Page, type PageContext } from '../layout.tsx';
import { t } from '../messages.ts';
import { TablesList, type TableRowView } from './tables.tsx';

/** The start page: the open tables of the member's shop (every shop for managers) and quick links. */
export function DashboardPage(props: { ctx: PageContext; member: StaffMember; shopTitle: string | null; rows: TableRowView[] }) {
  const { ctx, member } = props;
  const { lang } = ctx;
  const heading = props.shopTitle ? t(lang, 'dashboard.openTablesOf', { shop: props.shopTitle }) : t(lang, 'dashboard.openTables');
  return (
    <Page ctx={ctx} title={t(lang, 'dashboard.title')} section="dashboard">
      <p>{t(lang, 'dashboard.welcome', { name: member.name })}</p>
      <section aria-labelledby="quick-links" className="card">
        <h2 id="quick-links">{t(lang, 'dashboard.quickLinks')}</h2>
        <ul className="links">
          <li>
            <a href={`${BASE}/tables`}>{t(lang, 'dashboard.link.tables')}</a>
          </li>
          <li>
            <a href={`${BASE}/orders`}>{t(lang, 'dashboard.link.orders')}</a>
          </li>
          <li>
            <a href={`${BASE}/giftcards`}>{t(lang, 'dashboard.link.giftcards')}</a>
          </li>
          {may(member, 'coupons.view') && (
            <li>
              <a href={`${BASE}/coupons`}>{t(lang, 'dashboard.link.coupons')}</a>
            </li>
          )}
        </ul>
      </section>
      <section aria-labelledby="open-tables">
        <h2 id="open-tables">{heading}</h2>
        {props.rows.length === 0 ? <p>{t(lang, 'dashboard.noTables')}</p> : <TablesList ctx={ctx} rows={props.rows} caption={heading} />}
      </section>
    </Page>
  );
}
