import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { AccountPage, AccountSection } from './account-layout.tsx';
import type { DashboardData } from './account-pages.server.ts';
import { AddressLines } from './address-card.tsx';
import { newsletterStateText } from './newsletter-state.ts';
import { OrderTable } from './order-rows.tsx';
import { accountPaths } from './paths.ts';
import styles from './account.module.css';

/** One card of the dashboard: its title, what it shows and the link to the page that changes it. */
function DashboardCard({ title, to, action, children }: { title: string; to: string; action: string; children: ReactNode }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
      <p className={styles.cardActions}>
        <Link to={to}>{action}</Link>
      </p>
    </li>
  );
}

/** The dashboard (A11): name and e-mail, the default addresses, the latest orders, links to the sub-pages. */
export function DashboardPageView({ data }: { data: DashboardData }) {
  const t = useT();
  return (
    <AccountPage title={t('account.dashboard.title')} intro={<p>{t('account.dashboard.welcome', { name: data.name })}</p>}>
      <ul className={styles.cards}>
        <DashboardCard title={t('account.dashboard.details')} to={accountPaths.edit} action={t('account.dashboard.editDetails')}>
          <p className={styles.address}>
            <span>{data.name}</span>
            <span>{data.email}</span>
          </p>
        </DashboardCard>
        <DashboardCard
          title={t('account.dashboard.newsletter')}
          to={accountPaths.newsletter}
          action={t('account.dashboard.editNewsletter')}
        >
          <p>{t(newsletterStateText[data.newsletter], { email: data.email })}</p>
        </DashboardCard>
        {[
          { title: 'account.address.defaultShipping', address: data.defaultShipping },
          { title: 'account.address.defaultBilling', address: data.defaultBilling },
        ].map(({ title, address }) => (
          <DashboardCard key={title} title={t(title)} to={accountPaths.address} action={t('account.dashboard.manageAddresses')}>
            {address ? <AddressLines address={address} /> : <p className={styles.hint}>{t('account.dashboard.noAddress')}</p>}
          </DashboardCard>
        ))}
      </ul>
      <AccountSection id="account-latest-orders" title={t('account.dashboard.latestOrders')}>
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
      </AccountSection>
    </AccountPage>
  );
}
