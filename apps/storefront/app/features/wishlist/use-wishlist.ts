import { useMemo } from 'react';
import { useGuestWishlist } from './guest-wishlist.ts';
import { useShopperWishlist } from '../shopper/shopper-session.ts';

/** Where the wishlist's page and action live (R10). */
export const WISHLIST_PATH = '/wishlist/';
/** The guest list's tiles (W9), like the recently viewed products' resource route. */
export const WISHLIST_PRODUCTS_PATH = '/wishlist/products.json';

export interface WishlistState {
  /** A customer whose list lives on the server (W5); otherwise the browser keeps it (W3). */
  signedIn: boolean;
  /** The skus on the list, newest first. */
  skus: readonly string[];
  has(sku: string): boolean;
}

/**
 * The shopper's wishlist wherever it lives: the customer's from the shopper's session (in the
 * first paint of a private page, W7; once the session request answered on a shared one, decision
 * 064), a guest's from local storage once the page runs in the browser (W3).
 */
export function useWishlist(): WishlistState {
  const summary = useShopperWishlist();
  const guest = useGuestWishlist();
  return useMemo(() => {
    const skus = summary ? [...new Set([...summary.items].reverse().map((item) => item.sku))] : guest;
    const set = new Set(skus);
    return { signedIn: summary !== null, skus, has: (sku: string) => set.has(sku) };
  }, [summary, guest]);
}
