import { useIntl } from '../../lib/i18n/intl.tsx';
import { badgeMessage, type InStoreBadgeView } from './instore-model.ts';
import styles from './instore.module.css';

/** "In-store order · {shop} · table {label}": a strip over the checkout, or inline on an order. */
export function InStoreBadge({ badge, variant = 'strip' }: { badge: InStoreBadgeView; variant?: 'strip' | 'inline' }) {
  const intl = useIntl();
  const message = badgeMessage(badge);
  return (
    <p className={variant === 'strip' ? styles.badge : styles.inline} role="status" data-testid="instore-badge">
      <span className={styles.badgeText}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{intl.formatMessage({ id: message.id }, message.values)}</span>
      </span>
    </p>
  );
}
