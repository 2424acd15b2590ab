import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useLocation } from 'react-router';
import { useOnline } from '../../ui/online.ts';
import { ADD_FIELD, ADD_TO_CART_PATH, ENHANCED_FIELD, missingChoices } from '../cart/add-to-cart/add-request.ts';
import type { AddFailureReason } from '../cart/add-to-cart/add-result.ts';
import { useAddToCart } from '../cart/add-to-cart/use-add-to-cart.ts';
import { AddedToCartDialog, AddErrorDialog } from '../cart/add-to-cart/added-dialog.tsx';
import type { AddToCartView } from './add-to-cart-model.ts';
import styles from './add-to-cart-button.module.css';

/**
 * "In winkelwagen" (CA9–CA11, D6–D9, L18, AN4). It sits in the page's size form: without scripts
 * it posts that form to the add action (the chosen sizes travel along) and lands on the cart;
 * with scripts it checks a size is chosen, adds in place with a loading state, then opens the
 * added-to-cart pop-up or the error pop-up.
 */
export function AddToCartButton({ view, form: formId }: { view: AddToCartView; form: string }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { fetcher, added, setAdded, failure, setFailure } = useAddToCart();
  const [sizeMissing, setSizeMissing] = useState(false);
  const busy = fetcher.state !== 'idle';
  // L16: offline the add cannot reach the shop; the offline notice says why the button waits.
  const online = useOnline();

  // A new size choice reloads the page's address: the "choose a size" note no longer applies.
  useEffect(() => setSizeMissing(false), [search]);
  // Following a cross-sell tile keeps this route mounted: the pop-ups belong to the page left behind.
  useEffect(() => {
    setAdded(null);
    setFailure(null);
  }, [pathname, setAdded, setFailure]);

  const add = (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form;
    if (!form) return;
    event.preventDefault();
    const body = new FormData(form, event.currentTarget);
    // D9: without a size there is only the message, no request.
    if (missingChoices(view.choices, body).length > 0) {
      setSizeMissing(true);
      return;
    }
    setSizeMissing(false);
    body.set(ENHANCED_FIELD, '1');
    void fetcher.submit(body, { method: 'post', action: ADD_TO_CART_PATH });
  };

  const note: AddFailureReason | null = sizeMissing ? 'size' : view.failure;
  return (
    <div className={styles.wrap}>
      <button
        type="submit"
        form={formId}
        name={ADD_FIELD}
        value={view.sku}
        formMethod="post"
        formAction={ADD_TO_CART_PATH}
        className={`button ${styles.button}`}
        disabled={view.soldOut || busy || !online}
        aria-busy={busy || undefined}
        onClick={add}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {intl.formatMessage({ id: busy ? 'cart.add.adding' : view.soldOut ? 'cart.add.soldOut' : 'cart.add.button' })}
      </button>
      {note ? (
        <p className={styles.note} role="alert">
          {intl.formatMessage({ id: `cart.add.error.${note}` })}
        </p>
      ) : null}
      <AddedToCartDialog result={added} onClose={() => setAdded(null)} />
      <AddErrorDialog failure={failure} onClose={() => setFailure(null)} />
    </div>
  );
}
