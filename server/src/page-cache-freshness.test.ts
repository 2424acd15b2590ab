import { randomBytes } from 'node:crypto';
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '@shop/api/testing';
import { placeGuestOrder } from './guest-order.fixture.ts';
import { startTestShop, type TestShop } from './test-shop.ts';

// A page is never older than the last commit plus one second (decision 063): the page cache keeps
// the product page, and a stock change by an order or a price change by the staff is on the page
// within a second, through the change feed's tags, in this process and in another on one database.

const FRESH_WITHIN_MS = 1_000;

async function ask<T>(base: string, query: string, variables: object = {}): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl' },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!answer.data || answer.errors?.length) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

interface Candidate {
  sku: string;
  urlKey: string;
  size: string;
  stock: number;
}

/** A configurable product with a size of which at least two are in stock. */
async function candidate(base: string): Promise<Candidate> {
  const { products } = await ask<{
    products: { items: { sku: string; url_key: string; variants?: { product: { sku: string; stock_left: number | null } }[] }[] };
  }>(
    base,
    `{ products(search: "", pageSize: 40) { items { sku url_key ... on ConfigurableProduct { variants { product { sku stock_left } } } } } }`,
  );
  for (const item of products.items) {
    const variant = item.variants?.find((v) => (v.product.stock_left ?? 0) >= 2);
    if (variant) return { sku: item.sku, urlKey: item.url_key, size: variant.product.sku, stock: variant.product.stock_left ?? 0 };
  }
  throw new Error('no configurable product in stock');
}

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    etag: response.headers.get('etag'),
    html: await response.text(),
  };
}

/**
 * Asks for the page until `fresh` holds; `afterMs` is when the first fresh answer was asked for,
 * after `since` (its rendering time is the machine's, not staleness).
 */
async function freshAfter(base: string, path: string, since: number, fresh: (answer: Awaited<ReturnType<typeof page>>) => boolean) {
  for (;;) {
    const askedAt = Date.now();
    const answer = await page(base, path);
    if (fresh(answer)) return { answer, afterMs: askedAt - since };
    if (Date.now() - since > 5 * FRESH_WITHIN_MS) throw new Error(`${path} still showed the old page after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The change just made shows on the page within FRESH_WITHIN_MS (timed from now, as `freshAfter` times it). */
async function expectFreshSoon(base: string, path: string, fresh: Parameters<typeof freshAfter>[3]) {
  const { afterMs } = await freshAfter(base, path, Date.now(), fresh);
  expect(afterMs).toBeLessThan(FRESH_WITHIN_MS);
}

/** Sets the price of a product and its variants, as a staff edit writes the product rows. */
async function setPrice(test: TestShop, sku: string, cents: number) {
  const db = test.shop.database!.db;
  const [parent] = await db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.sku, sku));
  await db
    .update(tables.products)
    .set({ price: cents, specialPrice: null })
    .where(or(eq(tables.products.id, parent!.id), inArray(tables.products.parentId, [parent!.id])));
}

/** 123,45 as the shop writes a price. */
const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

describe('the page cache on the embedded database', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  }, 300_000);
  afterAll(async () => {
    await shop?.stop();
  });

  it('shows a stock change by an order and a price change within a second', async () => {
    const product = await candidate(shop.base);
    const path = `/${product.urlKey}.html`;
    const first = await page(shop.base, path);
    expect(first.status).toBe(200);
    const kept = await page(shop.base, path);
    expect(kept.cache).toBe('HIT');

    // Timed from the order's answer, which comes after its commit.
    await placeGuestOrder(shop.base, { parentSku: product.sku, sku: product.size });
    // The order's stock change purged the kept page: the next answer is rendered from the database.
    await expectFreshSoon(shop.base, path, (answer) => answer.cache === 'MISS');
    const { stock_left } = (
      await ask<{ products: { items: { variants: { product: { sku: string; stock_left: number } }[] }[] } }>(
        shop.base,
        `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct { variants { product { sku stock_left } } } } } }`,
        { sku: product.sku },
      )
    ).products.items[0]!.variants.find((v) => v.product.sku === product.size)!.product;
    expect(stock_left).toBe(product.stock - 1);

    // A price set by the staff (a write to the product rows, as the console's would be).
    expect(await page(shop.base, path).then((a) => a.cache)).toBe('HIT');
    await setPrice(shop, product.sku, 12_345);
    await expectFreshSoon(shop.base, path, (answer) => answer.html.includes(euros(12_345)));
  }, 120_000);

  it("drops a kept listing within a second when the staff pin a product to its category's top", async () => {
    const db = shop.shop.database!.db;
    // A category with products of its own, as the merchandising page pins them (decision 056).
    const [member] = await db
      .select({
        categoryId: tables.productCategories.categoryId,
        productId: tables.productCategories.productId,
        urlPath: tables.categories.urlPath,
      })
      .from(tables.productCategories)
      .innerJoin(tables.categories, eq(tables.categories.id, tables.productCategories.categoryId))
      .where(eq(tables.categories.isActive, true))
      .limit(1);
    const path = `/${member!.urlPath}/`;
    expect((await page(shop.base, path)).status).toBe(200);
    expect((await page(shop.base, path)).cache).toBe('HIT');
    await db
      .insert(tables.categorySequences)
      .values({ categoryId: member!.categoryId, profile: 'default', productId: member!.productId, position: 1 });
    await expectFreshSoon(shop.base, path, (answer) => answer.cache === 'MISS');
  }, 120_000);

  it('drops only the pages that show a content document an editor changed, within a second', async () => {
    const db = shop.shop.database!.db;
    const content = tables.contentDocuments;
    const [document] = await db
      .select({ id: content.id, uid: content.uid, urlKey: content.urlKey })
      .from(content)
      .where(and(eq(content.type, 'page'), eq(content.lang, 'nl'), eq(content.published, true), like(content.urlKey, '%/%')))
      .limit(1);
    const contentPath = `/${document!.urlKey}/`;
    const product = await candidate(shop.base);
    const productPath = `/${product.urlKey}.html`;
    for (const path of [contentPath, productPath]) {
      expect((await page(shop.base, path)).status).toBe(200);
      expect((await page(shop.base, path)).cache).toBe('HIT');
    }

    // The page's own document: its page is drawn anew, the product page (which does not show it) is kept.
    const title = `Bezorging en retour ${randomBytes(3).toString('hex')}`;
    await db
      .update(content)
      .set({ data: sql`${content.data} || jsonb_build_object('page_title', ${title}::text, 'meta_title', ${title}::text)` })
      .where(eq(content.id, document!.id));
    await expectFreshSoon(shop.base, contentPath, (answer) => answer.html.includes(title));
    expect((await page(shop.base, productPath)).cache).toBe('HIT');

    // A document of the shell (the footer's menus), which every page shows: the product page goes too.
    await db
      .update(content)
      .set({ data: sql`${content.data}` })
      .where(and(eq(content.uid, 'footer_menu_service'), eq(content.lang, 'nl')));
    await expectFreshSoon(shop.base, productPath, (answer) => answer.cache === 'MISS');
  }, 120_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl || process.env.SHOP_SKIP_POSTGRES_TESTS === '1')(
  'the page cache of two shops on one PostgreSQL database',
  () => {
    const database = `shop_page_cache_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    let first: TestShop;
    let second: TestShop;
    beforeAll(async () => {
      await admin.connect();
      await admin.query(`create database ${database}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${database}`;
      // Each has its own pool and its own listening connection, as two processes would.
      first = await startTestShop({ DATABASE_URL: url.href });
      second = await startTestShop({ DATABASE_URL: url.href });
    }, 300_000);
    afterAll(async () => {
      await first?.stop();
      await second?.stop();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    });

    it("shows an order placed through one shop on the other's kept page within a second", async () => {
      const product = await candidate(first.base);
      const path = `/${product.urlKey}.html`;
      await page(second.base, path);
      expect((await page(second.base, path)).cache).toBe('HIT');
      await placeGuestOrder(first.base, { parentSku: product.sku, sku: product.size });
      await expectFreshSoon(second.base, path, (answer) => answer.cache === 'MISS');

      expect((await page(second.base, path)).cache).toBe('HIT');
      await setPrice(first, product.sku, 23_456);
      await expectFreshSoon(second.base, path, (answer) => answer.html.includes(euros(23_456)));
    }, 120_000);
  },
);
