import DataLoader from 'dataloader';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowLoader, rowsLoader } from '../platform/batch-loader.ts';
import { loader, type RequestContext } from '../platform/context.ts';
import { cachedReference } from '../platform/reference-cache.ts';
import type { AttributeOptionRow, AttributeRow, BrandRow, CategoryRow, ProductRow } from './rows.ts';
import {
  attributeOptions,
  attributes,
  brands,
  bundleOptions,
  categories,
  crossSells,
  priceTiers,
  productCategories,
  productImages,
  products,
  stockItems,
} from './tables.ts';

/** Any product by id (active or not: callers decide what to show). */
export const productById = (ctx: RequestContext) =>
  rowLoader(
    ctx,
    'catalog:productById',
    (ids: number[]) => ctx.db.select().from(products).where(inArray(products.id, ids)),
    (r) => r.id,
  );

/** Active children of configurable products, in id order (the seed's size order). */
export const childrenOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:childrenOf',
    (ids: number[]) =>
      ctx.db
        .select()
        .from(products)
        .where(and(inArray(products.parentId, ids), eq(products.isActive, true)))
        .orderBy(asc(products.position), asc(products.id)),
    (r) => r.parentId ?? 0,
  );

export const imagesOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:imagesOf',
    (ids: number[]) =>
      ctx.db
        .select()
        .from(productImages)
        .where(inArray(productImages.productId, ids))
        .orderBy(asc(productImages.position), asc(productImages.id)),
    (r) => r.productId,
  );

export const stockOf = (ctx: RequestContext) =>
  rowLoader(
    ctx,
    'catalog:stockOf',
    (ids: number[]) => ctx.db.select().from(stockItems).where(inArray(stockItems.productId, ids)),
    (r) => r.productId,
  );

export interface BrandCatalog {
  byId: Map<number, BrandRow>;
  byUrlKey: Map<string, BrandRow>;
}

/** Every brand (a few dozen rows), held in memory until the brands table changes. */
export function brandCatalog(ctx: RequestContext): Promise<BrandCatalog> {
  return cachedReference(ctx.db, 'catalog:brands', ['brands'], async () => {
    const rows = await ctx.db.select().from(brands).orderBy(asc(brands.position), asc(brands.id));
    return { byId: new Map(rows.map((r) => [r.id, r])), byUrlKey: new Map(rows.map((r) => [r.urlKey, r])) };
  });
}

export const brandById = (ctx: RequestContext) =>
  loader(
    ctx,
    'catalog:brandById',
    () =>
      new DataLoader<number, BrandRow | null>(async (ids) => {
        const { byId } = await brandCatalog(ctx);
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );

/** Active categories a product is assigned to, broadest first. */
export const categoriesOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:categoriesOf',
    (ids: number[]) =>
      ctx.db
        .select({ productId: productCategories.productId, category: categories })
        .from(productCategories)
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(and(inArray(productCategories.productId, ids), eq(categories.isActive, true)))
        .orderBy(asc(categories.level), asc(categories.position), asc(categories.id)),
    (r) => r.productId,
    (r): CategoryRow => r.category,
  );

/** Visible, active cross-sell products in the staff's order. */
export const crossSellsOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:crossSellsOf',
    (ids: number[]) =>
      ctx.db
        .select({ productId: crossSells.productId, product: products })
        .from(crossSells)
        .innerJoin(products, eq(products.id, crossSells.linkedProductId))
        .where(and(inArray(crossSells.productId, ids), eq(products.isActive, true), eq(products.isVisible, true)))
        .orderBy(asc(crossSells.position), asc(products.id)),
    (r) => r.productId,
    (r): ProductRow => r.product,
  );

export const priceTiersOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:priceTiersOf',
    (ids: number[]) => ctx.db.select().from(priceTiers).where(inArray(priceTiers.productId, ids)).orderBy(asc(priceTiers.quantity)),
    (r) => r.productId,
  );

export const bundleOptionsOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'catalog:bundleOptionsOf',
    (ids: number[]) =>
      ctx.db
        .select()
        .from(bundleOptions)
        .where(inArray(bundleOptions.bundleProductId, ids))
        .orderBy(asc(bundleOptions.position), asc(bundleOptions.id)),
    (r) => r.bundleProductId,
  );

/** What a tile shows of another colour of the same garment. */
export type ModelSibling = Pick<ProductRow, 'id' | 'sku' | 'color' | 'urlKey'>;

/** Visible, active configurables sharing a model (the other colours of one garment). */
export const productsOfModel = (ctx: RequestContext) => {
  const model = sql<string>`${products.attributes} ->> 'model'`;
  return rowsLoader(
    ctx,
    'catalog:productsOfModel',
    (models: string[]) =>
      ctx.db
        .select({ model, id: products.id, sku: products.sku, color: products.color, urlKey: products.urlKey })
        .from(products)
        .where(
          and(
            inArray(model, models),
            eq(products.type, 'configurable'),
            isNull(products.parentId),
            eq(products.isActive, true),
            eq(products.isVisible, true),
          ),
        )
        .orderBy(asc(products.position), asc(products.id)),
    (r) => r.model,
    ({ model: _model, ...sibling }): ModelSibling => sibling,
  );
};

export interface AttributeCatalog {
  attributes: Map<string, AttributeRow>;
  /** Options by `${attribute_code}:${value}`. */
  options: Map<string, AttributeOptionRow>;
  optionsOf(code: string): AttributeOptionRow[];
}

/** The attribute definitions and options, held in memory until either table changes. */
export function attributeCatalog(ctx: RequestContext): Promise<AttributeCatalog> {
  return cachedReference(ctx.db, 'catalog:attributes', ['attributes', 'attribute_options'], async () => {
    const [attrs, opts] = await Promise.all([
      ctx.db.select().from(attributes).orderBy(asc(attributes.position), asc(attributes.code)),
      ctx.db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
    ]);
    const byAttribute = new Map<string, AttributeOptionRow[]>();
    for (const option of opts) {
      const list = byAttribute.get(option.attributeCode);
      if (list) list.push(option);
      else byAttribute.set(option.attributeCode, [option]);
    }
    return {
      attributes: new Map(attrs.map((a) => [a.code, a])),
      options: new Map(opts.map((o) => [`${o.attributeCode}:${o.value}`, o])),
      optionsOf: (code) => byAttribute.get(code) ?? [],
    };
  });
}

export interface CategoryCatalog {
  all: CategoryRow[];
  byId: Map<number, CategoryRow>;
  byPath: Map<string, CategoryRow>;
  /** Active children by parent id, in menu order. */
  children: Map<number | null, CategoryRow[]>;
}

/** Active categories, held in memory until the table changes: the tree is small even for a large catalogue. */
export function categoryCatalog(ctx: RequestContext): Promise<CategoryCatalog> {
  return cachedReference(ctx.db, 'catalog:categories', ['categories'], async () => {
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(asc(categories.position), asc(categories.id));
    const children = new Map<number | null, CategoryRow[]>();
    for (const row of rows) {
      const list = children.get(row.parentId) ?? [];
      list.push(row);
      children.set(row.parentId, list);
    }
    return {
      all: rows,
      byId: new Map(rows.map((r) => [r.id, r])),
      byPath: new Map(rows.map((r) => [r.urlPath, r])),
      children,
    };
  });
}
