import { useIntl } from '../../lib/i18n/intl.tsx';
import type { Availability } from './availability.ts';
import styles from './availability-note.module.css';

const TONE: Record<Availability['kind'], string | undefined> = {
  in_stock: styles.toneOk,
  low: styles.toneLow,
  sold_out: styles.toneOut,
  available_soon: styles.toneSoon,
  choose: styles.toneNeutral,
};

/** Stock line of a product or a chosen variant: in stock, only N left (≤ 3), sold out or soon. */
export function AvailabilityNote({ availability }: { availability: Availability }) {
  const intl = useIntl();
  const text = (() => {
    switch (availability.kind) {
      case 'in_stock':
        return intl.formatMessage({ id: 'product.stock.inStock' });
      case 'low':
        return intl.formatMessage({ id: 'product.stock.low' }, { count: availability.count });
      case 'sold_out':
        return intl.formatMessage({ id: 'product.stock.soldOut' });
      case 'available_soon':
        return intl.formatMessage({ id: 'product.stock.availableSoon' });
      case 'choose':
        return intl.formatMessage({ id: 'product.size.prompt' });
    }
  })();
  return (
    <p className={`${styles.availability} ${TONE[availability.kind] ?? ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  );
}
