import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiOperation } from '@shop/api/client';
import { seoRouter, SITEMAP_API_PAGE } from './router.ts';
import { escapeXml, isDisallowed, robotsTxt, SITEMAP_MAX_URLS, sitemapIndexXml, sitemapParts, urlsetXml } from './sitemap.ts';

describe('sitemap builder (sitemap)', () => {
  it('sitemap: splits at 50,000 addresses a file', () => {
    expect(sitemapParts(0)).toBe(1);
    expect(sitemapParts(50_000)).toBe(1);
    expect(sitemapParts(50_001)).toBe(2);
    expect(sitemapParts(120_000)).toBe(3);
    expect(sitemapParts(7, 3)).toBe(3);
    expect(sitemapParts(10, 80_000)).toBe(1);
    const full = Array.from({ length: SITEMAP_MAX_URLS }, (_, i) => ({ loc: `https://a.nl/p${i}.html` }));
    expect(urlsetXml(full).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
    expect(() => urlsetXml([...full, { loc: 'https://a.nl/one-more.html' }])).toThrow(RangeError);
  });

  it('sitemap: escapes XML in addresses and drops characters XML forbids', () => {
    expect(escapeXml(`/a?b=1&c=<2>"'`)).toBe('/a?b=1&amp;c=&lt;2&gt;&quot;&apos;');
    expect(escapeXml('/a\u0000\u0008b/')).toBe('/ab/');
    const xml = urlsetXml([{ loc: 'https://a.nl/x/?a=1&b=</loc><script>' }]);
    expect(xml).toContain('<loc>https://a.nl/x/?a=1&amp;b=&lt;/loc&gt;&lt;script&gt;</loc>');
    expect(xml).not.toContain('<script>');
  });

  it('sitemap: lastmod as a W3C date-time, left out when unknown or not a date', () => {
    const xml = urlsetXml([
      { loc: 'https://a.nl/1/', lastmod: '2026-03-01T10:00:00+01:00' },
      { loc: 'https://a.nl/2/', lastmod: null },
      { loc: 'https://a.nl/3/', lastmod: 'yesterday-ish' },
    ]);
    expect(xml).toContain('<url><loc>https://a.nl/1/</loc><lastmod>2026-03-01T09:00:00.000Z</lastmod></url>');
    expect(xml).toContain('<url><loc>https://a.nl/2/</loc></url>');
    expect(xml).toContain('<url><loc>https://a.nl/3/</loc></url>');
    expect(sitemapIndexXml([{ loc: 'https://a.nl/sitemap/nl/product-1.xml', lastmod: '2026-01-02T00:00:00Z' }])).toContain(
      '<sitemap><loc>https://a.nl/sitemap/nl/product-1.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>',
    );
  });

  it('R6, sitemap: robots.txt keeps crawlers out of personal, search and utility pages and names the sitemap', () => {
    const text = robotsTxt('https://a.nl');
    for (const path of ['/customer/', '/cart/', '/checkout/', '/zoeken/', '/styleguide/', '/preview/', '/experiments/', '/empty-page/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(isDisallowed('/styleguide/')).toBe(true);
    expect(isDisallowed('/Preview/draft/')).toBe(true);
    expect(isDisallowed('/graphql')).toBe(true);
    expect(isDisallowed('/cartier/')).toBe(false);
    expect(isDisallowed('/kleding/')).toBe(false);
    expect(text).toContain('Sitemap: https://a.nl/sitemap.xml');
  });
});

// A fake API: 7 products, 2 categories, no content pages, a failing brand list for store `xx`.
const PRODUCTS = Array.from({ length: 7 }, (_, i) => ({ path: `/p-${i}.html`, lastmod: `2026-01-0${i + 1}T00:00:00.000Z` }));
const operations: ApiOperation[] = [];
async function fakeApi(operation: ApiOperation) {
  operations.push(operation);
  const { type, pageSize, currentPage } = operation.variables as { type: string; pageSize: number; currentPage: number };
  if (operation.store === 'de' && type === 'BRAND') return { status: 200, errors: [{ message: 'Internal server error' }] };
  const all =
    type === 'PRODUCT'
      ? PRODUCTS
      : type === 'CATEGORY'
        ? [
            { path: '/kleding/', lastmod: null },
            { path: '/a&b/', lastmod: null },
          ]
        : [];
  const start = (currentPage - 1) * pageSize;
  return { status: 200, data: { sitemapEntries: { total_count: all.length, items: all.slice(start, start + pageSize) } } };
}

const app = express();
app.use((req, res, next) => {
  res.locals.storeCode = req.get('x-test-store') ?? 'nl';
  next();
});
app.use(seoRouter({ api: fakeApi, storeCodes: async () => ['nl', 'de'], perFile: 3 }));
app.use((_req, res) => {
  res.status(404).send('not found');
});
const server = app.listen(0, '127.0.0.1');
const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => {
  server.close();
});

describe('sitemap and robots over HTTP (sitemap)', () => {
  it('sitemap: the index lists every part of every kind for the current store, as XML with a cache lifetime', async () => {
    const response = await fetch(`${base()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(response.headers.get('vary')).toMatch(/Cookie/i);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(base(), ''));
    expect(locs).toEqual([
      '/sitemap/nl/product-1.xml',
      '/sitemap/nl/product-2.xml',
      '/sitemap/nl/product-3.xml',
      '/sitemap/nl/category-1.xml',
      '/sitemap/nl/content-1.xml',
      '/sitemap/nl/brand-1.xml',
    ]);
    expect(xml).toContain('<lastmod>2026-01-03T00:00:00.000Z</lastmod>');
  });

  it('sitemap: a store sitemap file holds its part of the addresses, absolute and escaped', async () => {
    const third = await (await fetch(`${base()}/sitemap/nl/product-3.xml`)).text();
    expect([...third.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${base()}/p-6.html`]);
    const categories = await (await fetch(`${base()}/sitemap/nl/category-1.xml`)).text();
    expect(categories).toContain(`<loc>${base()}/a&amp;b/</loc>`);
    // A utility page robots.txt disallows is never listed.
    const content = await fetch(`${base()}/sitemap/nl/content-1.xml`);
    expect(content.status).toBe(200);
    const contentXml = await content.text();
    expect(contentXml).toContain('<urlset');
    expect(contentXml).not.toContain('styleguide');
  });

  it('sitemap: unknown stores, parts beyond the end and hostile names are not found', async () => {
    for (const path of [
      '/sitemap/xx/product-1.xml',
      '/sitemap/nl/product-4.xml',
      '/sitemap/nl/product-0.xml',
      '/sitemap/nl/orders-1.xml',
      '/sitemap/nl/..%2f..%2fetc-1.xml',
      `/sitemap/nl/product-${'9'.repeat(400)}.xml`,
    ]) {
      expect((await fetch(`${base()}${path}`)).status, path).toBe(404);
    }
  });

  it('sitemap: an API failure answers 503 with a readable text, no stack trace, and is not cached', async () => {
    const response = await fetch(`${base()}/sitemap.xml`, { headers: { 'x-test-store': 'de' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toMatch(/not available right now/);
    expect(text).not.toMatch(/Error|at |\.ts/);
  });

  it('sitemap: answers are kept, so a second index costs no API call', async () => {
    await fetch(`${base()}/sitemap.xml`);
    const before = operations.length;
    await fetch(`${base()}/sitemap.xml`);
    expect(operations.length).toBe(before);
  });

  it('sitemap: robots.txt answers as text with the sitemap on the host asked', async () => {
    const response = await fetch(`${base()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toContain(`Sitemap: ${base()}/sitemap.xml`);
  });
});

describe('a sitemap file of 50,000 addresses', () => {
  it('is read from the API in pages within the GraphQL budget and holds them all', async () => {
    const total = SITEMAP_API_PAGE * 2 + 7;
    const asked: number[] = [];
    const many = express();
    many.use(
      seoRouter({
        storeCodes: async () => ['nl'],
        api: async (operation) => {
          const { pageSize, currentPage } = operation.variables as { pageSize: number; currentPage: number };
          asked.push(pageSize);
          const start = (currentPage - 1) * pageSize;
          const items = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => ({
            path: `/p-${start + i}.html`,
            lastmod: null,
          }));
          return { status: 200, data: { sitemapEntries: { total_count: total, items } } };
        },
      }),
    );
    const listening = many.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const xml = await (await fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/sitemap/nl/product-1.xml`)).text();
      expect([...xml.matchAll(/<loc>/g)]).toHaveLength(total);
      expect(xml).toContain(`/p-${total - 1}.html</loc>`);
      expect(Math.max(...asked)).toBe(SITEMAP_API_PAGE);
    } finally {
      listening.close();
    }
  });
});
