import { useT } from '../../lib/i18n/intl.tsx';
import { Link } from 'react-router';
import type { OrderSummaryView } from './summary-model.ts';
import styles from './order-summary.module.css';
import { ViewImage } from '../../ui/view-image.tsx';

/** The order summary beside the steps (L4): what is being bought and what it costs. */
export function OrderSummary({ summary }: { summary: OrderSummaryView }) {
  const t = useT();
  const free = t('checkout.summary.free');
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <div className={styles.head}>
        <h2 id="checkout-summary-title" className={styles.title}>
          {t('checkout.summary.title')}
        </h2>
        <Link to="/cart/" className={styles.edit}>
          {t('checkout.summary.edit')}
        </Link>
      </div>
      <p className={styles.count}>{t('checkout.summary.count', { count: summary.quantity })}</p>
      <ul className={styles.lines}>
        {summary.lines.map((line) => (
          <li key={line.id} className={styles.line} data-error={line.errors.length > 0 || undefined}>
            {line.image ? (
              <ViewImage image={line.image} className={styles.image} alt={line.image.alt} width={64} height={77} loading="lazy" />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <div className={styles.lineText}>
              {line.brand ? <p className={styles.brand}>{line.brand}</p> : null}
              <p className={styles.name}>{line.name}</p>
              {line.options.map((option) => (
                <p key={option} className={styles.option}>
                  {option}
                </p>
              ))}
              <p className={styles.option}>{t('checkout.summary.quantity', { quantity: line.quantity })}</p>
              {line.errors.length > 0 ? (
                <p className={styles.lineError}>{line.errors.map((error) => t(error.id, error.values)).join(', ')}</p>
              ) : null}
            </div>
            <p className={styles.price}>{line.price ?? free}</p>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div className={styles.row}>
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>{summary.subtotal}</dd>
        </div>
        {summary.discounts.offer ? (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t('checkout.summary.discount')}</dt>
            <dd>{summary.discounts.offer}</dd>
          </div>
        ) : null}
        {summary.discounts.coupons.map((row) => (
          <div key={row.label} className={`${styles.row} ${styles.discount}`}>
            <dt>{row.label ?? t('checkout.summary.discount')}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>{summary.shipping ? (summary.shipping.free ? free : summary.shipping.amount) : t('checkout.summary.shippingLater')}</dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('checkout.summary.total')}</dt>
          <dd>{summary.grandTotal}</dd>
        </div>
        {summary.taxes.map((row) => (
          <div key={row.label} className={`${styles.row} ${styles.tax}`}>
            <dt>{t('checkout.summary.taxIncluded', { label: row.label })}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
        {summary.giftCards.map((row, index) => (
          <div key={`${row.label}-${index}`} className={styles.row}>
            <dt>{t('giftcard.summary.card', { code: row.label })}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
        {summary.amountDue !== null ? (
          <div className={`${styles.row} ${styles.total}`}>
            <dt>{t('giftcard.summary.amountDue')}</dt>
            <dd data-testid="amount-due">{summary.amountDue}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}
