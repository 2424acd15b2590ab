import { maxLengths } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
import type { ProductAttributeSortInput, QueryProductsArgs } from '../platform/generated/resolvers.ts';
import type { EngineSort } from '../search/engine.ts';
import { searchEngine } from '../search/engine-of.ts';
import { normalizeSearch, readListingInput } from './listing-input.ts';
import { planListing } from './listing-plan.ts';
import { attributeCatalog, brandCatalog, categoryCatalog } from './loaders.ts';
import { loadProductGraph } from './product-graph.ts';
import { listingFilters, readProductFilter } from './products-filter.ts';
import type { ProductFilter, ProductsResult } from './products-result.ts';
import { lookUpProducts } from './products-lookup.ts';
import type { ProductRow } from './rows.ts';

export { MAX_IN_VALUES } from './products-filter.ts';
export const MAX_PAGE_SIZE = 100;

/** Magento's paging of `products` and `categories`: 20 a page from page 1; a size over the maximum or a page below 1 is refused. */
export function catalogPage(args: { pageSize?: number | null; currentPage?: number | null }): { pageSize: number; currentPage: number } {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    throw inputError('PAGE_SIZE_INVALID', { max: MAX_PAGE_SIZE }, `pageSize value must be between 1 and ${MAX_PAGE_SIZE}.`);
  if (!Number.isInteger(currentPage) || currentPage < 1)
    throw inputError('CURRENT_PAGE_INVALID', {}, 'currentPage value must be greater than 0.');
  return { pageSize, currentPage };
}

/** Refuses a page past the last one, as Magento does (an empty answer has no last page to pass). */
export function refusePageBeyond(currentPage: number, total: number, totalPages: number): void {
  if (total > 0 && currentPage > totalPages) {
    throw inputError(
      'CURRENT_PAGE_BEYOND',
      { currentPage, totalPages },
      `currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`,
    );
  }
}
/** Magento's longest sku. */

/** Magento's sort input as the engine's order: the first field given wins; relevance only means something with a search. */
function engineSort(sort: ProductAttributeSortInput | null | undefined, searching: boolean): EngineSort {
  if (sort?.name) return sort.name === 'DESC' ? 'namedesc' : 'nameasc';
  if (sort?.price) return sort.price === 'DESC' ? 'pricedesc' : 'priceasc';
  if (sort?.position) return 'recommended';
  return searching ? 'relevance' : 'recommended';
}

/**
 * Listed products through the listing's engine, with the listing's reading of the same filters:
 * the items, total and aggregations of one answer come from one source.
 */
async function listedProducts(
  ctx: RequestContext,
  filter: ProductFilter,
  args: QueryProductsArgs,
  pageSize: number,
  currentPage: number,
): Promise<{ total: number; items: ProductRow[] }> {
  const input = readListingInput({ search: args.search, filters: listingFilters(filter) ?? [] });
  const [attributes, tree, brands] = await Promise.all([attributeCatalog(ctx), categoryCatalog(ctx), brandCatalog(ctx)]);
  const plan = planListing(input, attributes, tree, brands);
  const answer = await searchEngine(ctx).search({
    language: ctx.language,
    text: input.search,
    categoryIds: plan.categoryIds,
    filters: plan.filters,
    sort: engineSort(args.sort, input.search != null),
    page: currentPage,
    pageSize,
    facets: [],
  });
  const rows = await loadProductGraph(ctx, answer.ids, 'page');
  return { total: answer.total, items: answer.ids.map((id) => rows.get(id)).filter((p): p is ProductRow => p != null) };
}

/**
 * Magento's `products` query. Filters by sku, url key or name look products up in the catalogue
 * (a sku also finds a configurable's child, as Magento allows); otherwise the listed products
 * are searched exactly as the listing searches them.
 */
export async function findProducts(ctx: RequestContext, args: QueryProductsArgs): Promise<ProductsResult> {
  const { pageSize, currentPage } = catalogPage(args);
  if (args.search == null && args.filter == null)
    throw inputError('CATALOG_SEARCH_OR_FILTER_REQUIRED', {}, "'search' or 'filter' input argument is required.");
  const filter = await readProductFilter(ctx, args.filter);
  const search = normalizeSearch(args.search);
  const request = { search, filter };
  const pageInfo = (total: number) => ({ current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(total / pageSize) });
  if (filter.matchesNothing) return { items: [], total_count: 0, page_info: pageInfo(0), request };

  const { total, items } =
    listingFilters(filter) == null
      ? await lookUpProducts(ctx, { filter, search, sort: args.sort, pageSize, currentPage })
      : await listedProducts(ctx, filter, args, pageSize, currentPage);
  const totalPages = pageInfo(total).total_pages;
  refusePageBeyond(currentPage, total, totalPages);
  return { items, total_count: total, page_info: pageInfo(total), request };
}

/** Product by sku (spec 001 §7; D2): the first product with this sku, else 'No product found with sku {sku}'. */
export async function productBySku(ctx: RequestContext, sku: string): Promise<ProductRow> {
  if (sku.trim() === '') throw inputError('INPUT_REQUIRED', { field: 'sku' }, 'Required parameter "sku" is missing.');
  if (sku.length > maxLengths.sku)
    throw inputError('INPUT_TOO_LONG', { field: 'sku', max: maxLengths.sku }, `sku must be at most ${maxLengths.sku} characters.`);
  const { items } = await findProducts(ctx, { filter: { sku: { eq: sku } }, pageSize: 1, currentPage: 1 });
  const first = items[0];
  if (!first) throw notFoundError('CATALOG_PRODUCT_NOT_FOUND', { sku }, `No product found with sku ${sku}`);
  return first;
}
