import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../cart/cart-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import { bundleOptions, products, stockItems } from './tables.ts';

// A listing's tiles read a configurable's sizes summed up by the database, not each size's row
// (product-graph.ts, depth `listItem`); these are the shopper-visible fields that come from them.
const TILE = 'sku inStock availability color';
const LIST = `query ($page: Int) { productList(page: $page, itemsPerPage: 72) { totalCount products { ${TILE} } } }`;
const SEARCH = `query ($search: String!) { search(search: $search, itemsPerPage: 72) { productData { products { ${TILE} } } } }`;
const BY_SKUS = `query ($skus: [String!]!) { productsBySkus(skus: $skus) { ${TILE} } }`;
// The product page reads every size with its stock.
const PAGE = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { sku stock_status available_soon color_label } } }`;

interface Tile {
  sku: string;
  inStock: boolean;
  availability: string[];
  color: string | null;
}

const t = testApiForFile({ products: 40 });

/** A configurable's sizes in their order (position, id), active or not. */
async function sizesOf(parentId: number) {
  return t.db.select().from(products).where(eq(products.parentId, parentId)).orderBy(asc(products.position), asc(products.id));
}

async function setStock(productId: number, qty: number, availableSoonDate: string | null = null) {
  await t.db
    .insert(stockItems)
    .values({ productId, qty, availableSoonDate })
    .onConflictDoUpdate({ target: stockItems.productId, set: { qty, availableSoonDate } });
}

/** Every tile of the listing, by sku (the listing is read page by page). */
async function listedTiles(): Promise<Map<string, Tile>> {
  const tiles = new Map<string, Tile>();
  for (let page = 1; ; page++) {
    const { productList } = dataOf(await t.query(LIST, { page }));
    for (const tile of productList.products as Tile[]) tiles.set(tile.sku, tile);
    if (page * 72 >= productList.totalCount) return tiles;
  }
}

describe('tiles: stock and colour from a configurable’s sizes', () => {
  it('say what the product page says, as the active sizes decide, in the listing, the search and the sliders', async () => {
    const [bundle] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.type, 'bundle'), isNull(products.parentId)))
      .limit(1);
    expect(bundle, 'the seed has a bundle').toBeDefined();
    const slots = await t.db
      .select()
      .from(bundleOptions)
      .where(eq(bundleOptions.bundleProductId, bundle!.id))
      .orderBy(asc(bundleOptions.position));
    const [first, second] = await t.db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          slots.map((s) => s.productId),
        ),
      );
    expect(first?.type).toBe('configurable');
    expect(second?.type).toBe('configurable');
    await t.db.update(bundleOptions).set({ required: true }).where(eq(bundleOptions.bundleProductId, bundle!.id));
    const others = await t.db
      .select()
      .from(products)
      .where(
        and(
          eq(products.type, 'configurable'),
          isNull(products.parentId),
          eq(products.isVisible, true),
          ne(products.id, first!.id),
          ne(products.id, second!.id),
        ),
      )
      .orderBy(asc(products.id))
      .limit(2);
    const [soldOut, colourless] = others;

    // Sold out but expected back: no active size has a unit (one counts below zero), one has a date,
    // and an inactive size's units do not count.
    const [a1, a2, a3, ...aRest] = await sizesOf(first!.id);
    await setStock(a1!.id, 0);
    await setStock(a2!.id, -3);
    await setStock(a3!.id, 0, '2031-03-01');
    for (const size of aRest) await setStock(size.id, 0);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, a1!.id));
    await setStock(a1!.id, 9);
    // In stock with one unit of one size, another below zero and a date on a sold-out size.
    const [b1, b2, b3, ...bRest] = await sizesOf(second!.id);
    await setStock(b1!.id, -1);
    await setStock(b2!.id, 0, '2031-03-01');
    await setStock(b3!.id, 1);
    for (const size of bRest) await setStock(size.id, 0);
    // Sold out, no date; an inactive size holds units.
    const [c1, ...cRest] = await sizesOf(soldOut!.id);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, c1!.id));
    await setStock(c1!.id, 4);
    for (const size of cRest) await setStock(size.id, 0);
    // No colour of its own: the first active size that has one gives it (an inactive one does not).
    const [d1, d2, d3, ...dRest] = await sizesOf(colourless!.id);
    await t.db.update(products).set({ color: null }).where(eq(products.id, colourless!.id));
    await t.db.update(products).set({ color: 'black', isActive: false }).where(eq(products.id, d1!.id));
    await t.db.update(products).set({ color: null }).where(eq(products.id, d2!.id));
    await t.db
      .update(products)
      .set({ color: 'navy' })
      .where(inArray(products.id, [d3!.id, ...dRest.map((d) => d.id)]));

    const expected: Record<string, Omit<Tile, 'sku' | 'color'> & { color?: string }> = {
      [first!.sku]: { inStock: false, availability: ['available_soon'] },
      [second!.sku]: { inStock: true, availability: ['in_stock'] },
      // A bundle is as available as its scarcest slot: one expected back, the other in stock.
      [bundle!.sku]: { inStock: false, availability: ['available_soon'] },
      [soldOut!.sku]: { inStock: false, availability: ['out_of_stock'] },
      [colourless!.sku]: { inStock: true, availability: ['in_stock'], color: 'Navy' },
    };
    const skus = Object.keys(expected);
    const listed = await listedTiles();
    const sliders = new Map((dataOf(await t.query(BY_SKUS, { skus })).productsBySkus as Tile[]).map((tile) => [tile.sku, tile]));
    for (const sku of skus) {
      const page = dataOf(await t.query(PAGE, { sku })).products.items[0]!;
      const found = dataOf(await t.query(SEARCH, { search: sku })).search.productData.products as Tile[];
      for (const [where, tile] of [
        ['listing', listed.get(sku)],
        ['search', found.find((f) => f.sku === sku)],
        ['slider', sliders.get(sku)],
      ] as const) {
        expect(tile, `${sku} in the ${where}`).toMatchObject(expected[sku] as object);
        expect(tile!.inStock, `${sku} in the ${where} as its page`).toBe(page.stock_status === 'IN_STOCK');
        expect(tile!.availability.includes('available_soon'), `${sku} in the ${where} as its page`).toBe(page.available_soon);
        expect(tile!.color, `${sku} in the ${where} as its page`).toBe(page.color_label);
      }
    }
  });
});
