import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/platform/db.ts';
import * as schema from '../../src/platform/schema.ts';
import { insertInBatches } from '../batch.ts';
import { PRODUCTS_PER_CHUNK } from '../constants.ts';
import { buildAttributeOptions, buildAttributes } from './attributes.ts';
import { buildBrands, type BrandNode } from './brands.ts';
import { buildCategoryTree, type CategoryTree } from './categories.ts';
import { expandProducts, type CatalogueRows } from './expand.ts';
import { planCatalogue } from './plan.ts';
import type { PlannedProduct } from './plan-types.ts';
import { buildSizeTables } from './size-tables.ts';

export interface Catalogue {
  tree: CategoryTree;
  brands: BrandNode[];
  products: PlannedProduct[];
}

/** Plans the catalogue without touching the database (cheap: no texts, no child rows). */
export function planFullCatalogue(seed: number, productCount: number): Catalogue {
  const tree = buildCategoryTree();
  const { nodes } = buildBrands();
  return { tree, brands: nodes, products: planCatalogue(seed, productCount, tree, nodes).products };
}

async function resetSequence(db: Db, table: string): Promise<void> {
  await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
}

/**
 * Writes attributes, categories, brands, size tables and every product row of `catalogue`.
 * Products go in chunks, one transaction each; links between products come last.
 */
export async function seedCatalogue(db: Db, seed: number, catalogue: Catalogue, onProducts: (done: number) => void): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, schema.attributes, buildAttributes());
    await insertInBatches(tx, schema.attributeOptions, buildAttributeOptions());
    await insertInBatches(tx, schema.categories, catalogue.tree.rows);
    await insertInBatches(tx, schema.brands, buildBrands().rows);
    await insertInBatches(tx, schema.sizeTables, buildSizeTables(catalogue.tree));
  });

  const pools = new Map<string, number[]>();
  for (const product of catalogue.products) {
    if (product.kind !== 'configurable' && product.kind !== 'simple') continue;
    const pool = pools.get(product.category.key) ?? [];
    pool.push(product.id);
    pools.set(product.category.key, pool);
  }

  const links: Pick<CatalogueRows, 'crossSells' | 'bundleOptions'> = { crossSells: [], bundleOptions: [] };
  for (let start = 0; start < catalogue.products.length; start += PRODUCTS_PER_CHUNK) {
    const chunk = catalogue.products.slice(start, start + PRODUCTS_PER_CHUNK);
    const rows = expandProducts(chunk, { seed, tree: catalogue.tree, pools });
    await db.transaction(async (tx) => {
      await deferListing(tx);
      await insertInBatches(tx, schema.products, rows.products);
      await insertInBatches(tx, schema.productImages, rows.images);
      await insertInBatches(tx, schema.productCategories, rows.categories);
      await insertInBatches(tx, schema.stockItems, rows.stock);
      await insertInBatches(tx, schema.priceTiers, rows.priceTiers);
    });
    links.crossSells.push(...rows.crossSells);
    links.bundleOptions.push(...rows.bundleOptions);
    onProducts(start + chunk.length);
  }

  await db.transaction(async (tx) => {
    await deferListing(tx);
    await insertInBatches(tx, schema.crossSells, links.crossSells);
    await insertInBatches(tx, schema.bundleOptions, links.bundleOptions);
  });
  // Rows were inserted with explicit ids; move the sequences past them for later inserts.
  for (const table of ['categories', 'brands', 'products']) await resetSequence(db, table);
  // The listing read model and the search vocabulary, built once for the whole catalogue.
  await db.execute(sql`select listing_refresh(null)`);
  await db.execute(sql`select search_words_add(null)`);
}

/**
 * The seed writes the catalogue in bulk: the listing triggers skip their per-change bookkeeping
 * in this transaction, and the read model is built once at the end (migration 0004).
 */
async function deferListing(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('shop.listing_deferred', 'on', true)`);
}
