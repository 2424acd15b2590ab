/**
 * The public address of each store (decision 046): every link the shop hands out of a page (canonical,
 * hreflang alternates, sitemaps, e-mail, the payment provider's return) is built here.
 *
 * - A store's configured base URL counts when it is an http(s) address on a host the public can reach;
 *   a loopback address (the demo's `http://localhost:3000/`) is no configuration: such a store is served
 *   on the address the request reached the shop on.
 * - Stores that share one origin are told apart by the query `?store={code}`, which the storefront
 *   honours on every page; the first store on an origin (the default store when it is there) needs none.
 */

/** The query parameter that chooses the store on a page of a host that serves several stores. */
export const STORE_QUERY_PARAM = 'store';

/** A store as the address rules need it; list the default store first. */
export interface StoreAddressInput {
  code: string;
  /** The configured base URL (`base_url` / `secure_base_url`); may be loopback or empty. */
  baseUrl: string | null | undefined;
}

function parseHttp(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `localhost`, `*.localhost`, 127.0.0.0/8 and ::1: addresses only this machine reaches. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/** The origin a configured base URL names, or null when it names none the public can reach. */
export function configuredOrigin(baseUrl: string | null | undefined): string | null {
  const url = parseHttp(baseUrl);
  if (!url || url.username || url.password || isLoopbackHostname(url.hostname)) return null;
  return url.origin;
}

/**
 * The home address of every store, by code: `https://vanarkel.de/` on a store's own host,
 * `http://shop.test:3300/?store=de` for a store that shares the origin of a store listed before it.
 * A store without a configured address is on `requestOrigin` (the address the request reached).
 */
export function storeHomes(stores: readonly StoreAddressInput[], requestOrigin: string): Map<string, string> {
  const homes = new Map<string, string>();
  const taken = new Set<string>();
  for (const store of stores) {
    const origin = configuredOrigin(store.baseUrl) ?? requestOrigin;
    if (taken.has(origin)) {
      homes.set(store.code, `${origin}/?${STORE_QUERY_PARAM}=${encodeURIComponent(store.code)}`);
    } else {
      taken.add(origin);
      homes.set(store.code, `${origin}/`);
    }
  }
  return homes;
}

/**
 * An absolute address on a store's site: `pathAndQuery` (a root-relative path, its query kept) on the
 * store's home, with the home's store choice added. Anything but a root-relative path leads home.
 */
export function storePageUrl(home: string, pathAndQuery: string): string {
  const base = new URL(home);
  const local = pathAndQuery.startsWith('/') && !pathAndQuery.startsWith('//') && !pathAndQuery.startsWith('/\\') ? pathAndQuery : '/';
  const url = new URL(local, base.origin);
  url.searchParams.delete(STORE_QUERY_PARAM);
  const store = base.searchParams.get(STORE_QUERY_PARAM);
  if (store) url.searchParams.set(STORE_QUERY_PARAM, store);
  return url.toString();
}

/** A path and query without the store choice: the same page in whichever store. */
export function withoutStoreChoice(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://shop.invalid');
  url.searchParams.delete(STORE_QUERY_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `STORE_BASE_URLS`: `nl=https://vanarkel.nl,de=https://vanarkel.de` (store code, `=`, an http(s)
 * origin without path, query or credentials). Throws on anything else, naming the entry.
 */
export function parseStoreBaseUrls(value: string | undefined | null): Record<string, string> {
  const result: Record<string, string> = {};
  if (value === undefined || value === null) return result;
  for (const entry of value
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const match = /^([a-z]{2,10})=(.+)$/i.exec(entry);
    const url = match ? parseHttp(match[2]!.trim()) : null;
    const plain = url && !url.username && !url.password && url.search === '' && url.hash === '' && url.pathname === '/';
    if (!match || !url || !plain) throw new Error(`not code=http(s)://host: ${entry.slice(0, 80)}`);
    const code = match[1]!.toLowerCase();
    if (code in result) throw new Error(`store ${code} is named twice`);
    result[code] = `${url.origin}/`;
  }
  return result;
}
