import { useT } from '../../lib/i18n/intl.tsx';
import type { OrderConfirmationView } from './order-model.ts';
import styles from './order-lines.module.css';

/**
 * An order's lines and totals as placed (OC1, A17): each line with its options, quantity and price;
 * subtotal, discounts, delivery, the grand total and the VAT in it. Shown on the confirmation and
 * on the customer's order page.
 */
export function OrderLines({ order, unitPrices }: { order: OrderConfirmationView; unitPrices?: Record<string, string> }) {
  const t = useT();
  const free = t('checkout.summary.free');
  return (
    <>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <div>
              <p className={styles.name}>{line.name}</p>
              {line.options.map((option) => (
                <p key={option} className={styles.muted}>
                  {option}
                </p>
              ))}
              <p className={styles.muted}>
                {unitPrices?.[line.id]
                  ? t('checkout.summary.quantityAt', { quantity: line.quantity, price: unitPrices[line.id]! })
                  : t('checkout.summary.quantity', { quantity: line.quantity })}
              </p>
            </div>
            <p className={styles.amount}>{line.price ?? free}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{order.subtotal}</dd>
        </div>
        {order.discounts.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
        <div>
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>{order.shipping ?? free}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{order.grandTotal}</dd>
        </div>
        {order.taxes.map((row) => (
          <div key={row.label} className={styles.tax}>
            <dt>{t('checkout.summary.taxIncluded', { label: row.label })}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
