import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChangeFeed, ChangeSubscriber } from '@shop/api/server';
import { parseEnv } from './env.ts';
import {
  NO_FEED_REASON,
  pageCacheFeed,
  settledForRemoteApi,
  startPageCache,
  UNUSED_PURGE_URL,
  warnUnusedPurgeUrl,
} from './page-cache-start.ts';

const API_URL = 'http://api.internal:3000';
const DATABASE_URL = 'postgres://shop@db.internal:5432/shop';

/** The settings of a production process, with `settings` over them. */
const envOf = (settings: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...settings });

/** A listening connection the test drives: what PostgreSQL would deliver. */
function fakeFeed() {
  const subscribers = new Set<ChangeSubscriber>();
  let closed = false;
  const feed: ChangeFeed & {
    closed(): boolean;
    tagged(tags: string[]): void;
    changed(table: string): void;
    lose(): void;
    listenAgain(): void;
  } = {
    listening: true,
    reconnects: 0,
    backendPid: 1,
    subscribe(subscriber) {
      subscribers.add(subscriber);
      subscriber.listening();
      return () => subscribers.delete(subscriber);
    },
    sync: async () => {},
    async close() {
      closed = true;
    },
    closed: () => closed,
    tagged: (tags) => subscribers.forEach((s) => s.tagged?.(tags)),
    changed: (table) => subscribers.forEach((s) => s.changed(table)),
    lose: () => subscribers.forEach((s) => s.lost()),
    listenAgain: () => subscribers.forEach((s) => s.listening()),
  };
  return feed;
}

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { log, lines, warnings: () => lines.filter((line) => line.level === 40).map((line) => line.msg) };
}

/** A CDN's purge address that records the tags it is sent. */
async function purgeReceiver() {
  const purged: string[] = [];
  const server: Server = createServer((req, res) => {
    purged.push(`${req.method} ${String(req.headers.xkey)}`);
    res.end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, purged };
}

const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  vi.useRealTimers();
  for (const close of closers.splice(0)) await close();
});

describe("the page cache's change feed, chosen at start", () => {
  it('follows its own database in one process, a listening connection in a storefront with DATABASE_URL, nothing without', () => {
    expect(pageCacheFeed(envOf({}), true)).toEqual({ kind: 'database' });
    expect(pageCacheFeed(envOf({ SHOP_ROLE: 'storefront', API_URL, DATABASE_URL }), false)).toEqual({ kind: 'listen', url: DATABASE_URL });
    expect(pageCacheFeed(envOf({ SHOP_ROLE: 'storefront', API_URL }), false)).toEqual({ kind: 'none', reason: NO_FEED_REASON });
  });

  it('keeps no pages when told not to, or in development, whatever the role', () => {
    const switchedOff: Record<string, string>[] = [{ PAGE_CACHE: 'off' }, { PAGE_CACHE_BYTES: '0' }, { NODE_ENV: 'development' }];
    for (const settings of switchedOff) {
      expect(pageCacheFeed(envOf({ ...settings }), true)).toEqual({ kind: 'off' });
      expect(pageCacheFeed(envOf({ SHOP_ROLE: 'storefront', API_URL, DATABASE_URL, ...settings }), false)).toEqual({ kind: 'off' });
    }
  });

  it('a storefront with DATABASE_URL listens there, and keeps pages only while that connection listens', async () => {
    const feed = fakeFeed();
    const asked: string[] = [];
    const { log, lines, warnings } = recordingLog();
    const started = await startPageCache(envOf({ SHOP_ROLE: 'storefront', API_URL, DATABASE_URL }), null, log, {
      listen: async (url) => {
        asked.push(url);
        return feed;
      },
    });
    expect(asked).toEqual([DATABASE_URL]);
    expect(started?.cache.live).toBe(true);
    expect(warnings()).toEqual([]);
    feed.lose();
    expect(started?.cache.live).toBe(false);
    feed.listenAgain();
    expect(started?.cache.live).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual([
      'change feed lost: the page cache is emptied and bypassed until it listens again',
      'change feed listening again: pages are kept again',
    ]);
    await started?.stop();
    expect(feed.closed()).toBe(true);
  });

  it('a storefront with only API_URL keeps no pages and says once why and how to keep them', async () => {
    const { log, warnings } = recordingLog();
    const listen = vi.fn();
    const started = await startPageCache(envOf({ SHOP_ROLE: 'storefront', API_URL }), null, log, { listen });
    expect(started).toBeNull();
    expect(listen).not.toHaveBeenCalled();
    expect(warnings()).toEqual([NO_FEED_REASON]);
    expect(NO_FEED_REASON).toMatch(/DATABASE_URL/);
  });
});

describe('purges for a CDN, sent by the processes that keep pages', () => {
  it('a storefront process with the feed purges the tags it dropped', async () => {
    const cdn = await purgeReceiver();
    const feed = fakeFeed();
    const started = await startPageCache(
      envOf({ SHOP_ROLE: 'storefront', API_URL, DATABASE_URL, PURGE_URL: cdn.url }),
      null,
      pino({ level: 'silent' }),
      { listen: async () => feed },
    );
    feed.tagged(['p:12']);
    for (let waited = 0; cdn.purged.length === 0 && waited < 100; waited += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cdn.purged).toEqual(['PURGE p:12 products']);
    await started?.stop();
  });

  it('an API-only process keeps no pages and says that its PURGE_URL is not used', () => {
    const { log, warnings } = recordingLog();
    warnUnusedPurgeUrl(envOf({ SHOP_ROLE: 'api', PURGE_URL: 'http://varnish:6081/' }), log);
    warnUnusedPurgeUrl(envOf({ PURGE_URL: 'http://varnish:6081/' }), log);
    warnUnusedPurgeUrl(envOf({ SHOP_ROLE: 'storefront', API_URL, PURGE_URL: 'http://varnish:6081/' }), log);
    expect(warnings()).toEqual([UNUSED_PURGE_URL]);
  });
});

describe('notices of what the API keeps in memory, in a storefront apart from it', () => {
  it('are passed on at once and again a moment later; catalogue tags once', () => {
    vi.useFakeTimers();
    const feed = fakeFeed();
    const settled = settledForRemoteApi(feed, 1_000);
    const heard: string[] = [];
    settled.feed.subscribe({
      changed: (table) => heard.push(table),
      tagged: (tags) => heard.push(tags.join(' ')),
      lost: () => heard.push('lost'),
      listening: () => heard.push('listening'),
    });
    feed.changed('categories');
    feed.tagged(['p:12', 'c:3']);
    feed.tagged(['d:footer_menu_service']);
    expect(heard).toEqual(['listening', 'categories', 'p:12 c:3', 'd:footer_menu_service']);
    vi.advanceTimersByTime(1_000);
    expect(heard.slice(4)).toEqual(['categories', 'd:footer_menu_service']);

    // Stopped with the feed: nothing is passed on after.
    feed.changed('brands');
    settled.stop();
    vi.advanceTimersByTime(1_000);
    expect(heard.slice(6)).toEqual(['brands']);
  });
});
