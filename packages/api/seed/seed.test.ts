import { and, asc, count, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/platform/db.ts';
import { migratedPgliteDatabase } from '../src/platform/testing.ts';
import { appMeta, contentDocuments, products, stockItems, stores, storeLocations } from '../src/platform/schema.ts';
import { DEMO_GIFT_CARDS, hashGiftCardPin, seedDatabase } from './index.ts';

const PRODUCTS = 60;

async function freshSeededDatabase(seed: number): Promise<Database> {
  const database = await migratedPgliteDatabase();
  await seedDatabase(database.db, { products: PRODUCTS, seed });
  return database;
}

/** The catalogue as a shopper would compare it: skus, names and prices of every product row. */
async function catalogueFingerprint(db: Db) {
  return db
    .select({ sku: products.sku, name: products.name, price: products.price, specialPrice: products.specialPrice, urlKey: products.urlKey })
    .from(products)
    .orderBy(asc(products.id));
}

/**
 * These tests seed embedded databases whatever the test engine, so the PostgreSQL pass would only run
 * them again; it seeds PostgreSQL itself, for its template databases (decision 043).
 */
const repeatOnPostgres = process.env.SHOP_TEST_ENGINE === 'postgres';

// One seeded database shared by the file: opening PGlite is the slow part of these tests.
let database: Database | undefined;
let db: Db;
beforeAll(async () => {
  if (repeatOnPostgres) return;
  database = await freshSeededDatabase(1);
  db = database.db;
});
afterAll(async () => database?.close());

describe.skipIf(repeatOnPostgres)('seedDatabase with 60 products', () => {
  it('creates the nine stores in switcher order with the Dutch store as default (CA29: nl free shipping from 100 euro)', async () => {
    const rows = await db.select().from(stores).orderBy(asc(stores.sortOrder));
    expect(rows.map((s) => s.code)).toEqual(['nl', 'en', 'gb', 'be', 'de', 'ch', 'dk', 'no', 'se']);
    expect(rows.filter((s) => s.isDefault).map((s) => s.code)).toEqual(['nl']);
    expect(rows.find((s) => s.code === 'nl')).toMatchObject({
      locale: 'nl_NL',
      freeShippingLimit: 10_000,
      taxRateHigh: 2100,
      taxLabel: 'BTW 21%',
    });
    expect(rows.filter((s) => s.freeShippingLimit !== null)).toHaveLength(1);
    expect(rows.find((s) => s.code === 'de')?.storeInformation.hours).toBe('Mo 12:00-18:00, Di-Sa 10:00-18:00, So 12:00-17:00');
  });

  it('gives every configurable product at least four children, each with a stock row', async () => {
    const parents = await db.select({ id: products.id }).from(products).where(eq(products.type, 'configurable'));
    expect(parents).toHaveLength(PRODUCTS);
    const children = await db
      .select({ parentId: products.parentId, withStock: count(stockItems.productId), all: count() })
      .from(products)
      .leftJoin(stockItems, eq(stockItems.productId, products.id))
      .where(isNotNull(products.parentId))
      .groupBy(products.parentId);
    expect(children).toHaveLength(PRODUCTS);
    for (const group of children) {
      expect(group.all).toBeGreaterThanOrEqual(4);
      expect(group.withStock).toBe(group.all);
    }
  });

  it('has sold-out, low-stock and available-soon children', async () => {
    const children = await db
      .select({ qty: stockItems.qty, soon: stockItems.availableSoonDate })
      .from(stockItems)
      .innerJoin(products, eq(products.id, stockItems.productId))
      .where(isNotNull(products.parentId));
    expect(children.some((c) => c.qty === 0)).toBe(true);
    expect(children.some((c) => c.qty >= 1 && c.qty <= 3)).toBe(true);
    expect(children.some((c) => c.qty === 0 && c.soon !== null)).toBe(true);
  });

  it('has exactly one gift card, sku giftcard at /cadeaukaart.html (D11)', async () => {
    const cards = await db.select().from(products).where(eq(products.sku, 'giftcard'));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ type: 'giftcard', urlKey: 'cadeaukaart', price: 2500 });
    expect(await db.select({ n: count() }).from(products).where(eq(products.type, 'giftcard'))).toEqual([{ n: 1 }]);
  });

  it('keeps one model in seven colours for the "5 swatches then +2" tile (C24)', async () => {
    const models = await db
      .select({ model: sql<string>`${products.attributes}->>'model'`, colours: count() })
      .from(products)
      .where(eq(products.type, 'configurable'))
      .groupBy(sql`${products.attributes}->>'model'`);
    expect(Math.max(...models.map((m) => m.colours))).toBeGreaterThanOrEqual(7);
  });

  it('prices end in 95 or 00 and sale prices are lower than regular prices', async () => {
    const rows = await db.select({ price: products.price, special: products.specialPrice }).from(products).where(isNull(products.parentId));
    for (const row of rows) {
      expect([95, 0]).toContain(row.price % 100);
      if (row.special !== null) expect(row.special).toBeLessThan(row.price);
    }
    expect(rows.some((row) => row.special !== null)).toBe(true);
  });

  it('writes home, 404, header_menu and main_navigation in nl, en and de', async () => {
    const uids = ['home', '404', 'header_menu', 'main_navigation'];
    const docs = await db
      .select({ uid: contentDocuments.uid, lang: contentDocuments.lang })
      .from(contentDocuments)
      .where(inArray(contentDocuments.uid, uids));
    for (const uid of uids) {
      expect(
        docs
          .filter((d) => d.uid === uid)
          .map((d) => d.lang)
          .sort(),
      ).toEqual(['de', 'en', 'nl']);
    }
  });

  it('fills the home product slider with skus of visible configurable products', async () => {
    const [home] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.uid, 'home'), eq(contentDocuments.lang, 'nl')));
    const body = home?.data.body as { slice_type: string; fields: { magento_product_sku?: string }[] }[];
    const skus = body.find((b) => b.slice_type === 'product_slider')?.fields.map((f) => f.magento_product_sku ?? '') ?? [];
    expect(skus).toHaveLength(8);
    const found = await db
      .select({ sku: products.sku })
      .from(products)
      .where(and(inArray(products.sku, skus), eq(products.type, 'configurable'), eq(products.isVisible, true)));
    expect(found).toHaveLength(8);
  });

  it('keeps one usp without a label, which the storefront hides (P8)', async () => {
    const [usp] = await db
      .select()
      .from(contentDocuments)
      .where(and(eq(contentDocuments.uid, 'usp'), eq(contentDocuments.lang, 'nl')));
    const header = (usp?.data.header ?? []) as { label: string }[];
    expect(header.some((item) => item.label === '')).toBe(true);
  });

  it('has an inactive store location for the locator to leave out (SL1)', async () => {
    const inactive = await db.select({ n: count() }).from(storeLocations).where(eq(storeLocations.active, false));
    expect(inactive).toEqual([{ n: 1 }]);
  });

  it('stores gift card PINs as SHA-256 hashes only', async () => {
    const card = DEMO_GIFT_CARDS[0];
    const rows = await db.execute(sql`select pin_hash from gift_cards where number = ${card.number}`);
    expect((rows as unknown as { rows: { pin_hash: string }[] }).rows[0]?.pin_hash).toBe(hashGiftCardPin(card.pin));
  });

  it('records the seed in app_meta and refuses to seed again', async () => {
    const [meta] = await db.select().from(appMeta).where(eq(appMeta.key, 'seed'));
    expect(meta?.value).toEqual({ products: PRODUCTS, seed: 1, version: 1 });
    await expect(seedDatabase(db, { products: 5 })).rejects.toThrow(/empty database/);
  });

  it('moves the id sequences past the explicit ids', async () => {
    const [max] = await db.select({ id: sql<number>`max(${products.id})` }).from(products);
    const [next] = await db
      .insert(products)
      .values({ sku: 'sequence-check', type: 'simple', urlKey: 'sequence-check', name: { nl: 'x' }, price: 100 })
      .returning({ id: products.id });
    expect(next?.id).toBeGreaterThan(Number(max?.id));
    await db.delete(products).where(eq(products.sku, 'sequence-check'));
  });
});

describe.skipIf(repeatOnPostgres)('seed determinism', () => {
  it('gives the same data for the same seed and another catalogue for another seed', async () => {
    const same = await freshSeededDatabase(1);
    const other = await freshSeededDatabase(2);
    try {
      const expected = await catalogueFingerprint(db);
      expect(expected.length).toBeGreaterThan(PRODUCTS);
      expect(await catalogueFingerprint(same.db)).toEqual(expected);
      expect(await catalogueFingerprint(other.db)).not.toEqual(expected);
      const stockOf = (target: Db) =>
        target.select().from(stockItems).where(lte(stockItems.productId, 200)).orderBy(asc(stockItems.productId));
      expect(await stockOf(same.db)).toEqual(await stockOf(db));
      const docsOf = (target: Db) =>
        target
          .select({ uid: contentDocuments.uid, lang: contentDocuments.lang, data: contentDocuments.data })
          .from(contentDocuments)
          .orderBy(asc(contentDocuments.id));
      expect(await docsOf(same.db)).toEqual(await docsOf(db));
    } finally {
      await Promise.all([same.close(), other.close()]);
    }
  }, 180_000);
});
