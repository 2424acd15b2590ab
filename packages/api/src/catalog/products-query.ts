import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import type { QueryProductsArgs } from '../platform/generated/resolvers.ts';
import { categoryCatalog } from './loaders.ts';
import { normalizeSearch } from './listing-input.ts';
import { subtreeIds } from './listing-plan.ts';
import { containsPattern, finalPriceSql, inCategoriesSql, list, queryRows, searchSql } from './listing-sql.ts';
import { fromUid, localizedSql } from './localize.ts';
import type { ProductRow } from './rows.ts';
import { primeProductGraph, productGraphCtes, type GraphDoc } from './product-graph.ts';

export const MAX_PAGE_SIZE = 100;
/** Values an `in` filter may hold. */
export const MAX_IN_VALUES = 200;

export interface ProductsResult {
  items: ProductRow[];
  total_count: number;
  page_info: { current_page: number; page_size: number; total_pages: number };
}

type EqualFilter = { eq?: string | null; in?: readonly string[] | null } | null | undefined;

function equalValues(name: string, filter: EqualFilter): string[] | null {
  if (!filter) return null;
  if (filter.in && filter.in.length > MAX_IN_VALUES) throw inputError(`Filter "${name}" accepts at most ${MAX_IN_VALUES} values in "in".`);
  const values = [...(filter.eq != null ? [filter.eq] : []), ...(filter.in ?? [])];
  return filter.eq == null && filter.in == null ? null : values;
}

function euroBound(name: string, value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw inputError(`Filter "price.${name}" must be a number of euros.`);
  return Math.round(number * 100);
}

/** The category ids (with their subtrees) named by category_id or category_uid. */
async function categoryFilter(ctx: RequestContext, ids: string[] | null, uids: string[] | null): Promise<SQL | null> {
  if (ids == null && uids == null) return null;
  const wanted = [...(ids ?? []), ...(uids ?? []).map((uid) => fromUid(uid) ?? '')].map(Number).filter(Number.isSafeInteger);
  const tree = await categoryCatalog(ctx);
  const roots = wanted.map((id) => tree.byId.get(id)).filter((c) => c != null);
  return inCategoriesSql([...new Set(roots.flatMap((c) => subtreeIds(tree, c)))]);
}

/**
 * Magento's `products` query. A sku filter finds the product whatever its visibility (so a
 * child can be read by its sku, as Magento allows); otherwise only listed products are searched.
 */
export async function findProducts(ctx: RequestContext, args: QueryProductsArgs): Promise<ProductsResult> {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw inputError(`pageSize value must be between 1 and ${MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(currentPage) || currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  const filter = args.filter ?? {};
  const search = normalizeSearch(args.search);
  if (args.search == null && args.filter == null) throw inputError("'search' or 'filter' input argument is required.");

  const skus = equalValues('sku', filter.sku);
  const urlKeys = equalValues('url_key', filter.url_key);
  // Raw SQL on the alias `p`, which the shared listing helpers use as well.
  const conditions: SQL[] = [sql`p.is_active`];
  if (skus) conditions.push(skus.length > 0 ? sql`p.sku in (${list(skus)})` : sql`false`);
  else conditions.push(sql`p.parent_id is null and p.is_visible`);
  if (urlKeys) conditions.push(urlKeys.length > 0 ? sql`p.url_key in (${list(urlKeys)})` : sql`false`);
  const category = await categoryFilter(
    ctx,
    equalValues('category_id', filter.category_id),
    equalValues('category_uid', filter.category_uid),
  );
  if (category) conditions.push(category);
  const name = filter.name?.match?.trim();
  if (name) conditions.push(sql`${localizedSql(sql`p.name`, ctx.language)} ilike ${containsPattern(name.slice(0, 100))}`);
  const from = euroBound('from', filter.price?.from);
  const to = euroBound('to', filter.price?.to);
  if (from != null) conditions.push(sql`${finalPriceSql} >= ${from}`);
  if (to != null) conditions.push(sql`${finalPriceSql} <= ${to}`);
  if (search) conditions.push(searchSql(search, ctx.language));

  const where = sql.join(
    conditions.map((c) => sql`(${c})`),
    sql` and `,
  );
  const order = sortOrder(args.sort, ctx.language);
  const offset = (currentPage - 1) * pageSize;
  // One statement: the total, the page in order, and the graph of the page's products (primed
  // into the request's loaders, so the product fields resolve without further statements).
  const page = sql`select p.id, row_number() over (order by ${order})::int as pos from products p where ${where} order by ${order} limit ${pageSize} offset ${offset}`;
  const found = await queryRows<{ total: number; pos: number | null; doc: GraphDoc | null }>(
    ctx.db,
    sql`with page as (${page}), ${productGraphCtes(sql`select id from page`, 'page')}
      select t.total, pg.pos, g.doc
      from (select count(*)::int as total from products p where ${where}) t
      left join (graph g left join page pg on pg.id = g.id) on true`,
  );
  const total = found[0]?.total ?? 0;
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
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
  return {
    items,
    total_count: total,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
  };
}

function sortOrder(sort: QueryProductsArgs['sort'], language: string): SQL {
  const parts: SQL[] = [];
  const dir = (value: string | null | undefined) => sql.raw(value === 'DESC' ? 'desc' : 'asc');
  if (sort?.name) parts.push(sql`${localizedSql(sql`p.name`, language)} ${dir(sort.name)}`);
  if (sort?.price) parts.push(sql`${finalPriceSql} ${dir(sort.price)}`);
  if (sort?.position) parts.push(sql`p.merchandising_rank ${dir(sort.position)}`);
  parts.push(sql`p.merchandising_rank asc`, sql`p.id asc`);
  return sql.join(parts, sql`, `);
}
