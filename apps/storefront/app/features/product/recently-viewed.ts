/**
 * Recently viewed products (001 §4, §7, §9; RV1–RV5): a list of skus in the browser's local
 * storage, newest first, without duplicates, at most 100. Pure list rules plus a storage reader
 * and writer that never throw (private mode, full storage or a hand-edited value all read as a
 * fresh list).
 */
import { recentlyViewed } from '@shop/rules';
import type { ProductTileFragment } from '../../graphql/graphql.ts';
import { storedArray } from '../../lib/stored-list.ts';

/** RV5: the local storage key (our choice; the spec names no key). */
export const RECENTLY_VIEWED_KEY = 'recentlyViewed';
/** RV2: skus kept, the oldest dropped first. */
export const RECENTLY_VIEWED_LIMIT = recentlyViewed.limit;
/** The storefront resource route that turns skus into product tiles (RV4). */
export const RECENTLY_VIEWED_PATH = '/recently-viewed.json';

/** What a sku may look like: the shop's skus, never markup or a very long string. */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isSku(value: unknown): value is string {
  return typeof value === 'string' && SKU.test(value);
}

/** RV1, RV2: the viewed sku goes to the front, an earlier entry of it goes, the list stays within the limit. */
export function addViewed(list: readonly string[], sku: string, limit = RECENTLY_VIEWED_LIMIT): string[] {
  return [sku, ...list.filter((entry) => entry !== sku)].slice(0, limit);
}

/** A stored value as a clean list: skus only, each once, at most the limit; anything else is an empty list. */
export function parseSkuList(raw: string | null, limit: number): string[] {
  return [...new Set(storedArray(raw).filter(isSku))].slice(0, limit);
}

/** The stored recently-viewed list as a clean list (see parseSkuList). */
export function parseRecentlyViewed(raw: string | null, limit = RECENTLY_VIEWED_LIMIT): string[] {
  return parseSkuList(raw, limit);
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored list (RV3); empty when storage cannot be read. */
export function readRecentlyViewed(storage: StorageLike): string[] {
  try {
    return parseRecentlyViewed(storage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    return [];
  }
}

/**
 * Records a product page view and returns the skus to show beside it: the earlier views, newest
 * first, without the product itself (RV5). A storage that refuses the write changes nothing.
 */
export function recordView(storage: StorageLike, sku: string): string[] {
  const before = readRecentlyViewed(storage);
  if (!isSku(sku)) return before;
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(addViewed(before, sku)));
  } catch {
    // Full or disabled storage: the list is a convenience, the page goes on without it.
  }
  return before.filter((entry) => entry !== sku);
}

/** The resource route address for a list of skus (comma-separated, in order). */
export function recentlyViewedUrl(skus: readonly string[]): string {
  return `${RECENTLY_VIEWED_PATH}?${new URLSearchParams({ skus: skus.join(',') }).toString()}`;
}

/**
 * Reads the skus a request asks for: comma-separated, each a sku, at most the limit. Returns the
 * problem instead when the request is not one the shop makes.
 */
export function readRequestedSkus(params: URLSearchParams, limit = RECENTLY_VIEWED_LIMIT): { skus: string[] } | { problem: string } {
  const raw = params.get('skus') ?? '';
  if (raw.length > limit * 70) return { problem: `Ask for at most ${limit} skus.` };
  const skus = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (skus.length > limit) return { problem: `Ask for at most ${limit} skus.` };
  const invalid = skus.find((sku) => !isSku(sku));
  if (invalid !== undefined) return { problem: 'The skus parameter holds a value that is not a sku.' };
  return { skus: [...new Set(skus)] };
}

/** A tile as the resource route sends it: only what the tile reads is checked, the rest trusted. */
function isTile(value: unknown): value is ProductTileFragment {
  return (
    typeof value === 'object' &&
    value !== null &&
    isSku((value as { sku?: unknown }).sku) &&
    typeof (value as { urlKey?: unknown }).urlKey === 'string'
  );
}

/**
 * Fetches the tiles of the given skus through the storefront's resource route (RV4): any failure
 * (network, status, an answer of another shape) is an empty list, so the block simply stays away.
 */
export async function loadRecentlyViewed(
  skus: readonly string[],
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<ProductTileFragment[]> {
  if (skus.length === 0) return [];
  const request = options.fetch ?? fetch;
  try {
    const response = await request(recentlyViewedUrl(skus.slice(0, RECENTLY_VIEWED_LIMIT)), {
      headers: { accept: 'application/json' },
      signal: options.signal,
    });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const products = typeof body === 'object' && body !== null ? (body as { products?: unknown }).products : null;
    return Array.isArray(products) ? products.filter(isTile) : [];
  } catch {
    return [];
  }
}
