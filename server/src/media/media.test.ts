import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaHandler, type MediaHandler } from './index.ts';
import { rasterise } from './render.ts';
import { coverCrop } from './sizes.ts';
import { contentSvg, MOTIF_SIZES } from './svg/content.ts';

let cacheDir: string;
let server: http.Server;
let base: string;
let handler: MediaHandler;
const warnings: object[] = [];

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'media-cache-'));
  handler = createMediaHandler({ cacheDir, maxCacheBytes: 64 * 1024 * 1024, log: { warn: (obj) => warnings.push(obj) } });
  const app = express();
  app.use('/media', handler);
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(cacheDir, { recursive: true, force: true });
  expect(warnings).toEqual([]);
});

const SUIT = '/media/catalog/product/suit/1f2a44/front.jpg';

async function image(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** Sends the path byte for byte; fetch would normalise dot segments before they reach the server. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

async function cachedFiles(): Promise<string[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('media service', () => {
  it('C24: serves a product tile at exactly 416x500 as JPEG with long-lived cache headers', async () => {
    const { response, body } = await image(`${SUIT}?w=416&h=500&fit=cover`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 416, height: 500 });
  });

  it('sends the shop quality (q=60) as a fraction of the q=100 bytes; AVIF at q=60 is the service default', async () => {
    const avif = { Accept: 'image/avif,image/webp,*/*' };
    const full = await image(`${SUIT}?auto=format&q=100&w=768&h=960&fit=cover`, avif);
    const shop = await image(`${SUIT}?auto=format&q=60&w=768&h=960&fit=cover`, avif);
    const unset = await image(`${SUIT}?auto=format&w=768&h=960&fit=cover`, avif);
    expect(shop.response.headers.get('content-type')).toBe('image/avif');
    expect(shop.body.length).toBeLessThan(full.body.length / 3);
    expect(unset.body).toEqual(shop.body);
    expect(await sharp(unset.body).metadata()).toMatchObject({ width: 768, height: 960 });
  });

  it('AVIF at the shop quality is lighter than WebP at the same q and as faithful as JPEG at it', async () => {
    const at = (format: string, q: number) => image(`${SUIT}?format=${format}&q=${q}&w=768&h=960&fit=cover`, { Accept: '*/*' });
    const pixels = async (body: Buffer) => sharp(body).removeAlpha().raw().toBuffer();
    const reference = await pixels((await at('png', 100)).body);
    const psnr = async (body: Buffer) => {
      const drawn = await pixels(body);
      let squares = 0;
      for (let i = 0; i < reference.length; i += 1) squares += (reference[i]! - drawn[i]!) ** 2;
      return 10 * Math.log10((255 * 255) / (squares / reference.length));
    };
    const [avif, webp, jpeg] = await Promise.all([at('avif', 60), at('webp', 60), at('jpeg', 60)]);
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.body.length).toBeLessThan(webp.body.length);
    expect(await psnr(avif.body)).toBeGreaterThanOrEqual(await psnr(jpeg.body));
  });

  it('K5: auto=format negotiates AVIF, then WebP, then the path format, and varies on Accept', async () => {
    const path = `${SUIT}?w=150&h=150&fit=cover&auto=format&q=100`;
    const avif = await image(path, { Accept: 'image/avif,image/webp,*/*;q=0.8' });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect((await sharp(avif.body).metadata()).format).toBe('heif');
    const webp = await image(path, { Accept: 'image/webp,*/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(webp.body).metadata()).format).toBe('webp');
    const jpeg = await image(path, { Accept: '*/*' });
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    for (const { response } of [avif, webp, jpeg]) expect(response.headers.get('vary')).toBe('Accept');
    expect(new Set([avif, webp, jpeg].map(({ response }) => response.headers.get('etag'))).size).toBe(3);
  });

  it('ignores a refused format (q=0) and honours an explicit format', async () => {
    const refused = await image(`${SUIT}?w=60&h=60&fit=cover&auto=format`, { Accept: 'image/avif;q=0,image/webp' });
    expect(refused.response.headers.get('content-type')).toBe('image/webp');
    const png = await image(`${SUIT}?w=60&h=60&format=png`);
    expect(png.response.headers.get('content-type')).toBe('image/png');
    expect(png.response.headers.get('vary')).toBeNull();
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'png', width: 60, height: 60 });
  });

  it('CA10: fit=contain keeps the whole garment inside 150x150', async () => {
    const { body } = await image(`${SUIT}?w=150&h=150&fit=contain`);
    expect(await sharp(body).metadata()).toMatchObject({ width: 150, height: 150 });
    const inside = await image(`${SUIT}?w=150&h=150&fit=inside`);
    expect(await sharp(inside.body).metadata()).toMatchObject({ width: 125, height: 150 });
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await image(`${SUIT}?w=60&h=60`);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await image(`${SUIT}?w=60&h=60`, { 'If-None-Match': `W/"other", ${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('cache-control')).toContain('immutable');
  });

  it('renders a variant once and serves the repeat from the disk cache', async () => {
    const path = '/media/catalog/product/shirt/a9c6e8/back.jpg?w=120&h=120';
    const before = { ...handler.stats };
    const first = await image(path);
    expect(handler.stats.renders).toBe(before.renders + 1);
    expect((await cachedFiles()).some((name) => /^[0-9a-f]{64}\.jpg$/.test(name))).toBe(true);
    const second = await image(path);
    expect(handler.stats.renders).toBe(before.renders + 1);
    expect(handler.stats.diskHits).toBe(before.diskHits + 1);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('renders once for concurrent identical requests', async () => {
    const path = '/media/catalog/product/tie/7b1e2e/detail.jpg?w=100&h=120';
    const before = handler.stats.renders;
    const results = await Promise.all([image(path), image(path), image(path), image(path)]);
    expect(results.map(({ response }) => response.status)).toEqual([200, 200, 200, 200]);
    expect(handler.stats.renders).toBe(before + 1);
  });

  it('serves content pictures in their native proportions', async () => {
    const hero = await image('/media/content/hero/2f3e4f/autumn-campaign.jpg?w=480');
    expect(hero.response.status).toBe(200);
    expect(await sharp(hero.body).metadata()).toMatchObject({ width: 480, height: 200 });
    const store = await image('/media/content/store/1f2a44/amsterdam.jpg?w=768');
    expect(await sharp(store.body).metadata()).toMatchObject({ width: 768, height: 480 });
  });

  it('draws only the visible part of a cover crop of a content picture, and it looks the same', async () => {
    const cropped = await image('/media/content/hero/2f3e4f/autumn-campaign.jpg?w=480&h=600&fit=cover&format=png');
    const whole = await rasterise({
      svg: contentSvg('hero', '2f3e4f', 'autumn-campaign'),
      nativeWidth: MOTIF_SIZES.hero.width,
      nativeHeight: MOTIF_SIZES.hero.height,
      width: 480,
      height: 600,
      fit: 'cover',
      quality: 100,
      format: 'png',
      background: '#2f3e4f',
    });
    const a = await sharp(cropped.body).raw().toBuffer({ resolveWithObject: true });
    const b = await sharp(whole).raw().toBuffer({ resolveWithObject: true });
    expect(a.info).toMatchObject({ width: 480, height: 600 });
    let difference = 0;
    for (let i = 0; i < a.data.length; i += 1) difference += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
    expect(difference / a.data.length).toBeLessThan(2);
    expect(coverCrop({ width: 480, height: 600, fit: 'cover' }, { nativeWidth: 2400, nativeHeight: 1000 })).toEqual({
      x: 800,
      y: 0,
      nativeWidth: 800,
      nativeHeight: 1000,
    });
  });

  it('answers HEAD with headers only', async () => {
    const response = await fetch(`${base}${SUIT}?w=60&h=60`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it.each([
    ['w=abc', /w must be a whole number from 1 to 1920/],
    ['w=99999', /w must be a whole number/],
    ['h=0', /h must be a whole number/],
    ['w=12.5', /w must be a whole number/],
    ['q=101', /q must be a whole number from 1 to 100/],
    ['fit=weird', /fit must be one of cover, contain, inside, outside, fill/],
    ['format=gif', /format must be one of/],
    ['auto=compress', /auto only supports/],
    ['w=10&w=20', /only once/],
  ])('rejects %s with a readable 400', async (query, message) => {
    const response = await fetch(`${base}${SUIT}?${query}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(message);
  });

  it.each([
    '/media/catalog/product/hat/1f2a44/front.jpg',
    '/media/catalog/product/suit/zzzzzz/front.jpg',
    '/media/catalog/product/suit/1F2A44/front.jpg',
    '/media/catalog/product/suit/1f2a44/side.jpg',
    '/media/catalog/product/suit/1f2a44/front.png',
    '/media/content/poster/1f2a44/x.jpg',
    '/media/content/hero/1f2a44/Bad_Name.jpg',
    '/media/payment/bitcoin.svg',
    '/media/',
    '/media/catalog/product/suit/..%2F..%2F..%2Fetc%2Fpasswd',
  ])('404 for %s', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/plain');
  });

  it.each([
    '/media/../../etc/passwd',
    '/media/catalog/product/../../../../etc/passwd',
    '/media/payment/../../package.json',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/catalog/product/suit/1f2a44/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/media/catalog/product/suit/1f2a44/%2E%2E%2Ffront.jpg',
  ])('404 for traversal sent byte for byte: %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBe(404);
    expect(body).toBe('Not found');
  });

  it('serves payment badges as SVG', async () => {
    const response = await fetch(`${base}/media/payment/ideal.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('iDEAL');
    const raster = await sharp(Buffer.from(svg)).metadata();
    expect(raster).toMatchObject({ width: 76, height: 48 });
  });

  it('serves the sustainability icon and the picture placeholder', async () => {
    const icon = await fetch(`${base}/media/icons/sustainable.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect(await icon.text()).toContain('Sustainable');
    expect((await fetch(`${base}/media/icons/unknown.svg`)).status).toBe(404);
    const placeholder = await fetch(`${base}/media/catalog/product/placeholder.jpg?w=150&h=150&fit=cover`);
    expect(placeholder.status).toBe(200);
    const meta = await sharp(Buffer.from(await placeholder.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ width: 150, height: 150, format: 'jpeg' });
  });

  it('refuses other methods', async () => {
    const response = await fetch(`${base}${SUIT}`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('MEDIA_CACHE_MAX_MB', () => {
  it('defaults to 512 MB and refuses a cap that is not a whole number of MB', async () => {
    const { parseEnv } = await import('../env.ts');
    expect(parseEnv({}).MEDIA_CACHE_MAX_MB).toBe(512);
    expect(parseEnv({ MEDIA_CACHE_MAX_MB: '64' }).MEDIA_CACHE_MAX_MB).toBe(64);
    for (const bad of ['0', '1.5', 'lots']) expect(() => parseEnv({ MEDIA_CACHE_MAX_MB: bad })).toThrow(/MEDIA_CACHE_MAX_MB/);
  });
});
