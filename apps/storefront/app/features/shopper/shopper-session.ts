import { useEffect } from 'react';
import { useBrowserStore } from '../../ui/browser-store.ts';
import { inNextTask } from '../../ui/next-task.ts';
import { useRouteLoaderData } from 'react-router';
import type { MiniCartView } from '../cart/mini-cart-model.ts';
import type { RootCartState } from '../checkout/restore-state.ts';
import type { WishlistSummary } from '../wishlist/wishlist-model.ts';

/** Where a shared page's browser asks for the shopper's session (routes/session.tsx). */
export const SESSION_PATH = '/session.json';

/** The signed-in customer as every page knows them (header, checkout; account/session.server.ts). */
export interface ShopperCustomer {
  firstname: string;
  lastname: string;
  email: string;
}

/** What is personal on every page: the cart, the login and the wishlist (decision 064). */
export interface ShopperSession extends Required<RootCartState> {
  /** The header badge's number (L14). */
  cartQuantity: number;
  /** The mini cart's lines and total, or null without a cart. */
  miniCart: MiniCartView | null;
  /** The signed-in customer for the header and the checkout (A1); null for guests. */
  customer: ShopperCustomer | null;
  /** The signed-in customer's wishlist skus for the hearts and the header (W7); null for guests. */
  wishlist: WishlistSummary | null;
}

/** A guest without a cart: what a shared page shows until the session has arrived, and without scripts. */
export const GUEST_SESSION: ShopperSession = {
  cartQuantity: 0,
  miniCart: null,
  cartInactive: false,
  cartStatusGroup: null,
  cartStatus: null,
  customer: null,
  wishlist: null,
};

/** The root loader's part: the session on a private page, null on a shared one (the browser asks). */
interface RootShopper {
  shopper?: ShopperSession | null;
}

let fetched: ShopperSession | null = null;
const listeners = new Set<() => void>();

function remember(session: ShopperSession | null): void {
  fetched = session;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an answer has the session's shape (an outdated script, a proxy's error page): else it is ignored. */
export function isShopperSession(value: unknown): value is ShopperSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Record<string, unknown>;
  return (
    typeof session.cartQuantity === 'number' &&
    typeof session.cartInactive === 'boolean' &&
    'miniCart' in session &&
    'customer' in session &&
    'wishlist' in session
  );
}

const fetchedSession = () => fetched;
const noSession = () => null;
const fetchedWishlist = () => fetched?.wishlist ?? null;

/**
 * The shopper's session wherever it came from: the root loader's on a private page (cart, checkout,
 * account: rendered with it), else the one `/session.json` answered after the page, else a guest's.
 * The server and the first render in the browser agree (a guest on a shared page), so hydration
 * matches and the session fills in afterwards.
 */
export function useShopperSession(): ShopperSession {
  const root = useRouteLoaderData('root') as RootShopper | undefined;
  const asked = useBrowserStore(subscribe, fetchedSession, noSession);
  return root?.shopper ?? asked ?? GUEST_SESSION;
}

/**
 * The signed-in customer's wishlist from the shopper's session, as `useShopperSession().wishlist`,
 * but read on its own: the hearts of a listing's tiles render again when the wishlist changes, not
 * when the session's answer arrives with the same (a guest's: none), which rendered every heart of
 * the page again in one task as the page started (decision 067).
 */
export function useShopperWishlist(): WishlistSummary | null {
  const root = useRouteLoaderData('root') as RootShopper | undefined;
  const asked = useBrowserStore(subscribe, fetchedWishlist, noSession);
  return root?.shopper ? root.shopper.wishlist : asked;
}

/**
 * Asks `/session.json` once the page runs, and again whenever the root's data is loaded anew (after
 * a form submission: add to cart, a wishlist heart, login or logout; the login refresh, A3). A page
 * rendered with the session keeps its own and it is remembered for the shared pages the shopper
 * reaches next without a full load. Mounted once, by the root.
 */
export function useShopperSessionRequest(): void {
  const root = useRouteLoaderData('root') as RootShopper | undefined;
  useEffect(() => {
    if (!root) return undefined;
    if (root.shopper) {
      remember(root.shopper);
      return undefined;
    }
    const controller = new AbortController();
    // Started in a task of its own, not inside the page's effects (ui/next-task.ts).
    const cancel = inNextTask(() => {
      fetch(SESSION_PATH, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          if (isShopperSession(body)) remember(body);
        })
        // Offline or aborted: the page stays as it is (a guest's header until the next page).
        .catch(() => undefined);
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [root]);
}
