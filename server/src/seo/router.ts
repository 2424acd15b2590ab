import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import { createApiClient, type ApiTransport } from '@shop/api/client';
import { graphql } from '../graphql/index.ts';
import type { SitemapEntriesQuery, SitemapEntryType } from '../graphql/graphql.ts';
import { storeHomes, storePageUrl, type StoreAddressInput } from '@shop/rules';
import { publicOriginOf, requestOrigin } from '../public-origin.ts';
import {
  isDisallowed,
  newestLastmod,
  robotsTxt,
  SITEMAP_KINDS,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  type SitemapKind,
  type SitemapUrl,
} from './sitemap.ts';

export const SitemapEntriesDocument = graphql(`
  query SitemapEntries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {
    sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items {
        path
        lastmod
      }
    }
  }
`);

type EntriesPage = SitemapEntriesQuery['sitemapEntries'];

const ENTRY_TYPES: Record<SitemapKind, SitemapEntryType> = { product: 'PRODUCT', category: 'CATEGORY', content: 'CONTENT', brand: 'BRAND' };

/** How long answers are kept in memory and by caches in between. */
const CACHE_SECONDS = 3600;

/**
 * Entries asked of the API at once: a file of 50,000 is read in pages of this size, so each request
 * stays within the GraphQL cost budget a storefront run apart from the API meets over HTTP (decision 032).
 */
export const SITEMAP_API_PAGE = 5_000;

/**
 * API pages kept at most: every store's every kind of file, and then some. Each part a client names
 * is a key of its own, so the least recently used go first, whatever parts are asked for.
 */
export const SITEMAP_CACHE_ENTRIES = 500;

export interface SeoRouterOptions {
  api: ApiTransport;
  /** The shop's store codes; a sitemap of another code is not found. */
  storeCodes: () => Promise<string[]>;
  /**
   * The stores' configured addresses, default store first (decision 046): each store's addresses
   * are on its home; without them every store's are on the host asked.
   */
  storeAddresses?: () => Promise<StoreAddressInput[]>;
  /** Entries per sitemap file; 50,000 unless a test asks for fewer. */
  perFile?: number;
  now?: () => number;
}

/** The shop's public address for this request (public-origin.ts), never a header a client chose. */
function originOf(req: Request, res: Response): string {
  return publicOriginOf(res)?.origin ?? requestOrigin(req) ?? 'http://localhost';
}

/** Every store's home address for a request reaching `origin` (decision 046); empty without storeAddresses. */
async function homesOf(options: SeoRouterOptions, origin: string): Promise<Map<string, string>> {
  return options.storeAddresses ? storeHomes(await options.storeAddresses(), origin) : new Map();
}

/** Kept by shared caches only when the address in it is one a store names (decision 037). */
function cachePolicy(res: Response): string {
  return publicOriginOf(res)?.recognised === false ? 'private, no-store' : `public, max-age=${CACHE_SECONDS}`;
}

/**
 * `/robots.txt`, `/sitemap.xml` (the index of the current store's sitemaps) and
 * `/sitemap/{store}/{kind}-{part}.xml`. Addresses are absolute on the shop's public address; the store
 * comes from the store selection before this router (host or cookie) or from the file's name.
 */
export function seoRouter(options: SeoRouterOptions): Router {
  const router = Router();
  const perFile = Math.max(1, Math.min(options.perFile ?? SITEMAP_MAX_URLS, SITEMAP_MAX_URLS));
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, Promise<EntriesPage>>({
    max: SITEMAP_CACHE_ENTRIES,
    ttl: CACHE_SECONDS * 1000,
    perf: { now },
  });

  function apiPage(store: string, kind: SitemapKind, page: number, pageSize: number): Promise<EntriesPage> {
    const key = `${store}:${kind}:${page}:${pageSize}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const value = createApiClient({ transport: options.api, storeCode: store })
      .query(SitemapEntriesDocument, { type: ENTRY_TYPES[kind], pageSize, currentPage: page })
      .then((answer) => answer.sitemapEntries);
    value.catch(() => {
      if (cache.peek(key) === value) cache.delete(key);
    });
    cache.set(key, value);
    return value;
  }

  /** The entries of one sitemap file (`part`, from 1), read in pages of at most SITEMAP_API_PAGE. */
  async function entries(store: string, kind: SitemapKind, part: number): Promise<EntriesPage> {
    if (perFile <= SITEMAP_API_PAGE || perFile % SITEMAP_API_PAGE !== 0) return apiPage(store, kind, part, perFile);
    const pagesPerFile = perFile / SITEMAP_API_PAGE;
    const first = (part - 1) * pagesPerFile + 1;
    const collected: EntriesPage = { total_count: 0, items: [] };
    for (let page = first; page < first + pagesPerFile; page += 1) {
      const answer = await apiPage(store, kind, page, SITEMAP_API_PAGE);
      collected.total_count = answer.total_count;
      collected.items.push(...answer.items);
      if (answer.items.length < SITEMAP_API_PAGE) break;
    }
    return collected;
  }

  function sendXml(res: Response, body: string) {
    res.status(200).type('application/xml; charset=utf-8').set('Cache-Control', cachePolicy(res)).send(body);
  }

  function unavailable(res: Response) {
    res
      .status(503)
      .type('text/plain; charset=utf-8')
      .set('Cache-Control', 'no-store')
      .set('Retry-After', '60')
      .send('The sitemap is not available right now. Please try again later.\n');
  }

  router.get('/robots.txt', async (req, res) => {
    const origin = originOf(req, res);
    let indexes: string[] | undefined;
    try {
      // The sitemap index of every store served on this host, each with its store choice.
      const here = [...(await homesOf(options, origin)).values()].filter((home) => new URL(home).origin === origin);
      indexes = here.length > 0 ? here.map((home) => storePageUrl(home, '/sitemap.xml')) : undefined;
    } catch {
      indexes = undefined;
    }
    res.status(200).type('text/plain; charset=utf-8').set('Cache-Control', cachePolicy(res)).send(robotsTxt(origin, indexes));
  });

  router.get('/sitemap.xml', async (req, res) => {
    const store = String(res.locals.storeCode ?? 'nl');
    const origin = originOf(req, res);
    try {
      const sitemaps: SitemapUrl[] = [];
      for (const kind of SITEMAP_KINDS) {
        // The first file's entries give the total and the newest change of that kind.
        const first = await entries(store, kind, 1);
        const parts = sitemapParts(first.total_count, perFile);
        for (let part = 1; part <= parts; part += 1) {
          const page = part === 1 ? first : await entries(store, kind, part);
          sitemaps.push({
            loc: `${origin}/sitemap/${store}/${kind}-${part}.xml`,
            lastmod: newestLastmod(page.items.map((item) => item.lastmod)),
          });
        }
      }
      // Where stores share a host, the store comes from its cookie.
      res.vary('Cookie');
      sendXml(res, sitemapIndexXml(sitemaps));
    } catch {
      unavailable(res);
    }
  });

  router.get('/sitemap/:store/:file', async (req, res, next) => {
    const match = /^(product|category|content|brand)-([1-9]\d{0,5})\.xml$/.exec(req.params.file ?? '');
    const store = req.params.store ?? '';
    if (!match || !/^[a-z]{2}$/.test(store)) return next();
    try {
      if (!(await options.storeCodes()).includes(store)) return next();
    } catch {
      return unavailable(res);
    }
    const kind = match[1] as SitemapKind;
    const part = Number(match[2]);
    try {
      const page = await entries(store, kind, part);
      if (page.items.length === 0 && part > 1) return next();
      const origin = originOf(req, res);
      // The store's own addresses: its host, or this one with its store choice (decision 046).
      const home = (await homesOf(options, origin)).get(store) ?? `${origin}/`;
      const listed = page.items.filter((item) => !isDisallowed(item.path));
      sendXml(res, urlsetXml(listed.map((item) => ({ loc: storePageUrl(home, item.path), lastmod: item.lastmod }))));
    } catch {
      unavailable(res);
    }
  });

  return router;
}
