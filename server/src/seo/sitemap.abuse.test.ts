import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoRouter, SITEMAP_CACHE_ENTRIES, type SeoRouterOptions } from './router.ts';

// An API whose every page is one product: each sitemap part a client names is an API page of its own.
const asked: number[] = [];
const api: SeoRouterOptions['api'] = async (operation) => {
  const { currentPage } = operation.variables as { currentPage: number };
  asked.push(currentPage);
  return { status: 200, data: { sitemapEntries: { total_count: 1_000_000, items: [{ path: `/p-${currentPage}.html`, lastmod: null }] } } };
};

const app = express();
app.use((_req, res, next) => {
  res.locals.storeCode = 'nl';
  next();
});
app.use(seoRouter({ api, storeCodes: async () => ['nl'], perFile: 1 }));
const server = app.listen(0, '127.0.0.1');
const file = (part: number) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sitemap/nl/product-${part}.xml`);

beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => {
  server.close();
});

describe('sitemap answers kept in memory (abuse)', () => {
  it('a crawler naming part after part keeps at most SITEMAP_CACHE_ENTRIES pages, the least recently asked going first', async () => {
    const parts = SITEMAP_CACHE_ENTRIES + 50;
    for (let part = 1; part <= parts; part += 1) expect((await file(part)).status).toBe(200);
    expect(asked).toHaveLength(parts);
    // The newest part is still kept: asking again costs the API nothing.
    await file(parts);
    expect(asked).toHaveLength(parts);
    // The first parts made room for the later ones, so they are read from the API again.
    await file(1);
    expect(asked).toHaveLength(parts + 1);
    expect(asked.at(-1)).toBe(1);
  });
});
