import { useEffect, type FormEvent } from 'react';
import { Link, useFetcher } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useOnline } from '../../ui/online.ts';
import { PricePair } from '../../ui/price-pair.tsx';
import { images } from '@shop/rules';
import { removeGuestSku } from './guest-wishlist.ts';
import { WISHLIST_PATH } from './use-wishlist.ts';
import { wishlistFields, type AddedToCartAnswer, type WishlistActionResult, type WishlistTileView } from './wishlist-model.ts';
import styles from './wishlist-page.module.css';

/**
 * One saved product (W9) with its two actions: remove, and move to the cart (one tap for a
 * product without sizes; a product with sizes links to its page to choose one first). Both are
 * forms that work before scripts run; with them, a guest's list changes in this browser and a
 * customer's through the action.
 */
export function WishlistTile({
  tile,
  signedIn,
  onMoved,
}: {
  tile: WishlistTileView;
  signedIn: boolean;
  /** Once per move: the product's name, and the cart's answer for the added-to-cart pop-up. */
  onMoved: (name: string, added: AddedToCartAnswer | null) => void;
}) {
  const intl = useIntl();
  const fetcher = useFetcher<WishlistActionResult>();
  const busy = fetcher.state !== 'idle';
  // L16: a move to the cart is an add to the cart, which waits for the connection.
  const online = useOnline();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  const submit = (intent: 'remove' | 'move') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (intent === 'remove' && !signedIn) {
      removeGuestSku(tile.sku);
      return;
    }
    void fetcher.submit(
      { [wishlistFields.intent]: intent, [wishlistFields.sku]: tile.sku, [wishlistFields.enhanced]: '1' },
      { method: 'post', action: WISHLIST_PATH },
    );
  };
  const moved = result?.ok === true && result.intent === 'move' ? result : null;
  useEffect(() => {
    if (!moved) return;
    onMoved(tile.name, moved.added ?? null);
    // A guest's product moved to the cart leaves the list kept in this browser.
    if (!signedIn) removeGuestSku(tile.sku);
  }, [moved, signedIn, tile.sku, tile.name, onMoved]);

  const { width, height } = images.wishlist;
  return (
    <li className={styles.tile} aria-busy={busy}>
      <Link to={tile.href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {tile.image ? (
          <img className={styles.image} src={tile.image} width={width} height={height} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className={styles.image} />
        )}
      </Link>
      <div className={styles.body}>
        {tile.brand ? <p className={styles.brand}>{tile.brand}</p> : null}
        <h2 className={styles.name}>
          <Link to={tile.href}>{tile.name}</Link>
        </h2>
        <p className={styles.prices}>
          <PricePair regular={tile.regularPrice} price={tile.price} classes={{ regular: styles.regular, sale: styles.sale }} />
        </p>
        <div className={styles.actions}>
          {tile.cart === 'add' ? (
            <form method="post" action={WISHLIST_PATH} onSubmit={submit('move')}>
              <input type="hidden" name={wishlistFields.intent} value="move" />
              <input type="hidden" name={wishlistFields.sku} value={tile.sku} />
              <button type="submit" className="button" disabled={busy || !online}>
                {intl.formatMessage({ id: 'wishlist.tile.move' })}
              </button>
            </form>
          ) : tile.cart === 'choose' ? (
            <Link to={tile.href} className="button">
              {intl.formatMessage({ id: 'wishlist.tile.choose' })}
            </Link>
          ) : (
            <p className={styles.note}>{intl.formatMessage({ id: 'wishlist.tile.soldOut' })}</p>
          )}
          <form method="post" action={WISHLIST_PATH} onSubmit={submit('remove')}>
            <input type="hidden" name={wishlistFields.intent} value="remove" />
            <input type="hidden" name={wishlistFields.sku} value={tile.sku} />
            <input type="hidden" name={wishlistFields.back} value={WISHLIST_PATH} />
            <button
              type="submit"
              className="button button--link"
              disabled={busy}
              aria-label={intl.formatMessage({ id: 'wishlist.tile.removeLabel' }, { name: tile.name })}
            >
              {intl.formatMessage({ id: 'wishlist.tile.remove' })}
            </button>
          </form>
        </div>
        <p className={styles.status} role="status">
          {result && !result.ok
            ? (result.message ?? intl.formatMessage({ id: result.error === 'cart' ? 'wishlist.error.cart' : 'wishlist.error.change' }))
            : ''}
        </p>
      </div>
    </li>
  );
}
