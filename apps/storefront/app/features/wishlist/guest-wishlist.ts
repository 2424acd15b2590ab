/**
 * The guest wishlist as a store the page's components share (W1, W3): every heart, the header
 * count and the wishlist page read the same list, and a change in another tab arrives through the
 * `storage` event. On the server and during hydration the list is empty, so cached catalogue pages
 * never carry anyone's hearts; the browser applies them after the first frame.
 */
import { useBrowserStore } from '../../ui/browser-store.ts';
import { readWishlist, removeSku, toggleSku, WISHLIST_KEY, writeWishlist } from './wishlist-storage.ts';

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
let cached: readonly string[] | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function snapshot(): readonly string[] {
  // An empty list is the server's own (EMPTY), so the hearts have nothing to take up after hydration.
  cached ??= nonEmptyOr(readWishlist(storage()));
  return cached;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== WISHLIST_KEY) return;
  cached = null;
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function replace(next: readonly string[]) {
  // Kept in memory even when storage refuses it, so the page still answers the tap.
  writeWishlist(storage(), next);
  cached = next;
  notify();
}

const emptyList = () => EMPTY;

function nonEmptyOr(list: readonly string[]): readonly string[] {
  return list.length === 0 ? EMPTY : list;
}

/** The guest's skus, newest first; empty on the server and before hydration. */
export function useGuestWishlist(): readonly string[] {
  return useBrowserStore(subscribe, snapshot, emptyList);
}

/** The list as stored now (for effects and handlers). */
export function currentGuestWishlist(): readonly string[] {
  return snapshot();
}

/** W1: adds or removes a sku; true when it is on the list afterwards. */
export function toggleGuestSku(sku: string): boolean {
  const next = toggleSku(snapshot(), sku);
  replace(next);
  return next.includes(sku);
}

export function removeGuestSku(sku: string): void {
  replace(removeSku(snapshot(), sku));
}

/** W6: after the merge into the customer's list the guest list is gone. */
export function clearGuestWishlist(): void {
  replace([]);
}
