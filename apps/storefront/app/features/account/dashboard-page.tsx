import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { AccountPage } from './account-layout.tsx';
import type { DashboardData } from './account-pages.server.ts';
import { AddressLines } from './address-card.tsx';
import { newsletterStateText } from './newsletter-state.ts';
import { OrderTable } from './order-rows.tsx';
import { accountPaths } from './paths.ts';
import styles from './account.module.css';

/** The dashboard (A11): name and e-mail, the default addresses, the latest orders, links to the sub-pages. */
export function DashboardPageView({ data }: { data: DashboardData }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <AccountPage title={t('account.dashboard.title')} intro={<p>{t('account.dashboard.welcome', { name: data.name })}</p>}>
      <ul className={styles.cards}>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('account.dashboard.details')}</h2>
          <p className={styles.address}>
            <span>{data.name}</span>
            <span>{data.email}</span>
          </p>
          <p className={styles.cardActions}>
            <Link to={accountPaths.edit}>{t('account.dashboard.editDetails')}</Link>
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('account.dashboard.newsletter')}</h2>
          <p>{t(newsletterStateText[data.newsletter], { email: data.email })}</p>
          <p className={styles.cardActions}>
            <Link to={accountPaths.newsletter}>{t('account.dashboard.editNewsletter')}</Link>
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('account.address.defaultShipping')}</h2>
          {data.defaultShipping ? (
            <AddressLines address={data.defaultShipping} />
          ) : (
            <p className={styles.hint}>{t('account.dashboard.noAddress')}</p>
          )}
          <p className={styles.cardActions}>
            <Link to={accountPaths.address}>{t('account.dashboard.manageAddresses')}</Link>
          </p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>{t('account.address.defaultBilling')}</h2>
          {data.defaultBilling ? (
            <AddressLines address={data.defaultBilling} />
          ) : (
            <p className={styles.hint}>{t('account.dashboard.noAddress')}</p>
          )}
          <p className={styles.cardActions}>
            <Link to={accountPaths.address}>{t('account.dashboard.manageAddresses')}</Link>
          </p>
        </li>
      </ul>
      <section className={styles.section} aria-labelledby="account-latest-orders">
        <h2 id="account-latest-orders" className={styles.sectionTitle}>
          {t('account.dashboard.latestOrders')}
        </h2>
        {data.latestOrders.length > 0 ? (
          <>
            <OrderTable orders={data.latestOrders} caption={t('account.dashboard.latestOrders')} />
            {data.orderCount > data.latestOrders.length ? (
              <p>
                <Link to={accountPaths.orders}>{t('account.dashboard.allOrders', { count: data.orderCount })}</Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className={styles.hint}>{t('account.orders.none')}</p>
        )}
      </section>
    </AccountPage>
  );
}
