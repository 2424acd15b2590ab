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

function originOf(baseUrl: string): string | null {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Path and query of a page address, without a fragment; anything not a path becomes `/`. */
export function pagePath(pathAndQuery: string): string {
  const withoutHash = pathAndQuery.split('#')[0] ?? '';
  return withoutHash.startsWith('/') && !withoutHash.startsWith('//') ? withoutHash : '/';
}

/**
 * The alternates of a page across the stores, `x-default` last (the first store: the default
 * store comes first). A store on its own host links there; stores that share the current store's
 * base address are served on this host (the store then comes from the cookie), so they link to
 * the address the shopper asked for. One store only: no alternates.
 */
export function alternateLinks(input: {
  origin: string;
  path: string;
  stores: readonly AlternateStore[];
  currentCode: string;
}): AlternateLink[] {
  if (input.stores.length < 2) return [];
  const path = pagePath(input.path);
  const current = input.stores.find((store) => store.code === input.currentCode);
  const currentBase = current ? originOf(current.baseUrl) : null;
  const hrefOf = (store: AlternateStore) => {
    const base = originOf(store.baseUrl);
    return `${base === null || base === currentBase || store.code === input.currentCode ? input.origin : base}${path}`;
  };
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
