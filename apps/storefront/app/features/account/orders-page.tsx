import { Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import { AccountPage } from './account-layout.tsx';
import type { OrdersData } from './account-pages.server.ts';
import { OrderTable } from './order-rows.tsx';
import { accountPaths } from './paths.ts';
import styles from './account.module.css';

/** The order history with paging (A16). */
export function OrdersPageView({ data }: { data: OrdersData }) {
  const t = useT();
  const pageHref = (page: number) => (page <= 1 ? accountPaths.orders : `${accountPaths.orders}?page=${page}`);
  return (
    <AccountPage title={t('account.orders.title')}>
      {data.orders.length > 0 ? (
        <OrderTable orders={data.orders} caption={t('account.orders.title')} />
      ) : (
        <p className={styles.hint}>{t('account.orders.none')}</p>
      )}
      {data.totalPages > 1 ? (
        <nav className={styles.pagination} aria-label={t('account.orders.pages')}>
          {data.page > 1 ? <Link to={pageHref(data.page - 1)}>{t('account.orders.previous')}</Link> : <span />}
          <span>{t('account.orders.pageOf', { page: data.page, total: data.totalPages })}</span>
          {data.page < data.totalPages ? <Link to={pageHref(data.page + 1)}>{t('account.orders.next')}</Link> : <span />}
        </nav>
      ) : null}
    </AccountPage>
  );
}
