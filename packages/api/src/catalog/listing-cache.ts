import type { ListingInput } from './listing-input.ts';

/**
 * A short-lived, per-process cache of listing answers. Counting facets over a large catalogue
 * costs hundreds of milliseconds however the SQL is written, while the same category pages are
 * asked for again and again; for a few seconds' staleness of counts and stock order (tiles still
 * read their stock fresh) repeated pages cost nothing. Nothing here is needed by another
 * instance, so it stays a cache in the sense of the architecture. Concurrent identical requests
 * share one query.
 */
export const LISTING_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/** One cache per database handle, so test databases and stores never see each other's answers. */
const caches = new WeakMap<object, Map<string, Entry>>();

/** A stable key for the listing input: filter keys sorted, values as given. */
export function listingCacheKey(kind: string, language: string, input: ListingInput): string {
  const filters = [...input.filters.entries()].sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([kind, language, input.search, filters, input.price, input.page, input.itemsPerPage, input.sort]);
}

/** The cached answer for `key`, or `load()` remembered for LISTING_CACHE_TTL_MS. */
export function cachedListing<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < LISTING_CACHE_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  const store = cache;
  store.delete(key);
  store.set(key, { at: now, value });
  value.catch(() => store.delete(key));
  while (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest === undefined) break;
    store.delete(oldest);
  }
  return value;
}
