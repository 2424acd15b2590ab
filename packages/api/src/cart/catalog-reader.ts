/**
 * How the cart reads the catalogue. Reads for a response go through the catalogue's request
 * DataLoaders (so a line's `product` resolves from the same rows, as the catalogue's ProductInterface
 * objects); reads inside a cart transaction query the transaction, so checks see what they lock.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { bundleOptionsOf, priceTiersOf, productById, stockOf } from '../catalog/loaders.ts';
import type { BundleOptionRow, PriceTierRow, ProductRow, StockRow } from '../catalog/rows.ts';
import { onlyRows } from '../catalog/stock.ts';
import { bundleOptions, priceTiers, products, stockItems } from '../catalog/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';

export interface CatalogReader {
  products(ids: number[]): Promise<Map<number, ProductRow>>;
  stock(ids: number[]): Promise<Map<number, StockRow>>;
  tiers(ids: number[]): Promise<Map<number, PriceTierRow[]>>;
  bundleSlots(bundleIds: number[]): Promise<Map<number, BundleOptionRow[]>>;
}

const unique = (ids: number[]) => [...new Set(ids)];

function toMap<T>(ids: number[], values: (T | null)[]): Map<number, T> {
  const map = new Map<number, T>();
  ids.forEach((id, index) => {
    const value = values[index];
    if (value != null) map.set(id, value);
  });
  return map;
}

/** Catalogue reads through the request's DataLoaders (shared with the product field resolvers). */
export function requestReader(ctx: RequestContext): CatalogReader {
  const many = async <T>(ids: number[], load: (ids: number[]) => Promise<(T | null | Error)[]>): Promise<Map<number, T>> => {
    const wanted = unique(ids);
    return toMap<T>(wanted, onlyRows(await load(wanted)));
  };
  return {
    products: (ids) => many(ids, (w) => productById(ctx).loadMany(w)),
    stock: (ids) => many(ids, (w) => stockOf(ctx).loadMany(w)),
    tiers: (ids) => many(ids, (w) => priceTiersOf(ctx).loadMany(w)),
    bundleSlots: (ids) => many(ids, (w) => bundleOptionsOf(ctx).loadMany(w)),
  };
}

/** Catalogue reads inside a transaction. */
export function transactionReader(tx: DbOrTx): CatalogReader {
  return {
    async products(ids) {
      const wanted = unique(ids);
      if (wanted.length === 0) return new Map();
      const rows = await tx.select().from(products).where(inArray(products.id, wanted));
      return new Map(rows.map((r) => [r.id, r]));
    },
    async stock(ids) {
      const wanted = unique(ids);
      if (wanted.length === 0) return new Map();
      const rows = await tx.select().from(stockItems).where(inArray(stockItems.productId, wanted));
      return new Map(rows.map((r) => [r.productId, r]));
    },
    async tiers(ids) {
      const wanted = unique(ids);
      const map = new Map<number, PriceTierRow[]>(wanted.map((id) => [id, []]));
      if (wanted.length === 0) return map;
      const rows = await tx.select().from(priceTiers).where(inArray(priceTiers.productId, wanted)).orderBy(asc(priceTiers.quantity));
      for (const row of rows) map.get(row.productId)?.push(row);
      return map;
    },
    async bundleSlots(ids) {
      const wanted = unique(ids);
      const map = new Map<number, BundleOptionRow[]>(wanted.map((id) => [id, []]));
      if (wanted.length === 0) return map;
      const rows = await tx
        .select()
        .from(bundleOptions)
        .where(inArray(bundleOptions.bundleProductId, wanted))
        .orderBy(asc(bundleOptions.position), asc(bundleOptions.id));
      for (const row of rows) map.get(row.bundleProductId)?.push(row);
      return map;
    },
  };
}

/** An active product by sku, or null (inactive products cannot be added, as if unknown). */
export async function findActiveProductBySku(tx: DbOrTx, sku: string): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.sku, sku)).limit(1);
  return row && row.isActive ? row : null;
}
