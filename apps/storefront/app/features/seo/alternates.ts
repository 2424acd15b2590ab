import { storeHomes, storePageUrl, withoutStoreChoice } from '@shop/rules';

/**
 * Canonical and language alternates of a page (SEO): every indexable page names its one address
 * and the same page in each store, so search engines show shoppers their own store's page.
 */

/** A store as the shell knows it: code, language and the public base address. */
export interface AlternateStore {
  code: string;
  language: string;
  baseUrl: string;
}

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * The hreflang value of a store: a store named after its language (`nl`, `en`, `de`) serves that
 * language everywhere; a country store (`be`, `ch`, `gb`, …) the language in that country.
 */
export function storeHrefLang(store: Pick<AlternateStore, 'code' | 'language'>): string {
  const code = store.code.toLowerCase();
  const language = store.language.toLowerCase();
  return code === language ? language : `${language}-${code.toUpperCase()}`;
}

/** Path and query of a page address, without a fragment; anything not a path becomes `/`. */
export function pagePath(pathAndQuery: string): string {
  const withoutHash = pathAndQuery.split('#')[0] ?? '';
  return withoutHash.startsWith('/') && !withoutHash.startsWith('//') ? withoutHash : '/';
}

/**
 * Where a page is in each store (decision 046): on a store's own host, or, for a store without a
 * public address of its own, on the address the shopper reached (`origin`); a store that shares its
 * origin with a store listed before it adds `?store={code}`, which the shop honours on every page.
 * The default store comes first, so its addresses carry no store choice.
 */
export function storePageAddresses(origin: string, path: string, stores: readonly AlternateStore[]): Map<string, string> {
  const page = withoutStoreChoice(pagePath(path));
  const homes = storeHomes(stores, origin);
  return new Map([...homes].map(([code, home]) => [code, storePageUrl(home, page)]));
}

/**
 * The alternates of a page across the stores, `x-default` last (the first store: the default
 * store comes first). Every store's alternate is that store's own address of the page, distinct
 * even where stores share a host (storePageAddresses). One store only: no alternates.
 */
export function alternateLinks(input: {
  origin: string;
  path: string;
  stores: readonly AlternateStore[];
  currentCode: string;
}): AlternateLink[] {
  if (input.stores.length < 2) return [];
  const addresses = storePageAddresses(input.origin, input.path, input.stores);
  const hrefOf = (store: AlternateStore) => addresses.get(store.code) ?? `${input.origin}${pagePath(input.path)}`;
  const seen = new Set<string>();
  const links: AlternateLink[] = [];
  for (const store of input.stores) {
    const hrefLang = storeHrefLang(store);
    if (seen.has(hrefLang)) continue;
    seen.add(hrefLang);
    links.push({ hrefLang, href: hrefOf(store) });
  }
  const first = input.stores[0];
  if (first) links.push({ hrefLang: 'x-default', href: hrefOf(first) });
  return links;
}
