/**
 * How the cart reads the catalogue. Reads for a response go through the catalogue's request
 * DataLoaders (so a line's `product` resolves from the same rows, as the catalogue's ProductInterface
 * objects); reads inside a cart transaction query the transaction, so checks see what they lock.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bundleOptionsOf, childrenOf, priceTiersOf, productById, stockOf } from '../catalog/loaders.ts';
import type { BundleOptionRow, PriceTierRow, ProductRow, StockRow } from '../catalog/rows.ts';
import { onlyRows } from '../catalog/stock.ts';
import { readSellableProducts, type SellableProduct } from '../catalog/product-graph.ts';
import { products } from '../catalog/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';

export interface CatalogReader {
  products(ids: number[]): Promise<Map<number, ProductRow>>;
  stock(ids: number[]): Promise<Map<number, StockRow>>;
  tiers(ids: number[]): Promise<Map<number, PriceTierRow[]>>;
  bundleSlots(bundleIds: number[]): Promise<Map<number, BundleOptionRow[]>>;
  /** Active variants of configurable products (what a bundle slot offers). */
  children(parentIds: number[]): Promise<Map<number, ProductRow[]>>;
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
    children: (ids) => many(ids, (w) => childrenOf(ctx).loadMany(w)),
  };
}

/**
 * Catalogue reads inside a transaction. A product is read once with its stock, tiers and bundle
 * slots (one statement for a whole cart); later asks for the same ids answer from what was read.
 */
export function transactionReader(tx: DbOrTx): CatalogReader {
  const read = new Map<number, SellableProduct | null>();
  const load = async (ids: number[]): Promise<SellableProduct[]> => {
    const missing = unique(ids).filter((id) => !read.has(id));
    if (missing.length > 0) {
      const found = await readSellableProducts(tx, missing);
      for (const id of missing) read.set(id, found.get(id) ?? null);
    }
    return unique(ids).flatMap((id) => read.get(id) ?? []);
  };
  return {
    async products(ids) {
      return new Map((await load(ids)).map((s) => [s.product.id, s.product]));
    },
    async stock(ids) {
      return new Map((await load(ids)).flatMap((s) => (s.stock ? [[s.product.id, s.stock] as const] : [])));
    },
    async tiers(ids) {
      return new Map((await load(ids)).map((s) => [s.product.id, s.tiers]));
    },
    async bundleSlots(ids) {
      return new Map((await load(ids)).map((s) => [s.product.id, s.slots]));
    },
    async children(ids) {
      const wanted = unique(ids);
      const result = new Map<number, ProductRow[]>(wanted.map((id) => [id, []]));
      if (wanted.length === 0) return result;
      const rows = await tx
        .select()
        .from(products)
        .where(and(inArray(products.parentId, wanted), eq(products.isActive, true)))
        .orderBy(asc(products.id));
      for (const row of rows) result.get(row.parentId as number)?.push(row);
      return result;
    },
  };
}

/** An active product by sku, or null (inactive products cannot be added, as if unknown). */
export async function findActiveProductBySku(tx: DbOrTx, sku: string): Promise<ProductRow | null> {
  const [row] = await tx.select().from(products).where(eq(products.sku, sku)).limit(1);
  return row && row.isActive ? row : null;
}
