import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, productCategories, products } from '../catalog/tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import { FEED_SIZE } from './service.ts';
import { contentDocuments } from './tables.ts';

const FEED_PAGE = `query Page($uid: String!, $lang: String!) {
  contentPage(uid: $uid, lang: $lang) { body { slice_type primary products { sku name inStock } } }
}`;

const t = testApiForFile({ products: 40 });

async function pageWithFeed(uid: string, feedId: string) {
  await t.db.insert(contentDocuments).values({
    type: 'page',
    uid,
    lang: 'nl',
    urlKey: uid,
    data: {
      meta_title: uid,
      page_title: uid,
      url_key: uid,
      body: [{ slice_type: 'feed_block', primary: { squeezely_id: feedId }, fields: [] }],
    },
  });
  const { data, errors } = await t.query(FEED_PAGE, { uid, lang: 'nl' });
  expect(errors).toBeUndefined();
  return (data?.contentPage.body[0]?.products ?? []) as { sku: string; inStock: boolean }[];
}

describe('the feed block (B18): our own product feed keyed by its squeezely_id', () => {
  it('recommends products that can be bought from the whole shop for an id that names no category', async () => {
    const feed = await pageWithFeed('feed-shop', 'vanarkel-instagram');
    expect(feed.length).toBe(FEED_SIZE);
    expect(feed.every((product) => product.inStock)).toBe(true);
    expect(new Set(feed.map((product) => product.sku)).size).toBe(feed.length);
  });

  it('recommends from the category an id names, and is empty when that category has nothing for sale', async () => {
    // A category without subcategories, so its products are the ones linked to it.
    const all = await t.db.select().from(categories);
    const links = await t.db.select().from(productCategories);
    const category = all.find((c) => !all.some((child) => child.parentId === c.id) && links.some((l) => l.categoryId === c.id));
    const inCategory = links.filter((link) => link.categoryId === category!.id).map((link) => ({ id: link.productId }));
    const feed = await pageWithFeed('feed-category', category!.urlPath);
    expect(feed.length).toBeGreaterThan(0);
    const listed = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(
        inArray(
          products.id,
          inCategory.map((row) => row.id),
        ),
      );
    expect(listed.map((row) => row.sku)).toEqual(expect.arrayContaining(feed.map((product) => product.sku)));

    // Nothing of the category for sale any more: the feed is empty, so the storefront hides the block.
    await t.db
      .update(products)
      .set({ isActive: false })
      .where(
        inArray(
          products.id,
          inCategory.map((row) => row.id),
        ),
      );
    expect(await pageWithFeed('feed-nothing-to-buy', category!.urlPath)).toEqual([]);
  });
});
