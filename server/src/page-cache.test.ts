import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readParamMarker } from '@shop/rules';
import { cacheTagsOf, PageCache, type RenderedPage } from './page-cache.ts';
import { normaliseQuery, withoutTracking } from './page-cache-query.ts';
import type { PurgeQueue } from './purge-hook.ts';

type Subscriber = { changed(table: string): void; tagged(tags: string[]): void; lost(): void; listening(): void };

/** A change feed the test drives: what the database's triggers would announce. */
function fakeFeed() {
  const subscribers = new Set<Subscriber>();
  return {
    subscribe(subscriber: Subscriber) {
      subscribers.add(subscriber);
      subscriber.listening();
      return () => subscribers.delete(subscriber);
    },
    tagged: (tags: string[]) => subscribers.forEach((s) => s.tagged(tags)),
    changed: (table: string) => subscribers.forEach((s) => s.changed(table)),
    lost: () => subscribers.forEach((s) => s.lost()),
    listening: () => subscribers.forEach((s) => s.listening()),
  };
}

interface Page {
  status?: number;
  tags?: string[];
  /** Query parameters the page reads (the API marks them). */
  reads?: string[];
  setCookie?: boolean;
  size?: number;
  delayMs?: number;
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/**
 * The cache in front of a stand-in renderer, wired as storefront.ts wires it: each answer has its
 * own nonce, the page writes it into its scripts, and the API's tags land in `cacheTagsOf(res)`.
 */
async function cachedServer(options: { maxBytes?: number; page?: (path: string) => Page; purges?: PurgeQueue } = {}) {
  const feed = fakeFeed();
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    log: pino({ level: 'silent' }),
    purges: options.purges ?? null,
  });
  cache.follow(feed);
  let renders = 0;
  let version = 1;
  const app = express();
  app.use((req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.locals.storeCode = 'nl';
    next();
  });
  app.get('/{*path}', async (req, res) => {
    const page = options.page?.(req.path) ?? {};
    const found = cache.keyOf(req, res);
    const render = async (): Promise<RenderedPage> => {
      renders += 1;
      if (page.delayMs) await new Promise((resolve) => setTimeout(resolve, page.delayMs));
      const tags = cacheTagsOf(res);
      for (const tag of page.tags ?? ['p:1']) tags.add(tag);
      for (const name of page.reads ?? []) tags.add(readParamMarker(name));
      const nonce = String(res.locals.cspNonce);
      const filler = 'x'.repeat(page.size ?? 1000);
      const html = `<html><script nonce="${nonce}">go()</script><p>${req.path} v${version} ${filler}</p><script nonce="${nonce}">1</script></html>`;
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      if (page.setCookie) headers.set('set-cookie', 'a=b');
      return { status: page.status ?? 200, statusText: 'OK', headers, body: Buffer.from(html) };
    };
    if (!found) {
      cache.bypassed(res);
      const rendered = await render();
      res.status(rendered.status).end(rendered.body);
      return;
    }
    const outcome = await cache.serve(found, req, res, render);
    if (outcome.sent) return;
    const rendered = outcome.rendered ?? (await render());
    res.setHeader('X-Rendered-Alone', '1');
    res.status(rendered.status).end(rendered.body);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    feed,
    base,
    renders: () => renders,
    bump: () => (version += 1),
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
  };
}

describe('the page cache', () => {
  it('renders a page once and answers again from memory, each answer with its own nonce', async () => {
    const shop = await cachedServer();
    const first = await shop.get('/jas.html');
    const second = await shop.get('/jas.html');
    expect(first.headers.get('x-page-cache')).toBe('MISS');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(shop.renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    const nonceOf = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(nonceOf(a)).size).toBe(1);
    expect(new Set(nonceOf(b)).size).toBe(1);
    expect(nonceOf(a)[0]).not.toBe(nonceOf(b)[0]);
    expect(a.replaceAll(nonceOf(a)[0]!, '')).toBe(b.replaceAll(nonceOf(b)[0]!, ''));
    expect(second.headers.get('cache-control')).toContain('public');
    expect(second.headers.get('surrogate-key')).toBe('p:1 shop');
    expect(second.headers.get('cache-tag')).toBe('p:1,shop');
  });

  it('sends a kept page gzip-encoded without compressing it again, nonce and all', async () => {
    const shop = await cachedServer();
    await shop.get('/jas.html');
    const answer = await fetch(`${shop.base}/jas.html`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const html = await answer.text();
    expect(html).toContain('/jas.html v1');
    expect(html).toMatch(/<script nonce="[^"]{24}">go\(\)<\/script>/);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      void import('node:http').then(({ get }) =>
        get(`${shop.base}/jas.html`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(Buffer.concat(chunks)));
        }).on('error', reject),
      );
    });
    expect(gunzipSync(raw).toString()).toContain('/jas.html v1');
  });

  it('answers 304 to a matching validator from the kept page', async () => {
    const shop = await cachedServer();
    const etag = (await shop.get('/jas.html')).headers.get('etag') ?? '';
    const again = await shop.get('/jas.html', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-page-cache')).toBe('HIT');
  });

  it('renders once for concurrent misses of one page', async () => {
    const shop = await cachedServer({ page: () => ({ delayMs: 150 }) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.get('/drukte.html')));
    expect(shop.renders()).toBe(1);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(bodies.every((body) => body.includes('/drukte.html v1'))).toBe(true);
    // Every waiting answer still has a nonce of its own.
    expect(new Set(bodies.map((body) => /nonce="([^"]+)"/.exec(body)?.[1])).size).toBe(20);
  });

  it('drops exactly the pages whose tags changed, and a changed reference table drops all but for content, which tags itself', async () => {
    const shop = await cachedServer({ page: (path) => ({ tags: path === '/a.html' ? ['p:1', 'c:3'] : ['p:2', 'd:layout'] }) });
    await shop.get('/a.html');
    await shop.get('/b.html');
    shop.bump();
    shop.feed.tagged(['p:1']);
    expect(await (await shop.get('/a.html')).text()).toContain('v2');
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('HIT');
    shop.feed.tagged(['categories']);
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('MISS');
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('HIT');
    // Content documents announce their tags (migration 0014): the table's own notice drops nothing.
    shop.feed.changed('content_documents');
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('HIT');
    shop.feed.tagged(['content', 'd:footer_menu_service']);
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('HIT');
    shop.feed.tagged(['content', 'd:layout']);
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('MISS');
    shop.feed.changed('categories');
    expect((await shop.get('/b.html')).headers.get('x-page-cache')).toBe('MISS');
  });

  it('does not keep a page whose tags changed while it rendered', async () => {
    const shop = await cachedServer({ page: () => ({ delayMs: 100 }) });
    const answer = shop.get('/a.html');
    await new Promise((resolve) => setTimeout(resolve, 30));
    shop.feed.tagged(['p:1']);
    await answer;
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('MISS');
  });

  it('empties itself and renders every page while the change feed is lost, and starts over when it listens', async () => {
    const shop = await cachedServer();
    await shop.get('/a.html');
    shop.feed.lost();
    expect(shop.cache.snapshot.entries).toBe(0);
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('BYPASS');
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('BYPASS');
    shop.feed.listening();
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('MISS');
    expect((await shop.get('/a.html')).headers.get('x-page-cache')).toBe('HIT');
  });

  it('keeps only 200 pages that set no cookie', async () => {
    const shop = await cachedServer({ page: (path) => (path === '/weg.html' ? { status: 404 } : { setCookie: true }) });
    await shop.get('/weg.html');
    expect((await shop.get('/weg.html')).headers.get('x-rendered-alone')).toBe('1');
    await shop.get('/koek.html');
    expect((await shop.get('/koek.html')).headers.get('x-page-cache')).toBeNull();
    expect(shop.cache.snapshot.entries).toBe(0);
  });

  it('keys a page by the parameters it reads: tracking parameters and their order do not make new pages', async () => {
    const shop = await cachedServer({ page: () => ({ reads: ['kleur'] }) });
    await shop.get('/kleding/?kleur=blauw&page=2');
    expect((await shop.get('/kleding/?page=2&kleur=blauw&utm_source=mail&gclid=x')).headers.get('x-page-cache')).toBe('HIT');
    expect(shop.renders()).toBe(1);
  });

  it('does not let unknown parameters or junk values grow the cache (abuse)', async () => {
    const shop = await cachedServer({ page: () => ({ reads: ['kleur'], size: 20_000 }), maxBytes: 400_000 });
    for (let i = 0; i < 300; i += 1) await shop.get(`/kleding/?nonsense${i}=1`);
    for (let i = 0; i < 100; i += 1) await shop.get(`/kleding/?page=${'9'.repeat(5)}${i}`);
    expect(shop.cache.snapshot.entries).toBe(0);
    // Parameters the page does read may vary, but never past the bound in bytes.
    for (let i = 0; i < 300; i += 1) await shop.get(`/kleding/?kleur=k${i}`);
    const { bytes, entries } = shop.cache.snapshot;
    expect(bytes).toBeLessThanOrEqual(400_000);
    expect(entries).toBeGreaterThan(5);
    expect(entries).toBeLessThan(30);
  }, 60_000);

  it('hands the changed tags to the purge hook with their broad tags', async () => {
    const purged: string[][] = [];
    const purges: PurgeQueue = { add: (tags) => purged.push([...tags]), settled: async () => {}, close: () => {} };
    const shop = await cachedServer({ purges });
    shop.feed.tagged(['p:7', 'c:2']);
    shop.feed.changed('stores');
    expect(purged).toEqual([['p:7', 'products', 'c:2', 'categories'], ['shop']]);
  });
});

describe('reading an address for the key', () => {
  it('sorts the parameters and drops tracking ones', () => {
    expect(normaliseQuery('utm_source=x&b=2&a=1&fbclid=y')).toEqual({ query: 'a=1&b=2', free: ['b', 'a'] });
    expect(normaliseQuery('q=jas&page=2&sort=priceasc')?.free).toEqual([]);
  });

  it('refuses values no page produces', () => {
    expect(normaliseQuery('page=0')).toBeNull();
    expect(normaliseQuery('page=99999')).toBeNull();
    expect(normaliseQuery('limit=7')).toBeNull();
    expect(normaliseQuery('sort=nonsense')).toBeNull();
    expect(normaliseQuery(`q=${'a'.repeat(101)}`)).toBeNull();
  });

  it('renders an address without its tracking parameters', () => {
    expect(withoutTracking('/jas.html?utm_source=x&utm_medium=y')).toBe('/jas.html');
    expect(withoutTracking('/kleding/?kleur=blauw&gclid=1')).toBe('/kleding/?kleur=blauw');
    expect(withoutTracking('/kleding/?kleur=blauw')).toBeNull();
  });
});
