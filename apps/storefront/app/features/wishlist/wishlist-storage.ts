/**
 * The guest wishlist (001 §4, §6, §9; W1, W3, W4, W6): a list of skus in the browser's local
 * storage under the key `wishlist`, newest first, each once. Pure list rules plus a reader and
 * writer that never throw (private mode, full storage or a hand-edited value read as an empty list).
 */
import { isSku, parseSkuList } from '../product/recently-viewed.ts';

/** W4: the local storage key (decision: the spec names none; `wishlist` as the checklist asks). */
export const WISHLIST_KEY = 'wishlist';
/** At most this many skus are kept or asked for at once; a wishlist is never that long in practice. */
export const WISHLIST_LIMIT = 100;

export { isSku };

/** W1: a sku on the list goes off it, any other comes on at the front (newest first). */
export function toggleSku(list: readonly string[], sku: string, limit = WISHLIST_LIMIT): string[] {
  if (list.includes(sku)) return list.filter((entry) => entry !== sku);
  return [sku, ...list].slice(0, limit);
}

/** The list without the sku. */
export function removeSku(list: readonly string[], sku: string): string[] {
  return list.filter((entry) => entry !== sku);
}

/** The stored wishlist as a clean list: skus only, each once, at most the limit; anything else is an empty list. */
export function parseWishlist(raw: string | null, limit = WISHLIST_LIMIT): string[] {
  return parseSkuList(raw, limit);
}

/**
 * W6: the guest skus still to send when a customer logs in: those the server list does not hold
 * yet, each once, in the guest's order. An empty answer means nothing to merge.
 */
export function skusToMerge(guest: readonly string[], server: readonly string[]): string[] {
  const held = new Set(server);
  return [...new Set(guest)].filter((sku) => isSku(sku) && !held.has(sku)).slice(0, WISHLIST_LIMIT);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The stored guest list (W3); empty when storage cannot be read. */
export function readWishlist(storage: StorageLike | null): string[] {
  if (!storage) return [];
  try {
    return parseWishlist(storage.getItem(WISHLIST_KEY));
  } catch {
    return [];
  }
}

/** Stores the list (an empty list removes the key); false when the storage refused it. */
export function writeWishlist(storage: StorageLike | null, list: readonly string[]): boolean {
  if (!storage) return false;
  try {
    if (list.length === 0) storage.removeItem(WISHLIST_KEY);
    else storage.setItem(WISHLIST_KEY, JSON.stringify(list.slice(0, WISHLIST_LIMIT)));
    return true;
  } catch {
    return false;
  }
}
