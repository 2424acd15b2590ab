/**
 * A product with everything its page or tile shows, read in one statement.
 *
 * The Magento-shaped resolvers read a product's relations through per-request DataLoaders, one
 * level at a time (the product, then its children, then their stock …): each level is a
 * statement. Pages know up front which products they show, so they read the whole graph of those
 * products at once — children with stock, pictures, price tiers, bundle slots and the products in
 * them, categories, the other colours of the model — and prime the loaders with it. The resolvers
 * stay as they are and find everything already loaded.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../platform/context.ts';
import {
  bundleOptionsOf,
  categoriesOf,
  categoryCatalog,
  childrenOf,
  crossSellsOf,
  imagesOf,
  priceTiersOf,
  productById,
  productsOfModel,
  stockOf,
  type ModelSibling,
} from './loaders.ts';
import { list, queryPrepared, queryRows } from './listing-sql.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import type { BundleOptionRow, CategoryRow, PriceTierRow, ProductRow, StockRow } from './rows.ts';
import { sizesSummaryOf, summaryOfTotals, type StockTotals } from './stock.ts';
import { bundleOptions, priceTiers, productImages, products, stockItems } from './tables.ts';

/**
 * How much to read: `listItem` is what a listing tile (`productTile`: a listing's, a search's or a
 * slider's) shows, with a configurable's sizes summed up in the statement instead of every size's
 * row and stock; `tile` is what a cart line or a wishlist item shows, which may name a size; `page`
 * adds what only a product page shows (cross-sells, the children's pictures and price tiers).
 */
export type GraphDepth = 'listItem' | 'tile' | 'page';

/** One product as the graph statement returns it: rows as JSON with their column names. */
export interface GraphDoc {
  row: Record<string, unknown>;
  stock: Record<string, unknown> | null;
  images: Record<string, unknown>[];
  /** Absent at depth `listItem`. */
  tiers?: Record<string, unknown>[];
  slots: Record<string, unknown>[];
  categories: number[];
  /** A configurable's sizes summed up, at depth `listItem` (null for other types); then `children` is absent. */
  sizes?: (StockTotals & { color: string | null }) | null;
  children?: {
    row: Record<string, unknown>;
    stock: Record<string, unknown> | null;
    images?: Record<string, unknown>[];
    tiers?: Record<string, unknown>[];
  }[];
  /** Null when the product names no model (then it has no other colours). */
  siblings: ModelSibling[] | null;
  crossSells?: Record<string, unknown>[];
}

/** Turns a row read as JSON (column names) into the row drizzle would return (field names, mapped values). */
export function rowReader<T extends PgTable>(table: T): (json: Record<string, unknown>) => T['$inferSelect'] {
  const columns = Object.entries(getTableColumns(table));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const [field, column] of columns) {
      const value = json[column.name];
      row[field] = value == null ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  };
}

const readProduct = rowReader(products);
const readStock = rowReader(stockItems);
const readImage = rowReader(productImages);
const readTier = rowReader(priceTiers);
const readSlot = rowReader(bundleOptions);

// Rows as `json` (row_to_json), not `jsonb`: the same text once parsed, built without converting
// each row to jsonb first (about a fifth of a page of tiles' statement at 100,000 products).
const jsonList = (select: SQL) => sql`coalesce((${select}), '[]'::json)`;
const imagesSql = (id: SQL) =>
  jsonList(sql`select json_agg(row_to_json(i) order by i.position, i.id) from product_images i where i.product_id = ${id}`);
const tiersSql = (id: SQL) =>
  jsonList(sql`select json_agg(row_to_json(t) order by t.quantity) from price_tiers t where t.product_id = ${id}`);
const stockSql = (id: SQL) => sql`(select row_to_json(s) from stock_items s where s.product_id = ${id})`;
/**
 * A configurable's active sizes summed up as `sizesSummaryOf` sums their rows (`StockTotals`, and the
 * colour of the first size in their order that has one): all a tile needs of its sizes.
 */
const sizesSql = (id: SQL) => sql`(select json_build_object(
    'qty', coalesce(sum(greatest(s.qty, 0)), 0),
    'anyInStock', coalesce(bool_or(s.qty > 0), false),
    'anyExpected', coalesce(bool_or(s.available_soon_date is not null), false),
    'color', (array_agg(c.color order by c.position, c.id) filter (where c.color <> ''))[1])
  from products c left join stock_items s on s.product_id = c.id where c.parent_id = ${id} and c.is_active)`;
const slotsSql = (id: SQL) =>
  jsonList(sql`select json_agg(row_to_json(b) order by b.position, b.id) from bundle_options b where b.bundle_product_id = ${id}`);

/**
 * CTEs `graph_roots`, `graph_ids` and `graph` (id, doc) for the products `roots` selects (a query with an `id`
 * column) plus the products offered in their bundle slots, whose stock decides the bundle's.
 * The caller adds `with` and its own CTEs before, and selects from `graph`.
 */
export function productGraphCtes(roots: SQL, depth: GraphDepth): SQL {
  const page = depth === 'page';
  const childFields = page ? sql`, 'images', ${imagesSql(sql`c.id`)}, 'tiers', ${tiersSql(sql`c.id`)}` : sql``;
  // A tile needs of a configurable's sizes only their stock and first colour, summed up here: a page of
  // 36 tiles otherwise reads about 200 sizes' rows with their stock.
  const relationFields =
    depth === 'listItem'
      ? sql`'sizes', case when p.type = 'configurable' then ${sizesSql(sql`p.id`)} end`
      : sql`'tiers', ${tiersSql(sql`p.id`)},
        'children', ${jsonList(sql`select json_agg(json_build_object('row', row_to_json(c), 'stock', ${stockSql(sql`c.id`)} ${childFields})
          order by c.position, c.id) from products c where c.parent_id = p.id and c.is_active`)}`;
  const pageFields = page
    ? sql`, 'crossSells', ${jsonList(sql`select json_agg(row_to_json(x) order by cs.position, x.id) from cross_sells cs
        join products x on x.id = cs.linked_product_id where cs.product_id = p.id and x.is_active and x.is_visible`)}`
    : sql``;
  return sql`graph_roots as (${roots}),
    graph_ids as (
      select id from graph_roots
      union select b.product_id from bundle_options b where b.bundle_product_id = any(array(select id from graph_roots))
    ),
    graph as (
      select p.id, json_build_object(
        'row', row_to_json(p),
        'stock', ${stockSql(sql`p.id`)},
        'images', ${imagesSql(sql`p.id`)},
        'slots', ${slotsSql(sql`p.id`)},
        'categories', ${jsonList(sql`select json_agg(pc.category_id) from product_categories pc where pc.product_id = p.id`)},
        ${relationFields},
        'siblings', case when jsonb_typeof(p.attributes -> 'model') = 'string' and p.attributes ->> 'model' <> '' then ${jsonList(
          sql`select json_agg(json_build_object('id', s.id, 'sku', s.sku, 'color', s.color, 'urlKey', s.url_key) order by s.position, s.id)
            from products s
            where s.attributes ->> 'model' = p.attributes ->> 'model' and s.type = 'configurable'
              and s.parent_id is null and s.is_active and s.is_visible`,
        )} end
        ${pageFields}
      ) as doc
      from products p where p.id = any(array(select id from graph_ids))
    )`;
}

/**
 * Primes the request's catalogue loaders with graph documents and returns the product rows by id.
 * Keys a loader already holds keep their value (DataLoader's prime does not overwrite).
 */
export async function primeProductGraph(ctx: RequestContext, docs: readonly GraphDoc[]): Promise<Map<number, ProductRow>> {
  const tree = docs.length > 0 ? await categoryCatalog(ctx) : null;
  const rows = new Map<number, ProductRow>();
  const primeStock = (id: number, stock: Record<string, unknown> | null) => stockOf(ctx).prime(id, stock ? readStock(stock) : null);
  for (const doc of docs) {
    const product = readProduct(doc.row);
    rows.set(product.id, product);
    productById(ctx).prime(product.id, product);
    primeStock(product.id, doc.stock);
    imagesOf(ctx).prime(product.id, doc.images.map(readImage));
    if (doc.tiers) priceTiersOf(ctx).prime(product.id, doc.tiers.map(readTier));
    bundleOptionsOf(ctx).prime(product.id, doc.slots.map(readSlot));
    if (doc.children) {
      const children = doc.children.map((child) => {
        const row = readProduct(child.row);
        productById(ctx).prime(row.id, row);
        childrenOf(ctx).prime(row.id, []);
        primeStock(row.id, child.stock);
        if (child.images) imagesOf(ctx).prime(row.id, child.images.map(readImage));
        if (child.tiers) priceTiersOf(ctx).prime(row.id, child.tiers.map(readTier));
        return row;
      });
      childrenOf(ctx).prime(product.id, children);
    }
    if (doc.sizes) sizesSummaryOf(ctx).prime(product.id, { stock: summaryOfTotals(doc.sizes), color: doc.sizes.color });
    if (tree) categoriesOf(ctx).prime(product.id, assignedCategories(doc.categories, tree.byId));
    const model = product.attributes.model;
    if (doc.siblings && typeof model === 'string') productsOfModel(ctx).prime(model, doc.siblings);
    if (doc.crossSells) crossSellsOf(ctx).prime(product.id, doc.crossSells.map(readProduct));
  }
  return rows;
}

/** Active assigned categories, broadest first, as `categoriesOf` orders them. */
function assignedCategories(ids: readonly number[], byId: Map<number, CategoryRow>): CategoryRow[] {
  return ids
    .map((id) => byId.get(id))
    .filter((c): c is CategoryRow => c != null)
    .sort((a, b) => a.level - b.level || a.position - b.position || a.id - b.id);
}

/**
 * Reads the graph of products by id in one statement, primes the request's loaders and returns
 * the rows by id (ids that do not exist are absent).
 */
export async function loadProductGraph(ctx: RequestContext, ids: readonly number[], depth: GraphDepth): Promise<Map<number, ProductRow>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return new Map();
  // The ids are one array parameter, so the text depends on the depth alone and is prepared once
  // per connection: planned anew it cost about half a millisecond of a page of tiles' wait.
  const roots = sql`select unnest(${`{${wanted.join(',')}}`}::int[]) as id`;
  const found = await queryPrepared<{ doc: GraphDoc }>(
    ctx.db,
    `product_graph_${depth}`,
    sql`with ${productGraphCtes(roots, depth)} select doc from graph`,
  );
  return primeProductGraph(
    ctx,
    found.map((r) => r.doc),
  );
}

/** A product with what pricing a cart line and checking its stock need. */
export interface SellableProduct {
  product: ProductRow;
  stock: StockRow | null;
  tiers: PriceTierRow[];
  slots: BundleOptionRow[];
}

/**
 * Products by id with their stock, price tiers and bundle slots, in one statement; through `db`,
 * so inside a transaction it reads what that transaction sees. Unknown ids are absent.
 */
export async function readSellableProducts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SellableProduct>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) return new Map();
  const found = await queryRows<{ doc: Pick<GraphDoc, 'row' | 'stock' | 'slots'> & { tiers: Record<string, unknown>[] } }>(
    db as Db,
    sql`select json_build_object('row', row_to_json(p), 'stock', ${stockSql(sql`p.id`)}, 'tiers', ${tiersSql(sql`p.id`)}, 'slots', ${slotsSql(sql`p.id`)}) as doc
      from products p where p.id in (${list(wanted)})`,
  );
  const result = new Map<number, SellableProduct>();
  for (const { doc } of found) {
    const product = readProduct(doc.row);
    result.set(product.id, {
      product,
      stock: doc.stock ? readStock(doc.stock) : null,
      tiers: doc.tiers.map(readTier),
      slots: doc.slots.map(readSlot),
    });
  }
  return result;
}
