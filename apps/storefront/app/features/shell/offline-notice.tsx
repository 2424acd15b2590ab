import { useOnline } from '../../ui/online.ts';
import { useIntl } from '../../lib/i18n/intl.tsx';
import styles from './offline-notice.module.css';

/**
 * The shopper's connection (L16; 000 §4: online or offline status is tracked): while the browser
 * is offline a notice says so at the bottom of the screen, without blocking the page, and why
 * add to cart and the checkout's submits are disabled meanwhile; it goes when the connection is back.
 */
export function OfflineNotice() {
  const online = useOnline();
  const intl = useIntl();
  if (online) return null;
  return (
    <p className={styles.notice} role="status">
      {intl.formatMessage({ id: 'shell.offline' })}
    </p>
  );
}
