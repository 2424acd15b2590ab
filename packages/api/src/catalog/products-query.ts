import { inArray, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import type { QueryProductsArgs } from '../platform/generated/resolvers.ts';
import { categoryCatalog, productById } from './loaders.ts';
import { normalizeSearch } from './listing-input.ts';
import { subtreeIds } from './listing-plan.ts';
import { containsPattern, finalPriceSql, inCategoriesSql, list, queryRows, searchSql } from './listing-sql.ts';
import { fromUid, localizedSql } from './localize.ts';
import type { ProductRow } from './rows.ts';
import { products } from './tables.ts';

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
  const [totals] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from products p where ${where}`);
  const total = totals?.n ?? 0;
  const totalPages = Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const order = sortOrder(args.sort, ctx.language);
  const idRows = await queryRows<{ id: number }>(
    ctx.db,
    sql`select p.id from products p where ${where} order by ${order} limit ${pageSize} offset ${(currentPage - 1) * pageSize}`,
  );
  const ids = idRows.map((r) => r.id);
  const rows = ids.length === 0 ? [] : await ctx.db.select().from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const row of rows) productById(ctx).prime(row.id, row);
  return {
    items: ids.map((id) => byId.get(id)).filter((r): r is ProductRow => r != null),
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
