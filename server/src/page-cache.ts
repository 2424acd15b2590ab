/**
 * The page cache (decision 063): shareable catalogue and content pages kept in this process,
 * bounded in bytes, each with the cache tags of what it was built from (products, categories,
 * listings, the shop's reference data), and dropped when the change feed announces any of them.
 * While the feed is not listening nothing is kept or served: a missed notice could leave a page stale.
 *
 * The key is the store, the public origin, the path, the normalised query (tracking parameters
 * dropped, the rest sorted, only parameters the page read) and the consent and store cookies. A page
 * is kept with its CSP nonce cut out and sent with each answer's own nonce. Concurrent misses for one
 * key render once.
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { cacheTag, cacheTagHeader, isReadParamMarker, purgeTagsFor, readParamMarker, selfTaggingTables } from '@shop/rules';
import { gzipParts } from './gzip-parts.ts';
import { strongEtag } from './http-cache.ts';
import { answerFor, type KeptPage } from './page-answer.ts';
import { cookieVariant, normaliseQuery, requestShape, UNIQUE_COOKIES } from './page-cache-query.ts';
import { publicOriginOf } from './public-origin.ts';
import type { PurgeQueue } from './purge-hook.ts';

/** 64 MiB: some thousands of pages (a product page is about 100 KB before compression). */
export const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** A safety net, not the freshness rule (the change feed is): a write that bypassed the triggers heals within this. */
export const PAGE_CACHE_MAX_AGE_MS = 10 * 60_000;
/** Each entry's bookkeeping beside its bytes (key, headers, tags), for the byte bound. */
const ENTRY_OVERHEAD_BYTES = 512;

/** Request shapes remembered with the key they reached (page-cache-hits.ts): a few MiB at most. */
const SHAPE_MEMORY_BYTES = 4 * 1024 * 1024;
/** Headers of a rendered page that are the answer's own, not the page's. */
const OWN_HEADERS = new Set([
  'set-cookie',
  'cache-control',
  'content-length',
  'etag',
  'date',
  'content-security-policy',
  'transfer-encoding',
]);

/** A page as React Router rendered it. */
export interface RenderedPage {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/** A kept page: its answer's parts (page-answer.ts) and the tags it is purged by. */
interface CachedPage extends KeptPage {
  tags: readonly string[];
}

/** How `serve` answered: from the cache, or the caller sends what it rendered, or renders itself. */
export type ServeOutcome = { sent: true } | { sent: false; rendered: RenderedPage | null };

export interface PageCacheOptions {
  maxBytes: number;
  log: Logger;
  /** Told the changed tags, for a CDN or proxy in front (purge-hook.ts). */
  purges?: PurgeQueue | null;
  maxAgeMs?: number;
  now?: () => number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypasses: number;
  /** Hits of those answered before Express (page-cache-hits.ts). */
  early: number;
  renders: number;
  purged: number;
  entries: number;
  bytes: number;
}

/** Where a page's tags are collected while it renders: the API client of its load context adds to it. */
const collectors = new WeakMap<Response, Set<string>>();

/** The set the API fills with the tags of this response's page (created on first use). */
export function cacheTagsOf(res: Response): Set<string> {
  let tags = collectors.get(res);
  if (!tags) {
    tags = new Set([cacheTag.shop]);
    collectors.set(res, tags);
  }
  return tags;
}

/** The page's tags as `Surrogate-Key` and `Cache-Tag` (Fastly and Varnish xkey read the first, Cloudflare the second). */
export function setTagHeaders(res: Response, tagHeader: string): void {
  if (tagHeader === '') return;
  res.setHeader('Surrogate-Key', tagHeader);
  res.setHeader('Cache-Tag', tagHeader.replaceAll(' ', ','));
}

interface Flight {
  promise: Promise<CachedPage | null>;
}

/** The page cache of one process; `follow` connects it to the change feed. */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage>;
  /** Keys by tag, for purging; kept in step with `#entries` through its dispose callback. */
  readonly #keysByTag = new Map<string, Set<string>>();
  readonly #flights = new Map<string, Flight>();
  /** Request shapes (`requestShape`) with the key each reached, for `earlyHit`. */
  readonly #shapes = new LRUCache<string, string>({
    maxSize: SHAPE_MEMORY_BYTES,
    sizeCalculation: (key, shape) => (shape.length + key.length) * 2 + 64,
  });
  readonly #log: Logger;
  readonly #purges: PurgeQueue | null;
  /** Counts purges; a render records it at its start and keeps its page only if no tag of it was purged since. */
  #purgeCount = 0;
  /** The last purge of each tag while renders are under way (cleared when none is). */
  readonly #purgedAt = new Map<string, number>();
  #clearedAt = 0;
  #live = false;
  readonly stats: Omit<PageCacheStats, 'entries' | 'bytes'> = { hits: 0, misses: 0, bypasses: 0, early: 0, renders: 0, purged: 0 };

  constructor(options: PageCacheOptions) {
    if (!Number.isSafeInteger(options.maxBytes) || options.maxBytes < 1) throw new Error('maxBytes must be a positive integer');
    this.#log = options.log;
    this.#purges = options.purges ?? null;
    this.#entries = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      // No single page may take more than an eighth of the room.
      maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
      sizeCalculation: (page, key) => sizeOf(page, key),
      ttl: options.maxAgeMs ?? PAGE_CACHE_MAX_AGE_MS,
      ttlAutopurge: false,
      ...(options.now ? { perf: { now: options.now } } : {}),
      dispose: (page, key) => this.#unindex(key, page.tags),
    });
  }

  /** Whether pages are being kept and served (the change feed listens). */
  get live(): boolean {
    return this.#live;
  }

  get snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.#entries.size, bytes: this.#entries.calculatedSize };
  }

  /**
   * The key of a request `mayShare` allowed, or null when its page is rendered without the cache:
   * not a GET, the feed is not listening, a preview or tabletop cookie, or a fixed parameter's value
   * no page produces.
   */
  keyOf(req: Request, res: Response): { key: string; free: string[] } | null {
    if (!this.#live || req.method !== 'GET') return null;
    const cookieHeader = req.get('cookie');
    const jar = cookieHeader ? parseCookies(cookieHeader) : {};
    if (UNIQUE_COOKIES.some((name) => jar[name] !== undefined)) return null;
    const at = req.originalUrl.indexOf('?');
    const path = at === -1 ? req.originalUrl : req.originalUrl.slice(0, at);
    const normalised = normaliseQuery(at === -1 ? '' : req.originalUrl.slice(at + 1));
    if (!normalised) return null;
    const variant = cookieVariant(cookieHeader, jar);
    const origin = publicOriginOf(res)?.origin ?? '';
    const key = [String(res.locals.storeCode), origin, path, normalised.query, variant].join('\u001e');
    return { key, free: normalised.free };
  }

  /**
   * Answers from the cache, or renders once for every concurrent request of the key. A page that
   * may not be kept (not a 200, a cookie set, a query parameter the page did not read) goes back to
   * the request that rendered it (`rendered`); requests that waited for it render their own (null).
   */
  async serve(
    found: { key: string; free: string[] },
    req: Request,
    res: Response,
    render: () => Promise<RenderedPage>,
  ): Promise<ServeOutcome> {
    const { key } = found;
    const hit = this.#entries.get(key);
    if (hit) {
      this.stats.hits += 1;
      this.#send(req, res, key, hit, 'HIT');
      return { sent: true };
    }
    const flight = this.#flights.get(key);
    if (flight) {
      const page = await flight.promise.catch(() => null);
      if (!page) return { sent: false, rendered: null };
      if (res.destroyed || res.writableEnded) return { sent: true };
      this.stats.hits += 1;
      this.#send(req, res, key, page, 'HIT');
      return { sent: true };
    }
    this.stats.misses += 1;
    const startedAt = this.#purgeCount;
    let rendered: RenderedPage | null = null;
    const promise = (async () => {
      this.stats.renders += 1;
      rendered = await render();
      return this.#keep(key, found.free, rendered, res, startedAt);
    })();
    this.#flights.set(key, { promise });
    let page: CachedPage | null;
    try {
      page = await promise;
    } finally {
      if (this.#flights.get(key)?.promise === promise) this.#flights.delete(key);
      if (this.#flights.size === 0) this.#purgedAt.clear();
    }
    if (!page) return { sent: false, rendered };
    if (res.destroyed || res.writableEnded) return { sent: true };
    this.#send(req, res, key, page, 'MISS');
    return { sent: true };
  }

  /** A shareable request answered without the cache (it had no key): counted, marked. */
  bypassed(res: Response): void {
    this.stats.bypasses += 1;
    res.setHeader('X-Page-Cache', 'BYPASS');
  }

  /** Drops every page carrying one of `tags` (`*`: all; `products`/`categories`: every page of that kind). */
  purge(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.#purgeCount += 1;
    if (tags.includes(cacheTag.everything)) {
      this.#clear();
      return;
    }
    const keys = new Set<string>();
    for (const tag of tags) {
      if (this.#flights.size > 0) this.#purgedAt.set(tag, this.#purgeCount);
      if (tag === 'products' || tag === 'categories') {
        const prefix = tag === 'products' ? 'p:' : 'c:';
        for (const [indexed, held] of this.#keysByTag) if (indexed.startsWith(prefix)) for (const key of held) keys.add(key);
      } else {
        for (const key of this.#keysByTag.get(tag) ?? []) keys.add(key);
      }
    }
    for (const key of keys) this.#entries.delete(key);
    this.stats.purged += keys.size;
  }

  /**
   * Follows a change feed: tag notices purge their pages, a changed reference table (store
   * configuration, categories, attributes …, which every page's shell reads) purges all, except a
   * table whose rows announce their own tags (content documents); a lost feed
   * empties the cache and stops it until the feed listens again. Changed tags go to the purge hook.
   */
  follow(feed: {
    subscribe(subscriber: { changed(table: string): void; tagged(tags: string[]): void; lost(): void; listening(): void }): () => void;
  }): () => void {
    return feed.subscribe({
      changed: (table) => {
        // Content documents name their own tags (migration 0014): the notice that follows purges.
        if (selfTaggingTables.includes(table)) return;
        this.purge([cacheTag.everything]);
        this.#purges?.add([cacheTag.shop]);
      },
      tagged: (tags) => {
        this.purge(tags);
        this.#purges?.add(purgeTagsFor(tags));
      },
      lost: () => {
        this.#live = false;
        this.#clear();
        this.#log.warn('change feed lost: the page cache is emptied and bypassed until it listens again');
      },
      listening: () => {
        this.#clear();
        this.#live = true;
      },
    });
  }

  #clear(): void {
    this.#purgeCount += 1;
    this.#clearedAt = this.#purgeCount;
    this.#entries.clear();
    this.#keysByTag.clear();
    // A change of the stores (their addresses) can send a shape to another key.
    this.#shapes.clear();
  }

  /** The page as kept, or null when it may not be kept (and so not shared with waiting requests either). */
  #keep(key: string, free: readonly string[], rendered: RenderedPage, res: Response, startedAt: number): CachedPage | null {
    if (rendered.status !== 200 || rendered.headers.has('set-cookie') || res.getHeader('set-cookie') !== undefined) return null;
    const tags = [...cacheTagsOf(res)];
    const read = new Set(tags.filter(isReadParamMarker));
    if (free.some((name) => !read.has(readParamMarker(name)))) return null;
    const named = tags.filter((tag) => !isReadParamMarker(tag));
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
    const parts = nonce ? splitBuffer(rendered.body, Buffer.from(nonce)) : [rendered.body];
    const page: CachedPage = {
      headers: [...rendered.headers.entries()]
        .filter(([name]) => !OWN_HEADERS.has(name))
        .map(([name, value]) => [name, withCharset(name, value)]),
      parts,
      gzip: gzipParts(parts, nonce.length),
      etag: strongEtag(Buffer.concat(parts)),
      tags: named,
      tagHeader: cacheTagHeader(named),
    };
    // Changed while it rendered: good for the requests that waited, not for later ones.
    if (this.#live && !this.#purgedSince(startedAt, named)) {
      this.#entries.set(key, page);
      if (this.#entries.has(key)) this.#index(key, named);
    }
    return page;
  }

  #purgedSince(startedAt: number, tags: readonly string[]): boolean {
    if (this.#clearedAt > startedAt) return true;
    for (const tag of tags) {
      const at =
        this.#purgedAt.get(tag) ?? this.#purgedAt.get(tag.startsWith('p:') ? 'products' : tag.startsWith('c:') ? 'categories' : tag);
      if (at !== undefined && at > startedAt) return true;
    }
    return false;
  }

  #index(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      let keys = this.#keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.#keysByTag.delete(tag);
    }
  }

  /** The kept page with this answer's nonce, its ETag, or an empty 304 when the validator still matches. */
  #send(req: Request, res: Response, key: string, page: CachedPage, outcome: 'HIT' | 'MISS'): void {
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
    const answer = answerFor(page, outcome, { ifNoneMatch: req.get('if-none-match'), acceptEncoding: req.get('accept-encoding'), nonce });
    // A request that reaches a kept page unchanged may be answered before Express next time (page-cache-hits.ts).
    if (res.getHeader('set-cookie') === undefined) this.#remember(req, key);
    res.status(answer.status);
    for (const [name, value] of answer.pageHeaders) res.append(name, value);
    for (const [name, value] of answer.headers) {
      if (name === 'Vary') res.vary(value);
      else res.setHeader(name, value);
    }
    if (answer.status === 304) {
      res.removeHeader('content-security-policy');
      res.end();
    } else res.end(answer.body);
  }

  #remember(req: IncomingMessage, key: string): void {
    const shape = requestShape(req);
    if (shape !== null) this.#shapes.set(shape, key);
  }

  /**
   * The kept page a request of this shape reached before through the whole way (store selection,
   * public address, canonical address, key), when it is still kept: a hit answered before Express
   * (page-cache-hits.ts). Null sends the request the whole way.
   */
  earlyHit(req: IncomingMessage): KeptPage | null {
    if (!this.#live) return null;
    const shape = requestShape(req);
    if (shape === null) return null;
    const key = this.#shapes.get(shape);
    if (key === undefined) return null;
    const page = this.#entries.get(key);
    if (!page) {
      this.#shapes.delete(shape);
      return null;
    }
    this.stats.hits += 1;
    this.stats.early += 1;
    return page;
  }
}

/** A text type with its charset named, as Express writes it (`res.append` of a Content-Type): both ways send the same. */
function withCharset(name: string, value: string): string {
  return name === 'content-type' && value.startsWith('text/') && !/;\s*charset=/i.test(value) ? `${value}; charset=utf-8` : value;
}

function sizeOf(page: CachedPage, key: string): number {
  let size = ENTRY_OVERHEAD_BYTES + key.length * 2 + page.tagHeader.length * 2;
  for (const part of page.parts) size += part.length;
  for (const part of page.gzip.parts) size += part.length;
  for (const [name, value] of page.headers) size += (name.length + value.length) * 2;
  for (const tag of page.tags) size += tag.length * 2 + 16;
  return size;
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  // Kept apart from the render's buffer, which may be larger than the page.
  return parts.map((part) => Buffer.from(part));
}
