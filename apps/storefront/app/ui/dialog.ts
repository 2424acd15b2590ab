import { useEffect, useRef, type MouseEvent } from 'react';
import { useHydrated } from './hooks.ts';

/**
 * A native <dialog> that follows `open`: shown modally while open (the page behind is inert, focus
 * stays inside, the top layer above everything else), closed otherwise. Pop-ups and panels render
 * only once scripts run (`hydrated`): without them nothing opens them.
 */
export function useModalDialog(open: boolean) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, hydrated]);
  return { dialog, hydrated };
}

/** A click on the backdrop lands on the dialog element itself, outside its content box. */
export function isBackdropClick(event: MouseEvent<HTMLDialogElement>): boolean {
  return event.target === event.currentTarget;
}
