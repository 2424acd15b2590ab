/**
 * The image service under a client that asks for what the shop does not offer, many big pictures at
 * once, runaway renders and endless distinct addresses: each is refused or bounded, and the
 * thumbnails shoppers wait for still come.
 */
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createMediaHandler, type MediaHandler, type MediaHandlerOptions } from './index.ts';
import { RENDER_LANES, RETRY_AFTER_SECONDS } from './queue.ts';

const open: { server: http.Server; dir: string }[] = [];

afterEach(async () => {
  for (const { server, dir } of open.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  }
});

async function start(options: Partial<MediaHandlerOptions> = {}, dir?: string) {
  const cacheDir = dir ?? (await mkdtemp(join(tmpdir(), 'media-abuse-')));
  const handler: MediaHandler = createMediaHandler({ cacheDir, maxCacheBytes: 64 * 1024 * 1024, ...options });
  const app = express();
  app.use('/media', handler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  open.push({ server, dir: cacheDir });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, body, ms: performance.now() - started };
  };
  return { handler, cacheDir, get };
}

/** A product picture in a colour of its own, so each address is a new render. */
function product(index: number, query: string): string {
  const hex = (0x100000 + index * 7919).toString(16).slice(-6);
  return `/media/catalog/product/coat/${hex}/front.jpg?${query}`;
}

async function cacheBytes(dir: string): Promise<{ bytes: number; files: string[] }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  let bytes = 0;
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    files.push(entry.name);
    bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return { bytes, files };
}

describe('image service abuse', () => {
  it('refuses oversized and odd sizes with a 400 before drawing anything', async () => {
    const { handler, get } = await start();
    const refused = [
      'w=3000&h=3000',
      'w=1000&h=1000',
      'w=417&h=500',
      'w=416&h=499',
      'w=1920&h=1920',
      'w=1440',
      'w=600',
      'h=500',
      'w=64&h=76',
      'w=1920',
    ];
    for (const address of [
      ...refused.map((query) => product(1, query)),
      '/media/content/hero/2f3e4f/spring.jpg?w=1280&h=1600&fit=outside',
    ]) {
      const { response, body, ms } = await get(address);
      expect(response.status, address).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body.toString()).toMatch(/not offered|largest offered|whole number from 1 to 1920/);
      expect(ms).toBeLessThan(1000);
    }
    expect(handler.stats.renders).toBe(0);
    // The sizes the storefront uses still render.
    for (const query of ['w=416&h=500&fit=cover', 'w=60&h=60&fit=cover', 'w=64&h=77&fit=cover']) {
      expect((await get(product(1, query))).response.status, query).toBe(200);
    }
  });

  it('with the large-picture queue full, answers 503 with Retry-After at once, and a thumbnail is not kept waiting', async () => {
    const { handler, get } = await start();
    const lane = RENDER_LANES.large;
    const extra = 10;
    const answered: Awaited<ReturnType<typeof get>>[] = [];
    // Listing tiles' middle width (520×625): each draws about 0.7 million pixels, so they go to the large lane.
    const flood = Array.from({ length: lane.running + lane.waiting + extra }, (_, index) =>
      get(product(100 + index, 'w=520&h=625&fit=cover')).then((result) => {
        answered.push(result);
        return result;
      }),
    );
    // Everything the lane could not take is refused at once, while the admitted renders still draw.
    for (let waited = 0; waited < 5000 && answered.filter(({ response }) => response.status === 503).length < extra; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refusals = answered.filter(({ response }) => response.status === 503);
    expect(refusals.length).toBeGreaterThanOrEqual(extra);
    for (const { response, body } of refusals) {
      expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(body.toString()).toMatch(/Try again in a few seconds/);
    }
    expect(handler.queue.load().large.waiting).toBeGreaterThan(0);

    // A cart thumbnail, asked now, comes back while the big pictures are still waiting their turn.
    const thumbnail = await get(product(99, 'w=60&h=60&fit=cover'));
    expect(thumbnail.response.status).toBe(200);
    expect(handler.queue.load().large.waiting + handler.queue.load().large.running).toBeGreaterThan(0);
    expect(thumbnail.ms).toBeLessThan(5000);

    const all = await Promise.all(flood);
    const statuses = all.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(handler.stats.renders - 1);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(handler.stats.busy).toBe(statuses.filter((status) => status === 503).length);
  });

  it('stops a render that runs past its timeout with a 503, leaving nothing in the cache', async () => {
    const warnings: object[] = [];
    const { handler, cacheDir, get } = await start({ renderTimeoutSeconds: 0.2, log: { warn: (obj) => warnings.push(obj) } });
    // The product page's picture, 1200×1440: well over a second of a core, so past a 0.2 s deadline.
    const { response, body, ms } = await get(product(7, 'w=1200&h=1440&fit=cover'));
    expect(response.status).toBe(503);
    // Answered by the deadline, not when libvips gets round to stopping (seconds later on a busy machine).
    expect(ms).toBeLessThan(6000);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.toString()).toMatch(/took too long/);
    expect(handler.stats.timeouts).toBe(1);
    expect(warnings).toHaveLength(1);
    // The stopped render keeps its place in the queue until libvips lets go of it, and writes nothing.
    for (let waited = 0; waited < 30_000 && handler.queue.load().large.running > 0; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await cacheBytes(cacheDir)).files).toEqual([]);
    // The service carries on.
    expect((await get(product(5, 'w=60&h=60&fit=cover'))).response.status).toBe(200);
  });

  it('keeps the disk cache under its cap with many distinct addresses, evicting the least recently used, with flat memory', async () => {
    const cap = 40 * 1024;
    const { handler, cacheDir, get } = await start({ maxCacheBytes: cap });
    const heapBefore = process.memoryUsage().heapUsed;
    const first = product(0, 'w=120&h=120&fit=cover');
    expect((await get(first)).response.status).toBe(200);
    for (let batch = 0; batch < 200; batch += 10) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => get(product(1 + batch + i, 'w=120&h=120&fit=cover'))));
      expect(answers.every(({ response }) => response.status === 200)).toBe(true);
      // The first picture stays in use, so it stays in the cache.
      await get(first);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { bytes, files } = await cacheBytes(cacheDir);
    expect(bytes).toBeLessThanOrEqual(cap);
    expect(files.length).toBeGreaterThan(5);
    expect(files.length).toBeLessThan(100);
    expect(handler.cache.bytes).toBeLessThanOrEqual(cap);
    const renders = handler.stats.renders;
    await get(first);
    expect(handler.stats.renders).toBe(renders);
    await get(product(1, 'w=120&h=120&fit=cover'));
    expect(handler.stats.renders).toBe(renders + 1);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('counts the files already on disk in at start, trimming to the cap and removing half-written leftovers', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'media-abuse-'));
    const before = await start({ maxCacheBytes: 1024 * 1024 }, dir);
    for (let index = 0; index < 40; index += 1) {
      expect((await before.get(product(index, 'w=120&h=120&fit=cover'))).response.status).toBe(200);
    }
    const filled = await cacheBytes(dir);
    expect(filled.files).toHaveLength(40);
    const leftover = join(dir, 'ab', `${'ab'.repeat(32)}.jpg.1234.1.tmp`);
    await mkdir(join(dir, 'ab'), { recursive: true });
    await writeFile(leftover, Buffer.alloc(4096));
    const old = new Date(Date.now() - 3_600_000);
    await utimes(leftover, old, old);

    const cap = Math.floor(filled.bytes / 4);
    const after = await start({ maxCacheBytes: cap }, dir);
    await after.handler.cache.ready;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const trimmed = await cacheBytes(dir);
    expect(trimmed.bytes).toBeLessThanOrEqual(cap);
    expect(trimmed.files.length).toBeGreaterThan(0);
    expect(trimmed.files.some((name) => name.endsWith('.tmp'))).toBe(false);
    // What is left is served from disk without drawing.
    const kept = await after.get(product(39, 'w=120&h=120&fit=cover'));
    expect(kept.response.status).toBe(200);
    expect(after.handler.stats).toMatchObject({ renders: 0, diskHits: 1 });
  });
});
