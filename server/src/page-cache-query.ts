/**
 * A page cache key's query part (decision 063): tracking parameters of advertising and analytics
 * links dropped, the rest sorted, and fixed parameters with values no page produces refused, so
 * junk values cannot grow the cache.
 */
import { catalogue, isSortKey, reservedListingParams } from '@shop/rules';

/** A search text longer than this is answered, never kept. */
const MAX_KEPT_SEARCH_LENGTH = 100;
/** Query parameters of advertising and analytics links: read by scripts in the browser, never by a page. */
const TRACKING_PARAM =
  /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|ttclid|igshid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|srsltid)$/i;
/** Parameters whose meaning is fixed (listing state, the store chooser, React Router's data requests). */
const KNOWN_PARAMS = new Set<string>([...reservedListingParams, '_routes']);
export interface NormalisedQuery {
  /** Sorted `key=value` pairs, tracking parameters dropped. */
  query: string;
  /** Keys that are neither fixed nor tracking: the page must have read each for the page to be kept. */
  free: string[];
}

/**
 * The query as a key: tracking parameters dropped, pairs sorted; null when a fixed parameter has a
 * value no page would produce (a page number out of range, an unknown sort), which is answered but not
 * kept, so junk values cannot grow the cache.
 */
export function normaliseQuery(search: string): NormalisedQuery | null {
  const pairs: [string, string][] = [];
  const free = new Set<string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (TRACKING_PARAM.test(key)) continue;
    if (!validFixedValue(key, value)) return null;
    if (!KNOWN_PARAMS.has(key)) free.add(key.toLowerCase());
    pairs.push([key, value]);
  }
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return { query: new URLSearchParams(pairs).toString(), free: [...free] };
}

function validFixedValue(key: string, value: string): boolean {
  switch (key) {
    case 'page':
      return /^[1-9]\d{0,3}$/.test(value);
    case 'limit':
      return (catalogue.itemsPerPageOptions as readonly number[]).includes(Number(value));
    case 'sort':
      return isSortKey(value);
    case 'q':
      return value.length <= MAX_KEPT_SEARCH_LENGTH;
    default:
      return true;
  }
}

/** The address a page is rendered for without its tracking parameters, or null when it has none. */
export function withoutTracking(originalUrl: string): string | null {
  const at = originalUrl.indexOf('?');
  if (at === -1) return null;
  const params = new URLSearchParams(originalUrl.slice(at + 1));
  const names = [...new Set(params.keys())].filter((name) => TRACKING_PARAM.test(name));
  if (names.length === 0) return null;
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest === '' ? originalUrl.slice(0, at) : `${originalUrl.slice(0, at)}?${rest}`;
}
