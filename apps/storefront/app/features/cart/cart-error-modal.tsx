import { useState } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useHydrated } from '../../ui/hooks.ts';
import { LineSummary } from './cart-line.tsx';
import { RemoveLineForm, useLineErrorText, useRemoval } from './cart-line-forms.tsx';
import type { CartLineView } from './cart-model.ts';
import { Modal } from '../../ui/modal.tsx';
import styles from './cart-error-modal.module.css';

function ErrorLine({ line }: { line: CartLineView }) {
  const errorText = useLineErrorText();
  const { pending } = useRemoval(line.id);
  return (
    <li className={styles.line} data-removing={pending || undefined}>
      <LineSummary line={line} compact />
      <div className={styles.side}>
        <p className={styles.error}>{errorText(line.errors)}</p>
        <RemoveLineForm line={line} />
      </div>
    </li>
  );
}

/**
 * The cart error modal `modal-cart-error` (CA19–CA21): on the cart page, where stock shortages
 * are shown on demand, it opens while lines carry errors and lists them, each removable. It
 * closes by itself when none are left; closed by hand, it stays closed until the set changes.
 */
export function CartErrorModal({ lines }: { lines: CartLineView[] }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const erroneous = lines.filter((line) => line.errors.length > 0);
  const signature = erroneous.map((line) => `${line.id}:${line.quantity}`).join(',');
  const [dismissed, setDismissed] = useState<string | null>(null);
  const open = hydrated && signature !== '' && dismissed !== signature;
  return (
    <Modal open={open} onClose={() => setDismissed(signature)} labelledBy="cart-error-title" id="modal-cart-error">
      <h2 id="cart-error-title" className={styles.title}>
        {intl.formatMessage({ id: 'cart.errors.title' })}
      </h2>
      <p className={styles.text}>{intl.formatMessage({ id: 'cart.errors.text' })}</p>
      <ul className={styles.list}>
        {erroneous.map((line) => (
          <ErrorLine key={line.id} line={line} />
        ))}
      </ul>
    </Modal>
  );
}
