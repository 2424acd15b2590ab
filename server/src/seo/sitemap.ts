import { UTILITY_PATHS } from '@shop/rules';

/**
 * Sitemaps (sitemaps.org): the index lists one file per kind of page and part; each file holds at
 * most 50,000 addresses, escaped for XML, with the page's last change where the shop knows it.
 */

export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_KINDS = ['product', 'category', 'content', 'brand'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return value
    .replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** A W3C date-time for `lastmod`, or null when the value is no date. */
export function lastmodOf(value: string | Date | null | undefined): string | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function entry(tag: 'url' | 'sitemap', item: SitemapUrl): string {
  const lastmod = lastmodOf(item.lastmod);
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</${tag}>`;
}

/** One sitemap file; more than 50,000 addresses is a programming error (split with `sitemapParts`). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} addresses`);
  return sitemapDocument('urlset', 'url', urls);
}

/** The sitemap index: one entry per sitemap file. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return sitemapDocument('sitemapindex', 'sitemap', sitemaps);
}

/** A document of the sitemap protocol: its root element holding one `kind` entry per address. */
function sitemapDocument(root: 'urlset' | 'sitemapindex', kind: 'url' | 'sitemap', urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map((url) => entry(kind, url)),
    `</${root}>`,
    '',
  ].join('\n');
}

/** How many files `total` addresses take (at least one, so every kind has a file). */
export function sitemapParts(total: number, perFile: number = SITEMAP_MAX_URLS): number {
  if (!Number.isFinite(total) || total <= 0) return 1;
  return Math.ceil(total / Math.max(1, Math.min(perFile, SITEMAP_MAX_URLS)));
}

/** The newest of some lastmod values, for an index entry. */
export function newestLastmod(values: ReadonlyArray<string | null | undefined>): string | null {
  let newest: string | null = null;
  for (const value of values) {
    const iso = lastmodOf(value);
    if (iso && (newest === null || iso > newest)) newest = iso;
  }
  return newest;
}

/** Paths robots are asked to leave alone: personal pages, search results and internal utility pages. */
export const ROBOTS_DISALLOW = [
  '/customer/',
  '/cart/',
  '/checkout/',
  '/order-complete/',
  '/wishlist/',
  '/zoeken/',
  '/newsletter/confirm/',
  '/quick-view.json',
  '/recently-viewed.json',
  '/listing/',
  '/graphql',
  '/payment/',
  '/instore/',
  // Utility pages (R6), as the storefront lists them.
  ...UTILITY_PATHS,
] as const;

/** Whether robots.txt keeps crawlers away from a path; such a path is never listed in a sitemap. */
export function isDisallowed(path: string): boolean {
  const lower = path.toLowerCase();
  return ROBOTS_DISALLOW.some(
    (prefix) => lower === prefix || lower.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || lower === prefix.replace(/\/$/, ''),
  );
}

/**
 * `/robots.txt`: every crawler, the disallowed paths, and the sitemap index of each store on this
 * host (decision 046: `…/sitemap.xml?store=de` for a store sharing it); by default the host's one.
 */
export function robotsTxt(origin: string, sitemapIndexes: readonly string[] = [`${origin}/sitemap.xml`]): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    ...sitemapIndexes.map((index) => `Sitemap: ${index}`),
    '',
  ].join('\n');
}
