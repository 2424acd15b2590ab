import { useT } from '../../lib/i18n/intl.tsx';
import type { GiftCardRowView } from './payment-cards-model.ts';
import styles from '../checkout/order-lines.module.css';

/**
 * Under an order's totals (CO18): each gift card that paid part of it, as a minus, and the rest
 * paid with the provider's method. Nothing when no gift card paid.
 */
export function OrderGiftCards({ order }: { order: { giftCards: GiftCardRowView[]; amountDue: string | null; payment: string | null } }) {
  const t = useT();
  if (order.giftCards.length === 0) return null;
  return (
    <dl className={styles.totals} data-testid="order-gift-cards">
      {order.giftCards.map((row, index) => (
        <div key={`${row.label}-${index}`}>
          <dt>{t('giftcard.summary.card', { code: row.label })}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
      {order.amountDue !== null ? (
        <div className={styles.total}>
          <dt>{order.payment ? t('giftcard.summary.paidWith', { method: order.payment }) : t('giftcard.summary.paidRest')}</dt>
          <dd>{order.amountDue}</dd>
        </div>
      ) : null}
    </dl>
  );
}
