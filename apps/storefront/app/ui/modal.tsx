import type { ReactNode } from 'react';
import { useIntl } from '../lib/i18n/intl.tsx';
import { CloseButton } from './close-button.tsx';
import { useModalDialog } from './dialog.ts';
import { DialogInBody } from './dialog-in-body.tsx';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  id?: string;
  size?: 'small' | 'large';
  children: ReactNode;
}

/**
 * A modal pop-up on the native <dialog>: the page behind is inert while it is open (focus stays
 * inside), Escape and the close button close it, focus returns to where it was (000 §2 pop-ups;
 * layer "modal" in the top layer above everything else). It lives at the end of the body, away
 * from the forms and sticky columns of the page that opens it, and only once scripts run: without
 * them nothing opens it.
 */
export function Modal({ open, onClose, labelledBy, id, size = 'small', children }: ModalProps) {
  const intl = useIntl();
  const { dialog, hydrated } = useModalDialog(open);
  return (
    <DialogInBody
      dialog={dialog}
      hydrated={hydrated}
      id={id}
      className={styles.dialog}
      size={size}
      labelledBy={labelledBy}
      onClose={onClose}
      onBackdropClick={onClose}
    >
      <div className={styles.body}>
        <CloseButton className={styles.close} onClick={onClose} label={intl.formatMessage({ id: 'cart.modal.close' })} />
        {children}
      </div>
    </DialogInBody>
  );
}
