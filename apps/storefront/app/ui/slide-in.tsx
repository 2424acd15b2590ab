import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useIntl } from '../lib/i18n/intl.tsx';
import { CloseButton } from './close-button.tsx';
import { useModalDialog } from './dialog.ts';
import { DialogInBody } from './dialog-in-body.tsx';
import styles from './slide-in.module.css';

export interface SlideInProps {
  open: boolean;
  onClose: () => void;
  /** The panel's heading, which also names the dialog. */
  title: ReactNode;
  /** `wide` for a product (quick view), the default for a table or a list. */
  size?: 'default' | 'wide';
  id?: string;
  children: ReactNode;
}

/**
 * A panel that slides in from the side (000 §2 slide-ins: size table, product detail), on the
 * native modal <dialog>: the page behind is inert, so focus stays in the panel; Escape, the close
 * button and a click beside the panel close it; focus goes back to the control that opened it.
 * It lives at the end of the body and only once scripts run: without them nothing opens it, and
 * each use has a plain fallback (a disclosure, a link).
 */
export function SlideIn({ open, onClose, title, size = 'default', id, children }: SlideInProps) {
  const intl = useIntl();
  const { dialog, hydrated } = useModalDialog(open);
  const titleId = useId();

  // Removed while open (its opener unmounted it): close it before it leaves the page, so focus
  // goes back. That close is no request of the shopper's, so its event is not reported.
  const closingOnUnmount = useRef(false);
  useLayoutEffect(() => {
    const element = dialog.current;
    return () => {
      if (!element?.open) return;
      closingOnUnmount.current = true;
      element.close();
    };
  }, [dialog, hydrated]);
  const onDialogClose = () => {
    if (closingOnUnmount.current) closingOnUnmount.current = false;
    else onClose();
  };

  // Every way out closes the native dialog, whose close event reports it: the browser then puts
  // focus back on the control that opened it.
  const requestClose = () => {
    if (dialog.current?.open) dialog.current.close();
    else onClose();
  };

  return (
    <DialogInBody
      dialog={dialog}
      hydrated={hydrated}
      id={id}
      className={styles.panel}
      size={size}
      labelledBy={titleId}
      onClose={onDialogClose}
      onBackdropClick={requestClose}
    >
      <div className={styles.inner}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton onClick={requestClose} label={intl.formatMessage({ id: 'product.slideIn.close' })} />
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </DialogInBody>
  );
}
