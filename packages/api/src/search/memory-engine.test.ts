import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, PLACE_ORDER, type Variant } from '../cart/cart-fixtures.ts';
import { queryRows } from '../catalog/listing-sql.ts';
import { onPostgres, testApiForFile } from '../platform/test-file-api.ts';
import { everyListingFacet, type SearchEngine, type SearchRequest } from './engine.ts';
import { useSearchEngine } from './engine-of.ts';
import { memoryEngine, type MemorySearchEngine } from './memory-engine.ts';
import { postgresEngine } from './postgres-engine.ts';

/**
 * The copy of the listing read model in the process (decision 068) never answers from before a
 * change that committed before the question: a sale, a price, a product taken off the shop. Until
 * its first load is in, PostgreSQL answers.
 */

const t = testApiForFile({ products: 40 });

const COUNT = /* GraphQL */ `
  query ($search: String, $filters: [ListFilterInput!]) {
    productCount(search: $search, filters: $filters) {
      totalCount
    }
  }
`;

/** A search engine that counts the questions handed to it. */
function counting(engine: SearchEngine): SearchEngine & { asked: number } {
  const counted = {
    asked: 0,
    search: (request: SearchRequest) => {
      counted.asked += 1;
      return engine.search(request);
    },
    count: (request: Parameters<SearchEngine['count']>[0]) => {
      counted.asked += 1;
      return engine.count(request);
    },
    vocabulary: engine.vocabulary,
    countTerms: engine.countTerms,
  };
  return counted;
}

const listing = (skus: string[] | null, filters: SearchRequest['filters'] = []): SearchRequest => ({
  language: 'nl',
  text: null,
  categoryIds: null,
  skus,
  filters,
  sort: 'recommended',
  page: 1,
  pageSize: 36,
  facets: [],
});

/** A configurable product with sizes: its parent and one child, the only one left in stock, with one unit. */
async function lastUnit(): Promise<{ parent: { id: number; sku: string }; variant: Variant }> {
  const [parent] = await queryRows<{ id: number; sku: string }>(
    t.db,
    sql`select p.id, p.sku from products p join listing_products l on l.product_id = p.id and l.language = 'nl'
      where p.type = 'configurable' and l.in_stock and (select count(*) from products c where c.parent_id = p.id and c.is_active) >= 2
      order by p.id limit 1`,
  );
  if (!parent) throw new Error('the seed has no configurable product in stock');
  const [child] = await queryRows<{ id: number; sku: string; price: number }>(
    t.db,
    sql`select c.id, c.sku, c.price from products c where c.parent_id = ${parent.id} and c.is_active order by c.id limit 1`,
  );
  if (!child) throw new Error('no child');
  await t.db.execute(sql`update stock_items set qty = case when product_id = ${child.id} then 1 else 0 end
    where product_id in (select id from products where parent_id = ${parent.id})`);
  return { parent, variant: { productId: child.id, sku: child.sku, parentSku: parent.sku, price: child.price } };
}

describe('the search engine in memory', () => {
  let memory: MemorySearchEngine;

  it('answers from PostgreSQL until its first load is in, then from the copy', async () => {
    const postgres = counting(postgresEngine(t.db, { keepAnswers: false }));
    const engine = memoryEngine(t.db, { fallback: postgres, load: false });
    const request = listing(null);
    const before = await engine.search(request);
    expect(postgres.asked).toBe(1);
    expect(await engine.load()).toBe(true);
    const after = await engine.search(request);
    expect(postgres.asked).toBe(1);
    expect(after).toEqual(before);
    engine.close();
  });

  it('leaves a read model larger than its bound to PostgreSQL', async () => {
    const postgres = counting(postgresEngine(t.db, { keepAnswers: false }));
    const engine = memoryEngine(t.db, { fallback: postgres, maxBytes: 10_000 });
    expect(await engine.ready()).toBe(false);
    expect(engine.size().bytes).toBe(0);
    expect((await engine.search(listing(null))).total).toBeGreaterThan(0);
    expect(postgres.asked).toBe(1);
    engine.close();
  });

  it('shows a product out of stock as soon as the order that took its last unit is placed', async () => {
    const { parent, variant } = await lastUnit();
    memory = memoryEngine(t.db, { fallback: postgresEngine(t.db, { keepAnswers: false }) });
    expect(await memory.ready()).toBe(true);
    useSearchEngine(t.db, memory);
    const inStock = listing([parent.sku], [{ key: 'stock', kind: 'stock', values: [true] }]);
    expect((await memory.search(inStock)).ids).toEqual([parent.id]);
    const search = { search: parent.sku, filters: [{ key: 'stock', values: ['in-stock'] }] };
    const counted = async () => (await t.query(COUNT, search)).data as { productCount: { totalCount: number } };
    expect((await counted()).productCount.totalCount).toBe(1);

    const cartId = await cartWith(t, variant, 1);
    await completeCheckout(t, cartId);
    expect((await t.query(PLACE_ORDER, { id: cartId })).errors).toBeUndefined();

    expect((await memory.search(inStock)).total).toBe(0);
    expect((await memory.search(listing([parent.sku], [{ key: 'stock', kind: 'stock', values: [false] }]))).ids).toEqual([parent.id]);
    expect((await counted()).productCount.totalCount).toBe(0);
  });

  it('shows a new price at once, and a product taken off the shop is gone from listings and searches', async () => {
    const [product] = await queryRows<{ id: number; sku: string; name: string; final_price: number }>(
      t.db,
      sql`select l.product_id as id, l.sku, l.name, l.final_price from listing_products l where l.language = 'nl' order by l.product_id desc limit 1`,
    );
    if (!product) throw new Error('nothing listed');
    const priced = (answer: { priceRange: { min: number; max: number } | null }) => answer.priceRange;
    expect(priced(await memory.search(listing([product.sku])))).toEqual({ min: product.final_price, max: product.final_price });
    await t.db.execute(sql`update products set price = 123456, special_price = null where id = ${product.id}`);
    expect(priced(await memory.search(listing([product.sku])))).toEqual({ min: 123456, max: 123456 });

    const word = product.name.split(/\s+/)[0] as string;
    const searched = { ...listing(null), text: word, pageSize: 1000 };
    expect((await memory.search(searched)).ids).toContain(product.id);
    await t.db.execute(sql`update products set is_visible = false where id = ${product.id}`);
    expect((await memory.search(listing([product.sku]))).total).toBe(0);
    expect((await memory.search(searched)).ids).not.toContain(product.id);
    expect((await memory.search({ ...listing(null), pageSize: 1000 })).ids).not.toContain(product.id);
    // Listed again: back in both.
    await t.db.execute(sql`update products set is_visible = true where id = ${product.id}`);
    expect((await memory.search(searched)).ids).toContain(product.id);
    memory.close();
  });

  it('loads everything again after a refresh of every product, and after missing refreshes that were pruned', async () => {
    const postgres = counting(postgresEngine(t.db, { keepAnswers: false }));
    const engine = memoryEngine(t.db, { fallback: postgres });
    expect(await engine.ready()).toBe(true);
    const [product] = await queryRows<{ id: number; sku: string }>(
      t.db,
      sql`select l.product_id as id, l.sku from listing_products l where l.language = 'nl' order by l.product_id limit 1`,
    );
    if (!product) throw new Error('nothing listed');
    const price = async () => (await engine.search(listing([product.sku]))).priceRange?.min;
    // As the seed writes: bookkeeping off, then one refresh of everything.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shop.listing_deferred', 'on', true)`);
      await tx.execute(sql`update products set price = 99999, special_price = null where id = ${product.id}`);
      await tx.execute(sql`select listing_refresh(null)`);
    });
    expect(await price()).toBe(99999);
    expect(postgres.asked).toBe(0);

    // A refresh the copy did not see is no longer in listing_changes: PostgreSQL answers while it loads.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shop.listing_deferred', 'on', true)`);
      await tx.execute(sql`update products set price = 88888 where id = ${product.id}`);
      await tx.execute(sql`select listing_refresh(array[${product.id}]::int[])`);
      await tx.execute(sql`delete from listing_changes where xid = pg_current_xact_id()`);
      await tx.execute(sql`update listing_changes_pruned set xid = pg_current_xact_id()`);
    });
    expect(await price()).toBe(88888);
    expect(postgres.asked).toBe(1);
    expect(await engine.load()).toBe(true);
    expect(await price()).toBe(88888);
    expect(postgres.asked).toBe(1);
    engine.close();
  });

  it("tells a search's page before it has counted the facets, so the page's products are read meanwhile", async () => {
    const engine = memoryEngine(t.db, { fallback: postgresEngine(t.db, { keepAnswers: false }) });
    expect(await engine.ready()).toBe(true);
    const [named] = await queryRows<{ name: string }>(
      t.db,
      sql`select l.name from listing_products l where l.language = 'nl' order by l.product_id limit 1`,
    );
    const word = (named?.name ?? '').split(/\s+/).find((w) => w.length >= 6) ?? '';
    const categories = await queryRows<{ id: number }>(t.db, sql`select id from categories`);
    const request = { ...listing(null), text: word, facets: everyListingFacet(categories.map((c) => c.id)) };
    const told: string[] = [];
    const pages: (readonly number[])[] = [];
    const answer = engine.search(request, (ids) => {
      told.push('page');
      pages.push(ids);
    });
    void answer.then(() => told.push('answer'));
    const answered = await answer;
    expect(told).toEqual(['page', 'answer']);
    expect(answered.total).toBeGreaterThan(0);
    expect(pages).toEqual([answered.ids]);
    expect(answered).toEqual(await engine.search(request));

    // A misspelt word finds nothing as typed: only the corrected search's page is told.
    pages.length = 0;
    const misspelt = `${word.slice(0, 3)}${word.slice(4)}`;
    const corrected = await engine.search({ ...request, text: misspelt }, (ids) => pages.push(ids));
    expect(corrected.correctedText).not.toBeNull();
    expect(pages).toEqual([corrected.ids]);
    engine.close();
  });

  // PGlite runs one transaction at a time: only a PostgreSQL server commits them out of order.
  it.skipIf(!onPostgres)(
    'loads, and keeps answering, while an older transaction anywhere on the server holds the horizon past a prune',
    async () => {
      // A transaction with an id, left open (a report, a dump, another database's work): every
      // snapshot's horizon stays at or below it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let begun = () => {};
      const started = new Promise<void>((resolve) => (begun = resolve));
      const open = t.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_current_xact_id()`);
        begun();
        await held;
      });
      await started;
      try {
        // A prune after it: its newest pruned transaction is above every snapshot's horizon from now on.
        await t.db.execute(sql`update listing_changes_pruned set xid = pg_current_xact_id()`);
        const engine = memoryEngine(t.db, { fallback: postgresEngine(t.db, { keepAnswers: false }) });
        expect(await engine.ready()).toBe(true);
        const [product] = await queryRows<{ id: number; sku: string }>(
          t.db,
          sql`select l.product_id as id, l.sku from listing_products l where l.language = 'nl' order by l.product_id desc limit 1`,
        );
        if (!product) throw new Error('nothing listed');
        await t.db.execute(sql`update products set price = 77777, special_price = null where id = ${product.id}`);
        // Caught up from listing_changes, not loaded again and again: nothing was pruned since the load.
        expect((await engine.search(listing([product.sku]))).priceRange?.min).toBe(77777);
        engine.close();
      } finally {
        release();
        await open;
      }
    },
  );

  it.skipIf(!onPostgres)('sees a change whose transaction began before one it already saw but committed after it', async () => {
    const engine = memoryEngine(t.db, { fallback: postgresEngine(t.db, { keepAnswers: false }) });
    expect(await engine.ready()).toBe(true);
    const two = await queryRows<{ id: number; sku: string }>(
      t.db,
      sql`select l.product_id as id, l.sku from listing_products l where l.language = 'nl' order by l.product_id limit 2`,
    );
    const [early, late] = two;
    if (!early || !late) throw new Error('nothing listed');
    const price = async (sku: string) => (await engine.search(listing([sku]))).priceRange?.min;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun = () => {};
    const started = new Promise<void>((resolve) => (begun = resolve));
    // The early transaction takes its transaction id first and commits last.
    const earlier = t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set price = 111111, special_price = null where id = ${early.id}`);
      begun();
      await held;
    });
    await started;
    await t.db.execute(sql`update products set price = 222222, special_price = null where id = ${late.id}`);
    expect(await price(late.sku)).toBe(222222);
    expect(await price(early.sku)).not.toBe(111111);
    release();
    await earlier;
    expect(await price(early.sku)).toBe(111111);
    engine.close();
  });
});
