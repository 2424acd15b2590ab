import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useFetcher, useLocation } from 'react-router';
import { CloseIcon } from '../../ui/icons.tsx';
import { useScrollLock } from '../../ui/hooks.ts';
import { restoreDialogDue, restoreMessageId } from './restore-state.ts';
import { useShopperSession } from '../shopper/shopper-session.ts';
import styles from './restore-dialog.module.css';

/** Where the dialog's forms post (routes/checkout-restore.tsx). */
export const RESTORE_ACTION = '/checkout/restore/';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([type="hidden"]):not([disabled])';

/**
 * The cart restore dialog (000 §4; OC9–OC15). Restore brings the unpaid order's cart back and
 * reloads the page; Proceed, the close button, Escape and the backdrop start a new empty cart and
 * go home. Both buttons wait while either request runs. Plain forms, so it works without scripts.
 */
export function CartRestoreDialog() {
  const root = useShopperSession();
  const due = restoreDialogDue(root);
  const intl = useIntl();
  const location = useLocation();
  const restore = useFetcher({ key: 'cart-restore' });
  const proceed = useFetcher({ key: 'cart-proceed' });
  const busy = restore.state !== 'idle' || proceed.state !== 'idle';
  const dialog = useRef<HTMLDivElement>(null);
  useScrollLock(due);

  useEffect(() => {
    if (due) dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [due]);

  if (!due) return null;
  const t = (id: string) => intl.formatMessage({ id });

  const proceedNow = () => {
    if (!busy) void proceed.submit({ intent: 'proceed' }, { method: 'post', action: RESTORE_ACTION });
  };
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) proceedNow();
  };
  // Keeps keyboard focus inside the dialog while it is open; Escape closes it, which means proceed.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') return proceedNow();
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className={styles.backdrop} onClick={onBackdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-restore-title"
        aria-describedby="cart-restore-message"
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <proceed.Form method="post" action={RESTORE_ACTION} className={styles.closeForm}>
          <input type="hidden" name="intent" value="proceed" />
          <button type="submit" className={styles.close} disabled={busy} aria-label={t('checkout.restore.close')}>
            <CloseIcon size={22} />
          </button>
        </proceed.Form>
        <h2 id="cart-restore-title" className={styles.title}>
          {t('checkout.restore.title')}
        </h2>
        <p id="cart-restore-message" className={styles.message}>
          {t(restoreMessageId(root))}
        </p>
        <div className={styles.actions}>
          <restore.Form method="post" action={RESTORE_ACTION}>
            <input type="hidden" name="intent" value="restore" />
            <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
            <button type="submit" className="button" disabled={busy} data-autofocus>
              {t('checkout.restore.restore')}
            </button>
          </restore.Form>
          <proceed.Form method="post" action={RESTORE_ACTION}>
            <input type="hidden" name="intent" value="proceed" />
            <button type="submit" className="button button--outline" disabled={busy}>
              {t('checkout.restore.proceed')}
            </button>
          </proceed.Form>
        </div>
      </div>
    </div>
  );
}
