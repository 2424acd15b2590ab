import { Link } from 'react-router';
import { useT } from '../../lib/i18n/intl.tsx';
import type { OrderRowView } from './orders-model.ts';
import styles from './account.module.css';

/** Orders as a table: number (linking to the order), date, status, total (A11, A16). */
export function OrderTable({ orders, caption }: { orders: OrderRowView[]; caption: string }) {
  const t = useT();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden-on-phones">
        <tr>
          <th scope="col">{t('account.orders.number')}</th>
          <th scope="col">{t('account.orders.date')}</th>
          <th scope="col">{t('account.orders.status')}</th>
          <th scope="col" className={styles.amount}>
            {t('account.orders.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.number}>
            <td>
              <Link to={order.href} aria-label={t('account.orders.view', { number: order.number })}>
                {order.number}
              </Link>
            </td>
            <td>{order.date}</td>
            <td>{t(order.statusKey)}</td>
            <td className={styles.amount}>{order.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
