import { useSyncExternalStore } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import styles from './offline-notice.module.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection; the server (and the first render) counts as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * The shopper's connection (L16; 000 §4: online or offline status is tracked): while the browser
 * is offline a notice says so at the bottom of the screen, without blocking the page; it goes
 * when the connection is back.
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
