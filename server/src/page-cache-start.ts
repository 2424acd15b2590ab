/**
 * Which change feed a process's page cache follows (decision 063), chosen once at start. A process
 * that runs the API (SHOP_ROLE=all) follows its own database's feed. A storefront-only process
 * (SHOP_ROLE=storefront) has no database of its own: with DATABASE_URL it opens one listening
 * connection to the API's PostgreSQL database (no pool, no migrations) and keeps pages as a whole
 * shop does, with the tags the API answers beside its data (cache-tags-answer.ts); with only API_URL
 * it has nothing to learn of changes from, so it keeps no pages and says so once. The embedded
 * database cannot be shared between processes, so there is no such feed without PostgreSQL.
 */
import type { Logger } from 'pino';
import { listenPostgres, type ChangeFeed, type ChangeSubscriber, type Database } from '@shop/api/server';
import { broadTagOf, cacheTag } from '@shop/rules';
import type { Env } from './env.ts';
import { PageCache } from './page-cache.ts';
import { httpPurgeHook, purgeQueue } from './purge-hook.ts';

/** Where the page cache hears of changes, or why it is not started. */
export type PageCacheFeed =
  /** Development, PAGE_CACHE=off or PAGE_CACHE_BYTES=0: every page is rendered, as asked. */
  | { kind: 'off' }
  /** The feed of the database this process runs the API on. */
  | { kind: 'database' }
  /** A storefront-only process: a listening connection of its own to the API's PostgreSQL database. */
  | { kind: 'listen'; url: string }
  /** A storefront-only process that cannot hear of changes: every page is rendered, and the log says why. */
  | { kind: 'none'; reason: string };

export const NO_FEED_REASON =
  'a storefront-only process keeps no page cache without the change feed: set DATABASE_URL to the PostgreSQL database ' +
  'the API uses (one listening connection, no pool) to keep pages here too';

/** The choice for this process's settings; `hasDatabase` says whether it opened the database (it runs the API). */
export function pageCacheFeed(env: Env, hasDatabase: boolean): PageCacheFeed {
  if (env.NODE_ENV !== 'production' || env.PAGE_CACHE === 'off' || env.PAGE_CACHE_BYTES === 0) return { kind: 'off' };
  if (hasDatabase) return { kind: 'database' };
  if (env.DATABASE_URL) return { kind: 'listen', url: env.DATABASE_URL };
  return { kind: 'none', reason: NO_FEED_REASON };
}

export const UNUSED_PURGE_URL = 'PURGE_URL is not used by SHOP_ROLE=api: the processes that keep pages send the purges';

/**
 * Purges go out from the processes that keep pages, each after it dropped its own copies: an API-only
 * process keeps none, so a PURGE_URL given to it is not used, which it says at start.
 */
export function warnUnusedPurgeUrl(env: Env, log: Logger): void {
  if (env.SHOP_ROLE === 'api' && env.PURGE_URL) log.warn(UNUSED_PURGE_URL);
}

export interface StartedPageCache {
  cache: PageCache;
  stop(): Promise<void>;
}

export interface PageCacheStartOptions {
  /** Opens the listening connection (tests hand in their own). */
  listen?: (url: string) => Promise<ChangeFeed>;
  /** How long after a notice a storefront-only process purges again what the API keeps in memory (`API_SETTLE_MS`). */
  settleMs?: number;
}

/**
 * The page cache of a process that serves pages, following the chosen feed; null when there is
 * none. With PURGE_URL, changed tags are purged there too, by this process after it dropped its own
 * copies, so a CDN that fetches the page again does not get the old one from here.
 */
export async function startPageCache(
  env: Env,
  database: Database | null,
  log: Logger,
  options: PageCacheStartOptions = {},
): Promise<StartedPageCache | null> {
  const choice = pageCacheFeed(env, database !== null);
  if (choice.kind === 'off') return null;
  if (choice.kind === 'none') {
    log.warn({ SHOP_ROLE: env.SHOP_ROLE, PURGE_URL: env.PURGE_URL ? 'not used' : undefined }, choice.reason);
    return null;
  }
  let feed: Pick<ChangeFeed, 'subscribe'>;
  let closeFeed = async () => {};
  if (choice.kind === 'database') {
    feed = database!.changes;
  } else {
    // Resolves after the first attempt; a database not reachable yet is tried again in the background,
    // and meanwhile pages are rendered (the feed is not listening).
    const own = await (options.listen ?? listenPostgres)(choice.url);
    const settled = settledForRemoteApi(own, options.settleMs ?? API_SETTLE_MS);
    feed = settled.feed;
    closeFeed = async () => {
      settled.stop();
      await own.close();
    };
    followConnection(own, log);
  }
  const purges = env.PURGE_URL
    ? purgeQueue(httpPurgeHook({ url: env.PURGE_URL, method: env.PURGE_METHOD, header: env.PURGE_HEADER }), { log })
    : null;
  const cache = new PageCache({ maxBytes: env.PAGE_CACHE_BYTES, log, purges });
  const unfollow = cache.follow(feed);
  return {
    cache,
    async stop() {
      unfollow();
      purges?.close();
      await closeFeed();
    },
  };
}

/** The page cache says when the feed is lost; this says when a storefront's own connection listens again. */
function followConnection(feed: ChangeFeed, log: Logger): void {
  let wasLost = false;
  feed.subscribe({
    changed() {},
    lost() {
      wasLost = true;
    },
    listening() {
      if (wasLost) log.info('change feed listening again: pages are kept again');
      wasLost = false;
    },
  });
}

/**
 * How long the API's processes may take to hear a notice after a storefront process heard it: each
 * listens on its own connection, and PostgreSQL delivers to each in its own time (milliseconds,
 * unless a process is busy).
 */
export const API_SETTLE_MS = 1_000;

/**
 * The API's processes keep reference data and content documents in memory (`Database.reference`)
 * and drop them when their own connection hears the notice, which may be a moment after this one:
 * a page rendered in between would be kept with the old shell or content until the next change. So
 * a storefront-only process hears those notices twice, at once and again `settleMs` later, and
 * purges (and tells the CDN) twice. Catalogue tags (products, stock, prices, listings) are read from
 * the database on every request and are passed on once.
 */
export function settledForRemoteApi(feed: Pick<ChangeFeed, 'subscribe'>, settleMs: number) {
  const timers = new Set<NodeJS.Timeout>();
  const later = (again: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      again();
    }, settleMs);
    timer.unref();
    timers.add(timer);
  };
  return {
    feed: {
      subscribe(subscriber: ChangeSubscriber): () => void {
        return feed.subscribe({
          changed(table) {
            subscriber.changed(table);
            later(() => subscriber.changed(table));
          },
          tagged(tags) {
            subscriber.tagged?.(tags);
            if (tags.some(keptByApi)) later(() => subscriber.tagged?.(tags));
          },
          lost: () => subscriber.lost(),
          listening: () => subscriber.listening(),
        });
      },
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** A tag of what the API's processes keep in memory: content documents (and everything). */
function keptByApi(tag: string): boolean {
  return tag === cacheTag.everything || broadTagOf(tag) === cacheTag.content;
}
