/**
 * Tabletop (in-store) rules shared by the server, the API and the checkout's validator (T3, T9):
 * which session services a device may name in `xsattbaseurl`, and what a session id looks like.
 */

/** The shop's own session service, on the same origin as the storefront. */
export const INSTORE_DEFAULT_BASE = '/instore';
/** Longest base url the allow-list or a query parameter may hold. */
export const INSTORE_BASE_URL_MAX = 300;
/** Session ids are 128 random bits in base64url without padding. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** True when `value` has the shape of a tabletop session id. */
export function isInStoreSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/** A base url without trailing slashes; null when it is neither an absolute http(s) url nor a path starting with one slash. */
export function normalizeInStoreBase(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > INSTORE_BASE_URL_MAX) return null;
  if (trimmed.startsWith('/')) {
    // A path on the shop's own origin; `//host` would name another host.
    if (trimmed.startsWith('//') || !/^\/[A-Za-z0-9/_.~-]*$/.test(trimmed)) return null;
    return trimmed.replace(/\/+$/, '') || null;
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * Parses the INSTORE_BASE_URLS setting: comma-separated absolute urls or paths on the shop's own
 * origin; empty means the shop's own `/instore`. Throws with the offending entry.
 */
export function parseInStoreBaseUrls(value: string | undefined | null): string[] {
  if (value === undefined || value === null || value.trim() === '') return [INSTORE_DEFAULT_BASE];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const result: string[] = [];
  for (const entry of entries) {
    const normalized = normalizeInStoreBase(entry);
    if (!normalized) throw new Error(`not an absolute http(s) url or a path: ${entry.slice(0, 80)}`);
    if (!result.includes(normalized)) result.push(normalized);
  }
  return result.length > 0 ? result : [INSTORE_DEFAULT_BASE];
}

/**
 * The allowed base a device named (T9), as the allow-list spells it, or null: only configured
 * services are ever asked. A path entry also matches the same path on `origin` (the shop's own).
 */
export function allowedInStoreBase(candidate: string | null | undefined, allowed: readonly string[], origin?: string): string | null {
  if (typeof candidate !== 'string') return null;
  const normalized = normalizeInStoreBase(candidate);
  if (!normalized) return null;
  for (const entry of allowed) {
    if (entry === normalized) return entry;
    if (origin && entry.startsWith('/') && `${origin}${entry}` === normalized) return entry;
  }
  return null;
}

/** The absolute http(s) origins of the allow-list, for the Content-Security-Policy's connect-src. */
export function inStoreConnectOrigins(allowed: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of allowed) if (!entry.startsWith('/')) origins.add(new URL(entry).origin);
  return [...origins];
}

/**
 * Parses INSTORE_CORS_ORIGINS: comma-separated storefront origins (`https://shop.example`, no path)
 * that may read the session service's answers from another origin; empty means none (same origin).
 */
export function parseInStoreCorsOrigins(value: string | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  const result: string[] = [];
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      url = null;
    }
    const plain = url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    if (!url || !plain || `${url.origin}` !== entry.replace(/\/+$/, '')) throw new Error(`not an http(s) origin: ${entry.slice(0, 80)}`);
    if (!result.includes(url.origin)) result.push(url.origin);
  }
  return result;
}
