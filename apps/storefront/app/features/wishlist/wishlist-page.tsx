import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useIntl } from '../../lib/i18n/intl.tsx';
import { useLocale } from '../../lib/money.ts';
import { useHydrated } from '../../ui/hooks.ts';
import { WISHLIST_PRODUCTS_PATH, useWishlist } from './use-wishlist.ts';
import { pushAddToCart } from '../cart/analytics.ts';
import { AddedToCartDialog } from '../cart/add-to-cart/added-dialog.tsx';
import type { AddedToCartAnswer, WishlistPageData, WishlistTileView } from './wishlist-model.ts';
import { WishlistTile } from './wishlist-tile.tsx';
import styles from './wishlist-page.module.css';

/** The guest list's tiles from the resource route (W9); any failure is an empty answer, shown as such. */
async function fetchTiles(skus: readonly string[], signal: AbortSignal): Promise<WishlistTileView[] | null> {
  try {
    const response = await fetch(`${WISHLIST_PRODUCTS_PATH}?${new URLSearchParams({ skus: skus.join(',') }).toString()}`, {
      headers: { accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { tiles?: unknown };
    return Array.isArray(body.tiles) ? (body.tiles as WishlistTileView[]) : null;
  } catch {
    return null;
  }
}

/**
 * A guest's tiles: loaded for the skus this browser keeps, again only when a sku appears that has
 * no tile yet (a removal just leaves it out).
 */
function useGuestTiles(skus: readonly string[], enabled: boolean) {
  const locale = useLocale();
  const [tiles, setTiles] = useState<WishlistTileView[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const missing = skus.filter((sku) => !tiles.some((tile) => tile.sku === sku)).join(',');
  useEffect(() => {
    if (!enabled) return;
    if (skus.length === 0) {
      setState('ready');
      return;
    }
    if (missing === '') return;
    const controller = new AbortController();
    setState((previous) => (previous === 'ready' ? previous : 'loading'));
    void fetchTiles(skus, controller.signal).then((answer) => {
      if (controller.signal.aborted) return;
      if (answer) setTiles(answer);
      setState(answer ? 'ready' : 'failed');
    });
    return () => controller.abort();
    // The skus are read when something is missing; the language only changes with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, enabled, locale]);
  const shown = skus.flatMap((sku) => tiles.filter((tile) => tile.sku === sku));
  return { tiles: shown, state };
}

/**
 * `/wishlist/` (R10, W7, W9): the saved products with their prices, each with remove and move to
 * cart. A customer's list is in the first paint; a guest's is read from this browser.
 */
export function WishlistPage({ data }: { data: WishlistPageData }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const { signedIn, skus } = useWishlist();
  const guest = useGuestTiles(skus, hydrated && !data.signedIn && !signedIn);
  const [moved, setMoved] = useState<string | null>(null);
  const [added, setAdded] = useState<AddedToCartAnswer | null>(null);
  // A move is an add to the cart to the shopper and to analytics: the same pop-up and event (CA10, AN4).
  const onMoved = useCallback((name: string, answer: AddedToCartAnswer | null) => {
    setMoved(name);
    if (!answer) return;
    setAdded(answer);
    pushAddToCart(answer.added.analytics);
  }, []);

  const customer = data.signedIn || signedIn;
  const tiles = customer ? data.tiles : guest.tiles;
  const waiting = !customer && (!hydrated || (guest.state === 'loading' && skus.length > 0));

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'wishlist.page.title' })}</h1>
      <p className={styles.status} role="status">
        {moved ? (
          <>
            {intl.formatMessage({ id: 'wishlist.page.moved' }, { name: moved })}{' '}
            <Link to="/cart/">{intl.formatMessage({ id: 'wishlist.page.toCart' })}</Link>
          </>
        ) : waiting && hydrated ? (
          intl.formatMessage({ id: 'wishlist.page.loading' })
        ) : (
          ''
        )}
      </p>
      {tiles.length > 0 ? (
        <>
          <p className={styles.count}>{intl.formatMessage({ id: 'wishlist.page.count' }, { count: tiles.length })}</p>
          <ul className={styles.list}>
            {tiles.map((tile) => (
              <WishlistTile key={tile.sku} tile={tile} signedIn={customer} onMoved={onMoved} />
            ))}
          </ul>
        </>
      ) : waiting ? (
        hydrated ? null : (
          <noscript>
            <EmptyState guest />
          </noscript>
        )
      ) : guest.state === 'failed' && !customer ? (
        <p className={styles.note}>{intl.formatMessage({ id: 'wishlist.page.failed' })}</p>
      ) : (
        <EmptyState guest={!customer} />
      )}
      <AddedToCartDialog result={added} onClose={() => setAdded(null)} />
    </div>
  );
}

function EmptyState({ guest }: { guest: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p>{intl.formatMessage({ id: 'wishlist.page.empty' })}</p>
      {guest ? (
        <p className={styles.note}>
          {intl.formatMessage({ id: 'wishlist.page.guestNote' })}{' '}
          <Link to="/customer/login/">{intl.formatMessage({ id: 'wishlist.page.login' })}</Link>
        </p>
      ) : null}
      <Link to="/" className="button">
        {intl.formatMessage({ id: 'wishlist.page.onward' })}
      </Link>
    </div>
  );
}
