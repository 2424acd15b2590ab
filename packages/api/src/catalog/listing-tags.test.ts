import { and, eq, gte, isNull } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';
import { productCategories, products, stockItems } from './tables.ts';

// Cache tags from the listing read model (decision 063, migrations 0011 and 0015): a stock change
// names its product, and names the listings only when what they show changed.

const t = testApiForFile({ products: 40 });

let told: string[][] = [];
let stop: (() => void) | null = null;

/** Starts writing down the tags the change feed announces from now on. */
function listen() {
  told = [];
  stop = t.database.changes.subscribe({ changed: () => {}, tagged: (tags) => told.push(tags), lost: () => {}, listening: () => {} });
}

afterEach(() => stop?.());

/** A listed simple product with at least `qty` in stock, and its categories. */
async function simpleInStock(qty: number) {
  const [row] = await t.db
    .select({ id: products.id, qty: stockItems.qty })
    .from(products)
    .innerJoin(stockItems, eq(stockItems.productId, products.id))
    .where(and(eq(products.type, 'simple'), isNull(products.parentId), eq(products.isVisible, true), gte(stockItems.qty, qty)))
    .limit(1);
  const categories = await t.db
    .select({ id: productCategories.categoryId })
    .from(productCategories)
    .where(eq(productCategories.productId, row!.id));
  expect(categories.length).toBeGreaterThan(0);
  return { ...row!, categories: categories.map((c) => `c:${c.id}`) };
}

async function setStock(id: number, qty: number): Promise<string[]> {
  listen();
  await t.db.update(stockItems).set({ qty }).where(eq(stockItems.productId, id));
  await t.database.changes.sync();
  return told.flat();
}

describe('tags a stock change announces', () => {
  it('a sale that leaves the product in stock names the product (its page and its tiles), not the listings of its categories', async () => {
    const product = await simpleInStock(3);
    const tags = await setStock(product.id, product.qty - 1);
    expect(tags).toContain(`p:${product.id}`);
    expect(tags).not.toContain('listing');
    for (const category of product.categories) expect(tags).not.toContain(category);
  });

  it('selling out drops the listings of its categories too, and coming back in stock again', async () => {
    const product = await simpleInStock(1);
    const soldOut = await setStock(product.id, 0);
    expect(soldOut).toContain(`p:${product.id}`);
    expect(soldOut).toContain('listing');
    for (const category of product.categories) expect(soldOut).toContain(category);

    const back = await setStock(product.id, 5);
    expect(back).toContain('listing');
    for (const category of product.categories) expect(back).toContain(category);
  });
});
