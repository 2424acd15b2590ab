import { inArray } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { productById } from './loaders.ts';
import type { ProductRow } from './rows.ts';
import { onlyRows } from './stock.ts';
import { products } from './tables.ts';
import { productTile, type ProductListItemView } from './tiles.ts';

export { findProducts, type ProductsResult } from './products-query.ts';
export { listProducts, countProducts, type ProductListView } from './listing.ts';
export { listCategories, findCategory, categoryChildren, categoryBreadcrumbs } from './categories.ts';
export { resolveRoute, type RouteMatchView } from './route.ts';
export type { ProductListItemView } from './tiles.ts';
export type { ProductRow, CategoryRow } from './rows.ts';

/** Skus one productsBySkus call may ask for (recently viewed keeps 100). */
export const MAX_SKUS = 100;

/**
 * Listing tiles for skus, in the order asked (sliders, wishlist, recently viewed, cross-sells).
 * Unknown, inactive and unlisted skus are skipped; a variant's sku stands for its parent.
 */
export async function listTilesBySkus(ctx: RequestContext, skus: string[]): Promise<ProductListItemView[]> {
  const wanted = [...new Set(skus.map((s) => s.trim()).filter((s) => s !== ''))];
  if (wanted.length === 0) return [];
  const rows = await ctx.db.select().from(products).where(inArray(products.sku, wanted));
  for (const row of rows) productById(ctx).prime(row.id, row);
  const parentIds = rows.flatMap((r) => (r.parentId == null ? [] : [r.parentId]));
  const parents = onlyRows(await productById(ctx).loadMany(parentIds)).filter((p): p is ProductRow => p != null);
  const byId = new Map([...rows, ...parents].map((p) => [p.id, p]));
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const shown = new Set<number>();
  const listed: ProductRow[] = [];
  for (const sku of wanted) {
    const row = bySku.get(sku);
    const product = row?.parentId != null ? byId.get(row.parentId) : row;
    if (!product || !product.isActive || !product.isVisible || product.parentId != null || shown.has(product.id)) continue;
    shown.add(product.id);
    listed.push(product);
  }
  return Promise.all(listed.map((product) => productTile(ctx, product)));
}

/** The productsBySkus query: at most MAX_SKUS skus (C25). */
export async function productsBySkus(ctx: RequestContext, skus: string[]): Promise<ProductListItemView[]> {
  if (skus.length > MAX_SKUS) throw inputError(`productsBySkus accepts at most ${MAX_SKUS} skus.`);
  return listTilesBySkus(ctx, skus);
}
