import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { toggleGuestSku } from './guest-wishlist.ts';
import { HeartIcon } from './heart-icon.tsx';
import { WISHLIST_PATH, useWishlist } from './use-wishlist.ts';
import { wishlistFields, type WishlistActionResult } from './wishlist-model.ts';
import { WishlistPopup, type WishlistPopupProduct } from './wishlist-popup.tsx';
import styles from './wishlist-heart.module.css';

export interface WishlistHeartProps {
  product: WishlistPopupProduct;
  /** `tile`: over a product tile's image; `page`: beside the product page's heading. */
  placement: 'tile' | 'page';
}

/**
 * The heart (W1, W2): toggles the product on the wishlist and says so with `aria-pressed`.
 * Guests keep the list in this browser (W3); a customer's heart posts to the wishlist action
 * (W5). Adding opens the pop-up with the product. Before scripts run the heart is a form that
 * posts to the action and comes back to this page. Its "on" state is applied in the browser or
 * from the signed-in shell, never baked into a shared catalogue page.
 */
export function WishlistHeart({ product, placement }: WishlistHeartProps) {
  const intl = useIntl();
  const { signedIn, has } = useWishlist();
  const { pathname, search } = useLocation();
  const [popupOpen, setPopupOpen] = useState(false);
  // A customer's change on its way to the action (`HeartRequest`), and the answer of the last one.
  const [request, setRequest] = useState<HeartChange | null>(null);
  const [answer, setAnswer] = useState<WishlistActionResult | null>(null);

  const on = request ? request.intent === 'add' : has(product.sku);
  const failed = answer && !answer.ok ? answer : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!signedIn) {
      if (toggleGuestSku(product.sku)) setPopupOpen(true);
      return;
    }
    const intent = on ? 'remove' : 'add';
    setAnswer(null);
    setRequest((previous) => ({ intent, id: (previous?.id ?? 0) + 1 }));
    if (intent === 'add') setPopupOpen(true);
  };
  const settled = (result: WishlistActionResult) => {
    setRequest(null);
    setAnswer(result);
  };

  const label = intl.formatMessage({ id: 'wishlist.heart.label' }, { name: product.name });
  return (
    <>
      <form method="post" action={WISHLIST_PATH} onSubmit={onSubmit} className={styles.form} data-placement={placement}>
        <input type="hidden" name={wishlistFields.intent} value="toggle" />
        <input type="hidden" name={wishlistFields.sku} value={product.sku} />
        <input type="hidden" name={wishlistFields.back} value={`${pathname}${search}`} />
        <button
          type="submit"
          className={styles.heart}
          aria-pressed={on}
          aria-label={label}
          title={intl.formatMessage({ id: on ? 'wishlist.heart.on' : 'wishlist.heart.off' })}
          data-on={on}
        >
          <HeartIcon filled={on} size={placement === 'page' ? 24 : 20} />
        </button>
      </form>
      {request ? <HeartRequest key={request.id} intent={request.intent} sku={product.sku} onSettled={settled} /> : null}
      {popupOpen ? (
        <WishlistPopup
          product={product}
          error={
            !failed
              ? null
              : failed.refusal
                ? intl.formatMessage({ id: failed.refusal.id }, failed.refusal.values)
                : intl.formatMessage({ id: failed.error === 'signIn' ? 'wishlist.error.signIn' : 'wishlist.error.add' })
          }
          onClose={() => setPopupOpen(false)}
        />
      ) : null}
    </>
  );
}

interface HeartChange {
  intent: 'add' | 'remove';
  /** A new change while one is on its way replaces it (its fetcher is dropped). */
  id: number;
}

/**
 * One customer's change posted to the wishlist action. A page shows dozens of hearts and a fetcher
 * is a router subscription with its own form hooks, so a heart holds one only while a change is on
 * its way: mounted by the tap, it posts once and hands the answer back when the page's data is fresh.
 */
function HeartRequest({
  intent,
  sku,
  onSettled,
}: {
  intent: HeartChange['intent'];
  sku: string;
  onSettled: (result: WishlistActionResult) => void;
}) {
  const fetcher = useFetcher<WishlistActionResult>();
  const posted = useRef(false);
  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    void fetcher.submit(
      { [wishlistFields.intent]: intent, [wishlistFields.sku]: sku, [wishlistFields.enhanced]: '1' },
      { method: 'post', action: WISHLIST_PATH },
    );
  }, [fetcher, intent, sku]);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onSettled(fetcher.data);
  }, [fetcher.state, fetcher.data, onSettled]);
  return null;
}
