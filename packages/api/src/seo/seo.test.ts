import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/tables.ts';
import { contentDocuments } from '../content/tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const ENTRIES = `query Entries($type: SitemapEntryType!, $pageSize: Int, $currentPage: Int) {
  sitemapEntries(type: $type, pageSize: $pageSize, currentPage: $currentPage) { total_count items { path lastmod } }
}`;

interface Entries {
  sitemapEntries: { total_count: number; items: Array<{ path: string; lastmod: string | null }> };
}

const t = testApiForFile({ products: 30 });

/** In process, as the server's sitemap router asks: a page of 50,000 is over the cost bound for HTTP clients (decision 032). */
async function entries(type: string, variables: Record<string, unknown> = {}, store = 'nl') {
  return t.api.run({ query: ENTRIES, variables: { type, ...variables }, store }) as Promise<{
    data?: Entries | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }>;
}

describe('sitemap entries (sitemap)', () => {
  it('sitemap: products are the visible parent products as /{url_key}.html with a lastmod', async () => {
    const answer = await entries('PRODUCT');
    expect(answer.errors).toBeUndefined();
    const { items, total_count } = answer.data!.sitemapEntries;
    const parents = await t.db
      .select({ urlKey: products.urlKey, parentId: products.parentId, isVisible: products.isVisible })
      .from(products);
    const listed = parents.filter((p) => p.parentId === null && p.isVisible).map((p) => `/${p.urlKey}.html`);
    expect(total_count).toBe(listed.length);
    expect(items.map((i) => i.path).sort()).toEqual(listed.sort());
    for (const item of items) expect(new Date(item.lastmod ?? '').toString()).not.toBe('Invalid Date');
  });

  it('sitemap: categories, brands and content pages are addresses with a trailing slash', async () => {
    const [categories, brands, content] = await Promise.all([entries('CATEGORY'), entries('BRAND'), entries('CONTENT')]);
    for (const answer of [categories, brands, content]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.sitemapEntries.items.length).toBeGreaterThan(0);
      for (const item of answer.data!.sitemapEntries.items) expect(item.path).toMatch(/^\/([a-z0-9-]+\/)+$/);
    }
    expect(brands.data!.sitemapEntries.items[0]?.path).toBe('/merken/');
    const paths = content.data!.sitemapEntries.items.map((i) => i.path);
    expect(paths).toContain('/over-ons/');
    expect(paths).not.toContain('/');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('sitemap: content pages follow the store language and leave out noindex and unpublished pages', async () => {
    await t.db.insert(contentDocuments).values([
      { type: 'page', uid: 'seo-hidden', lang: 'nl', urlKey: 'seo-hidden', data: { meta_robots: 'noindex,follow' } },
      { type: 'page', uid: 'seo-draft', lang: 'nl', urlKey: 'seo-draft', data: {}, published: false },
      { type: 'page', uid: 'seo-shown', lang: 'nl', urlKey: 'seo-shown', data: { meta_robots: 'index,follow' } },
    ]);
    await t.database.changes.sync();
    const nl = (await entries('CONTENT')).data!.sitemapEntries.items.map((i) => i.path);
    expect(nl).toContain('/seo-shown/');
    expect(nl).not.toContain('/seo-hidden/');
    expect(nl).not.toContain('/seo-draft/');
    const de = (await entries('CONTENT', {}, 'de')).data!.sitemapEntries.items.map((i) => i.path);
    expect(de).not.toContain('/seo-shown/');
    await t.db.delete(contentDocuments).where(eq(contentDocuments.uid, 'seo-shown'));
  });

  it('sitemap: pages split the list without overlap', async () => {
    const whole = (await entries('PRODUCT')).data!.sitemapEntries.items.map((i) => i.path);
    const first = (await entries('PRODUCT', { pageSize: 5, currentPage: 1 })).data!.sitemapEntries;
    const second = (await entries('PRODUCT', { pageSize: 5, currentPage: 2 })).data!.sitemapEntries;
    expect(first.total_count).toBe(whole.length);
    expect([...first.items, ...second.items].map((i) => i.path)).toEqual(whole.slice(0, 10));
    const beyond = (await entries('PRODUCT', { pageSize: 5, currentPage: 1000 })).data!.sitemapEntries;
    expect(beyond.items).toEqual([]);
  });

  it('sitemap: wrong, missing, hostile and oversized paging is refused with a readable message', async () => {
    for (const variables of [{ pageSize: 0 }, { pageSize: 50_001 }, { pageSize: -1 }, { currentPage: 0 }, { currentPage: 2_000_000 }]) {
      const answer = await entries('PRODUCT', variables);
      expect(answer.errors?.[0]?.message).toMatch(/pageSize must be between|currentPage must be a positive/);
      expect(['PAGE_SIZE_INVALID', 'CURRENT_PAGE_INVALID']).toContain(answer.errors?.[0]?.extensions?.code);
    }
    const wrongType = await entries("PRODUCT'; DROP TABLE products; --");
    expect(wrongType.errors?.[0]?.message).toMatch(/SitemapEntryType/);
    const missing = await t.query('{ sitemapEntries { total_count } }');
    expect(missing.errors?.[0]?.message).toMatch(/argument "type"/);
  });
});
