/**
 * A page cache key's query part (decision 063): tracking parameters of advertising and analytics
 * links dropped, the rest sorted, and fixed parameters with values no page produces refused, so
 * junk values cannot grow the cache.
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { catalogue, cookies, isSortKey, readCookies, reservedListingParams } from '@shop/rules';

/** The consent cookies: they decide whether the page carries the cookie bar (decision 024). */
const CONSENT_COOKIES: readonly string[] = [cookies.message.name, cookies.settings.name];
/** Cookies a shareable page may look at: the cache keeps one variant per value. */
export const VARIANT_COOKIES = [...CONSENT_COOKIES, cookies.locale.name];
const NO_COOKIES = JSON.stringify(VARIANT_COOKIES.map(() => null));
/** Cookies that make a page one of a kind (an editor's preview, a tabletop in the shop): never kept. */
export const UNIQUE_COOKIES = [cookies.preview.name, cookies.inStoreOrder.name, cookies.inStoreBaseUrl.name];

/**
 * The key's part that the variant cookies choose. The consent cookies are read the way the page
 * reads them (`readCookies`, as the root loader's `readCookie`), absent apart from empty, since an
 * empty message cookie answers the bar too; the store cookie as the store selection reads it (`jar`,
 * the cookie parser). JSON, so no value can pass for two.
 */
export function cookieVariant(cookieHeader: string | undefined, jar: Readonly<Record<string, string | undefined>>): string {
  if (!cookieHeader) return NO_COOKIES;
  return JSON.stringify([...readCookies(cookieHeader, CONSENT_COOKIES), jar[cookies.locale.name] ?? null]);
}

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

/**
 * Everything of a raw request that the way to a cached page reads (store selection, the public
 * address, the canonical address, whether the page may be shared, the key), as one string, or null
 * for a request that never gets a kept page (not a GET, an Authorization header, a one-of-a-kind
 * cookie). Two requests of the same shape reach the same key, so a shape seen to reach a key can be
 * answered before Express (page-cache-hits.ts). Forwarded headers count with the peer that sent them,
 * as whether they are believed depends on it (TRUST_PROXY).
 */
export function requestShape(req: IncomingMessage): string | null {
  if (req.method !== 'GET') return null;
  const headers = req.headers;
  if (headers.authorization !== undefined) return null;
  const jar = headers.cookie ? parseCookies(headers.cookie) : {};
  if (UNIQUE_COOKIES.some((name) => jar[name] !== undefined)) return null;
  const variant = cookieVariant(headers.cookie, jar);
  const forwardedHost = headers['x-forwarded-host'];
  const forwardedProto = headers['x-forwarded-proto'];
  const forwarded = headers.forwarded;
  const proxied =
    forwardedHost === undefined && forwardedProto === undefined && forwarded === undefined
      ? ''
      : [req.socket.remoteAddress ?? '', String(forwardedHost ?? ''), String(forwardedProto ?? ''), forwarded ?? ''].join('\u001f');
  const encrypted = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '';
  return [url, headers.host ?? '', encrypted, proxied, variant].join('\u001e');
}
