/**
 * The `products` query when the filter names products by sku, url key or name: such lookups read
 * the catalogue tables directly, because a sku also finds a configurable's child (Magento reads
 * any product by its sku) and the listing's engine does not know url keys or name matches. Other
 * filters given alongside apply the listing's rules to the product row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import type { ProductAttributeSortInput } from '../platform/generated/resolvers.ts';
import { subtreeIds } from './listing-plan.ts';
import {
  attributeArray,
  colorSql,
  containsPattern,
  finalPriceSql,
  inCategoriesSql,
  list,
  queryPreparedByText,
  queryRows,
  searchSql,
  textArray,
} from './listing-sql.ts';
import { categoryCatalog } from './loaders.ts';
import { localizedSql } from './localize.ts';
import { primeProductGraph, productGraphCtes, type GraphDoc } from './product-graph.ts';
import type { FacetFilter, ProductFilter } from './products-result.ts';
import type { ProductRow } from './rows.ts';

/** Products in stock in one of these sizes: a configurable's in-stock children, or its own size and stock. */
function inStockSizeSql(sizes: string[]): SQL {
  return sql`(case when p.type = 'configurable' then exists (select 1 from products c join stock_items s on s.product_id = c.id
      where c.parent_id = p.id and c.is_active and s.qty > 0 and c.size in (${list(sizes)}))
    else p.size in (${list(sizes)}) and coalesce((select s.qty > 0 from stock_items s where s.product_id = p.id), false) end)`;
}

function facetSql(facet: FacetFilter): SQL {
  const values = list(facet.values);
  switch (facet.kind) {
    case 'brand':
      return sql`p.brand_id in (select b.id from brands b where b.url_key in (${values}))`;
    case 'color':
      return sql`${colorSql} in (${values})`;
    case 'size':
      return inStockSizeSql(facet.values);
    case 'boolean': {
      const column = facet.key === 'sustainable' ? sql`p.is_sustainable` : sql`p.attributes ->> (${facet.key}::text) = 'true'`;
      return sql`coalesce(${column}, false) in (${list(facet.values.map((v) => v === 'true'))})`;
    }
    case 'attribute':
      return sql`${attributeArray(sql`p.attributes`, facet.key)} && array[${values}]::text[]`;
  }
}

/** The conditions on the product row `p`. */
async function conditions(ctx: RequestContext, filter: ProductFilter, search: string | null): Promise<SQL[]> {
  const where: SQL[] = [sql`p.is_active`];
  if (filter.skus) where.push(sql`p.sku = any(${textArray(filter.skus)})`);
  else where.push(sql`p.parent_id is null and p.is_visible`);
  if (filter.urlKeys) where.push(sql`p.url_key = any(${textArray(filter.urlKeys)})`);
  if (filter.categories) {
    const tree = await categoryCatalog(ctx);
    where.push(inCategoriesSql([...new Set(filter.categories.flatMap((c) => subtreeIds(tree, c)))]));
  }
  if (filter.name) {
    const name = localizedSql(sql`p.name`, ctx.language);
    where.push(
      filter.name.full ? sql`lower(${name}) = lower(${filter.name.text})` : sql`${name} ilike ${containsPattern(filter.name.text)}`,
    );
  }
  // Whole cents rounded as the listing rounds them.
  if (filter.price?.from != null) where.push(sql`${finalPriceSql} >= ${Math.floor(filter.price.from * 100)}`);
  if (filter.price?.to != null) where.push(sql`${finalPriceSql} <= ${Math.ceil(filter.price.to * 100)}`);
  for (const facet of filter.facets) where.push(facetSql(facet));
  if (search) where.push(searchSql(search, ctx.language));
  return where;
}

function sortOrder(sort: ProductAttributeSortInput | null | undefined, language: string): SQL {
  const parts: SQL[] = [];
  const dir = (value: string | null | undefined) => sql.raw(value === 'DESC' ? 'desc' : 'asc');
  if (sort?.name) parts.push(sql`${localizedSql(sql`p.name`, language)} ${dir(sort.name)}`);
  if (sort?.price) parts.push(sql`${finalPriceSql} ${dir(sort.price)}`);
  if (sort?.position) parts.push(sql`p.merchandising_rank ${dir(sort.position)}`);
  parts.push(sql`p.merchandising_rank asc`, sql`p.id asc`);
  return sql.join(parts, sql`, `);
}

/** A lookup by skus or url keys alone: its statement's text depends on the sort only. */
function byKeysOnly({ filter, search }: LookupRequest): boolean {
  return search == null && filter.categories == null && filter.name == null && filter.price == null && filter.facets.length === 0;
}

export interface LookupRequest {
  filter: ProductFilter;
  search: string | null;
  sort: ProductAttributeSortInput | null | undefined;
  pageSize: number;
  currentPage: number;
}

/**
 * One statement: the total, the page in order, and the graph of the page's products (primed into
 * the request's loaders, so the product fields resolve without further statements).
 */
export async function lookUpProducts(ctx: RequestContext, request: LookupRequest): Promise<{ total: number; items: ProductRow[] }> {
  const where = sql.join(
    (await conditions(ctx, request.filter, request.search)).map((c) => sql`(${c})`),
    sql` and `,
  );
  const order = sortOrder(request.sort, ctx.language);
  const offset = (request.currentPage - 1) * request.pageSize;
  const page = sql`select p.id, row_number() over (order by ${order})::int as pos from products p where ${where} order by ${order} limit ${request.pageSize} offset ${offset}`;
  const statement = sql`with page as (${page}), ${productGraphCtes(sql`select id from page`, 'page')}
      select t.total, pg.pos, g.doc
      from (select count(*)::int as total from products p where ${where}) t
      left join (graph g left join page pg on pg.id = g.id) on true`;
  type Found = { total: number; pos: number | null; doc: GraphDoc | null };
  // A product page's lookup (by sku or url key, in one of a few sorts) has a text of its own per
  // shape, prepared once per connection: planning this statement cost more than running it.
  // Lookups by name, price, facets, category or search words are planned each time (their texts are many).
  const found = byKeysOnly(request)
    ? await queryPreparedByText<Found>(ctx.db, 'products_lookup', statement)
    : await queryRows<Found>(ctx.db, statement);
  const docs = found.filter((r): r is { total: number; pos: number | null; doc: GraphDoc } => r.doc != null);
  const byId = await primeProductGraph(
    ctx,
    docs.map((r) => r.doc),
  );
  const items = docs
    .filter((r) => r.pos != null)
    .sort((a, b) => Number(a.pos) - Number(b.pos))
    .map((r) => byId.get(Number(r.doc.row.id)))
    .filter((r): r is ProductRow => r != null);
  return { total: found[0]?.total ?? 0, items };
}
