import type { MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { isBackdropClick } from './dialog.ts';

export interface DialogInBodyProps {
  /** The dialog element `useModalDialog` shows and closes. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** Nothing is drawn until scripts run: without them nothing opens it. */
  hydrated: boolean;
  id?: string | undefined;
  className: string | undefined;
  size: string;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** The native close event: Escape, or the dialog closed by code. */
  onClose: () => void;
  /** A click on the backdrop beside the content. */
  onBackdropClick: () => void;
  children: ReactNode;
}

/**
 * The native modal <dialog> that pop-ups and slide-ins are drawn in, at the end of the body, away
 * from the forms and sticky columns of the page that opens it.
 */
export function DialogInBody({ dialog, hydrated, id, className, size, labelledBy, onClose, onBackdropClick, children }: DialogInBodyProps) {
  if (!hydrated) return null;
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (isBackdropClick(event)) onBackdropClick();
  };
  return createPortal(
    <dialog ref={dialog} id={id} className={className} data-size={size} aria-labelledby={labelledBy} onClose={onClose} onClick={onClick}>
      {children}
    </dialog>,
    document.body,
  );
}
