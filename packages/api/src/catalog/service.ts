import DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { loader, type RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { listableSql, queryPrepared, textArray } from './listing-sql.ts';
import { primeProductGraph, productGraphCtes, type GraphDoc } from './product-graph.ts';
import type { ProductRow } from './rows.ts';
import { onlyRows } from './stock.ts';
import { productTile, type ProductListItemView } from './tiles.ts';

export { findProducts, productBySku } from './products-query.ts';
export type { ProductsResult } from './products-result.ts';
export { productAggregations, productSortFields } from './aggregations.ts';
export { findCategories, type CategoryResultView } from './category-query.ts';
export { listProducts, countProducts, type ProductListView } from './listing.ts';
export { findCategory, categoryChildren, categoryBreadcrumbs } from './categories.ts';
export { resolveRoute, type RouteTarget } from './route.ts';
export type { ProductListItemView } from './tiles.ts';
export type { ProductRow, CategoryRow } from './rows.ts';

/** Skus one productsBySkus call may ask for (recently viewed keeps 100). */
export const MAX_SKUS = 100;

/**
 * The product each sku is listed as (a variant's sku stands for its parent), or null when unknown,
 * inactive or unlisted. Batched over the request, so all sliders of a page cost one statement that
 * also reads the products' tile graph.
 */
const listedBySku = (ctx: RequestContext) =>
  loader(
    ctx,
    'catalog:listedBySku',
    () =>
      new DataLoader<string, ProductRow | null>(async (skus) => {
        // The skus are one array parameter, so the text is always the same and prepared once per connection.
        const found = await queryPrepared<{ sku: string | null; id: number; doc: GraphDoc | null }>(
          ctx.db,
          'listed_by_sku',
          sql`with asked as (select p.sku, coalesce(p.parent_id, p.id) as id from products p where p.sku = any(${textArray(skus)})),
            ${productGraphCtes(sql`select distinct a.id from asked a join products p on p.id = a.id where ${listableSql}`, 'listItem')}
            select a.sku, a.id, null::json as doc from asked a
            union all select null, g.id, g.doc from graph g`,
        );
        const rows = await primeProductGraph(
          ctx,
          found.flatMap((r) => (r.doc ? [r.doc] : [])),
        );
        const idOf = new Map(found.flatMap((r) => (r.sku != null ? [[r.sku, r.id] as const] : [])));
        return skus.map((sku) => {
          const product = rows.get(idOf.get(sku) ?? 0);
          return product && product.isActive && product.isVisible && product.parentId == null ? product : null;
        });
      }),
  );

/**
 * Listing tiles for skus, in the order asked (sliders, wishlist, recently viewed, cross-sells).
 * Unknown, inactive and unlisted skus are skipped; a variant's sku stands for its parent.
 */
export async function listTilesBySkus(ctx: RequestContext, skus: string[]): Promise<ProductListItemView[]> {
  const wanted = [...new Set(skus.map((s) => s.trim()).filter((s) => s !== ''))];
  if (wanted.length === 0) return [];
  const found = onlyRows(await listedBySku(ctx).loadMany(wanted));
  const listed = new Map<number, ProductRow>();
  for (const product of found) if (product && !listed.has(product.id)) listed.set(product.id, product);
  return Promise.all([...listed.values()].map((product) => productTile(ctx, product)));
}

/** The productsBySkus query: at most MAX_SKUS skus (C25). */
export async function productsBySkus(ctx: RequestContext, skus: string[]): Promise<ProductListItemView[]> {
  if (skus.length > MAX_SKUS)
    throw inputError('TOO_MANY_ITEMS', { field: 'skus', max: MAX_SKUS }, `productsBySkus accepts at most ${MAX_SKUS} skus.`);
  return listTilesBySkus(ctx, skus);
}
