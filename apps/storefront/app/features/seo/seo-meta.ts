import type { MetaDescriptor } from 'react-router';
import { alternateLinks, pagePath, storePageAddresses, type AlternateStore } from './alternates.ts';
import { toLocale } from '../../lib/i18n/catalogue.ts';
import { textsOf } from '../../lib/i18n/texts.ts';
import { breadcrumbJsonLd, organizationJsonLd, webSiteJsonLd, type JsonLdCrumb } from './json-ld.ts';

/** What the root loader tells every page about the shop (origin, store, stores); texts by its language. */
interface RootSeoData {
  origin?: string;
  storeCode?: string;
  language?: string;
  websiteName?: string;
  stores?: ReadonlyArray<Partial<AlternateStore> & { code: string }>;
}

interface MetaMatch {
  id: string;
  data?: unknown;
}

export interface SeoPage {
  /** The page's absolute canonical address; the address without query when absent. */
  canonical?: string | null;
  /** Whether to write the canonical link here (false when the page's own meta already does). */
  writeCanonical: boolean;
  /** A page that is not indexed gets neither canonical nor alternates nor structured data. */
  noindex?: boolean;
  /** The home page carries Organization and WebSite with SearchAction. */
  home?: boolean;
  /** The visible trail after Home, the page itself last: a BreadcrumbList. */
  breadcrumbs?: readonly JsonLdCrumb[];
}

function rootData(matches: ReadonlyArray<MetaMatch | undefined>): RootSeoData {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.data ?? {}) as RootSeoData;
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

type MetaArgs = { matches: ReadonlyArray<MetaMatch | undefined>; location: { pathname: string } };

function storesOf(root: RootSeoData): AlternateStore[] {
  return (root.stores ?? []).map((store) => ({ code: store.code, language: store.language ?? '', baseUrl: store.baseUrl ?? '' }));
}

/**
 * The page's own address in the current store (decision 046): `pageUrl` (or this address) on the
 * store's home, so on a host several stores share it names the store.
 */
function storeCanonical(args: MetaArgs, pageUrl: string | null | undefined): string {
  const root = rootData(args.matches);
  const origin = root.origin ?? '';
  const url = pageUrl || `${origin}${pagePath(args.location.pathname)}`;
  return storePageAddresses(origin, pathOf(url), storesOf(root)).get(root.storeCode ?? '') ?? url;
}

/**
 * A page's own head tags (which name its canonical, and og:url) followed by seoMeta's, with the
 * canonical and og:url set to the page's address in the current store.
 */
export function withSeoMeta(args: MetaArgs, pageTags: readonly MetaDescriptor[], page: SeoPage): MetaDescriptor[] {
  const canonical = storeCanonical(args, page.canonical);
  const own = pageTags.map((tag) => {
    if ('rel' in tag && tag.rel === 'canonical') return { ...tag, href: canonical };
    if ('property' in tag && tag.property === 'og:url') return { ...tag, content: canonical };
    return tag;
  });
  return [...own, ...seoMeta(args, { ...page, canonical, writeCanonical: false })];
}

/**
 * The head entries of an indexable page (SEO): the canonical link, the hreflang alternates across
 * the stores with `x-default`, and the page's structured data.
 */
export function seoMeta(args: MetaArgs, page: SeoPage): MetaDescriptor[] {
  if (page.noindex) return [];
  const root = rootData(args.matches);
  const origin = root.origin ?? '';
  const stores = storesOf(root);
  const canonical = storeCanonical(args, page.canonical);
  const tags: MetaDescriptor[] = [];
  if (page.writeCanonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const link of alternateLinks({
    origin,
    path: pathOf(canonical),
    stores: stores.filter((store) => store.language !== ''),
    currentCode: root.storeCode ?? '',
  })) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: link.hrefLang, href: link.href });
  }
  const name = root.websiteName ?? 'Van Arkel';
  if (page.home) {
    tags.push({ 'script:ld+json': organizationJsonLd({ origin, name }) });
    tags.push({ 'script:ld+json': webSiteJsonLd({ origin, name, language: root.language ?? 'nl' }) });
  }
  if (page.breadcrumbs && page.breadcrumbs.length > 0) {
    const homeLabel = textsOf(toLocale(root.language))['shell.breadcrumb.home'] ?? 'Home';
    tags.push({ 'script:ld+json': breadcrumbJsonLd({ origin, homeLabel, crumbs: page.breadcrumbs, pageUrl: canonical }) });
  }
  return tags;
}
