import type { RequestContext } from '../platform/context.ts';
import type { ListFilter, ListFilterOption } from '../platform/generated/resolvers.ts';
import { attributeCatalog, brandCatalog, categoryCatalog, type AttributeCatalog, type CategoryCatalog } from './loaders.ts';
import { cachedListing, listingCacheKey } from './listing-cache.ts';
import { readListingInput, sortDirectionOf, type ListingInput, type RawListingArgs } from './listing-input.ts';
import { planListing, type FacetDef, type ListingPlan } from './listing-plan.ts';
import { categoryOptions, countSql, listingSql, type ListingRow } from './listing-query.ts';
import { queryListingRows } from './listing-sql.ts';
import { euros, localize } from './localize.ts';
import type { BrandRow } from './rows.ts';
import { tilesByIds, type ProductListItemView } from './tiles.ts';

export interface ProductListView {
  products: ProductListItemView[];
  filters: ListFilter[];
  totalCount: number;
  expectedTotal: number;
  page: number;
  itemsPerPage: number;
  search: string | null;
  sort: string;
  sortOrder: string;
  sortDirection: string;
  attributeList: { code: string; label: string; order: number }[];
}

type Counts = Map<string, Map<string, ListingRow>>;

function byValue(options: ListFilterOption[]): ListFilterOption[] {
  return options.filter((o) => o.count > 0 || o.selected).sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}

async function facetOptions(
  ctx: RequestContext,
  facet: FacetDef,
  plan: ListingPlan,
  counts: Counts,
  attributes: AttributeCatalog,
  tree: CategoryCatalog,
): Promise<ListFilterOption[]> {
  const rows = counts.get(facet.key) ?? new Map<string, ListingRow>();
  const selected = plan.selected.get(facet.key) ?? [];
  const values = [...new Set([...rows.keys(), ...selected])];
  const count = (value: string) => rows.get(value)?.n ?? 0;
  switch (facet.kind) {
    case 'category':
      return byValue(
        categoryOptions(plan, tree).map((child) => ({
          key: child.urlPath,
          label: localize(child.name, ctx.language) ?? child.urlKey,
          swatch: null,
          count: count(String(child.id)),
          selected: selected.includes(child.urlPath),
          position: child.position,
          urlPath: child.urlPath,
        })),
      );
    case 'brand': {
      // Brand rows are counted by id; options and the filter itself use the url key.
      const catalog = await brandCatalog(ctx);
      const found = new Map<number, BrandRow>();
      for (const id of rows.keys()) {
        const brand = catalog.byId.get(Number(id));
        if (brand) found.set(brand.id, brand);
      }
      for (const key of selected) {
        const brand = catalog.byUrlKey.get(key);
        if (brand) found.set(brand.id, brand);
      }
      return byValue(
        [...found.values()].map((brand) => ({
          key: brand.urlKey,
          label: brand.name,
          swatch: null,
          count: count(String(brand.id)),
          selected: selected.includes(brand.urlKey),
          position: brand.position,
          urlPath: null,
        })),
      );
    }
    case 'boolean':
      // The labels stay `true`/`false`: the storefront shows them as a translated yes/no (C19).
      return byValue(
        ['true', 'false'].map((value, index) => ({
          key: value,
          label: value,
          swatch: null,
          count: count(value),
          selected: selected.some((s) => s.toLowerCase() === value),
          position: index + 1,
          urlPath: null,
        })),
      );
    default:
      return byValue(
        values.map((value) => {
          const option = attributes.options.get(`${facet.key}:${value}`);
          return {
            key: value,
            label: localize(option?.label, ctx.language) ?? value,
            swatch: facet.kind === 'color' ? (option?.swatch ?? null) : null,
            count: count(value),
            selected: selected.includes(value),
            // Unknown values (e.g. a hand-typed ?color=foo) sort last; GraphQL Int is 32-bit.
            position: option?.position ?? UNKNOWN_OPTION_POSITION,
            urlPath: null,
          };
        }),
      );
  }
}

const UNKNOWN_OPTION_POSITION = 2_147_483_647;

async function buildFilters(
  ctx: RequestContext,
  plan: ListingPlan,
  input: ListingInput,
  rows: ListingRow[],
  attributes: AttributeCatalog,
  tree: CategoryCatalog,
): Promise<ListFilter[]> {
  const counts: Counts = new Map();
  const add = (key: string, value: string, row: ListingRow) => {
    const map = counts.get(key) ?? new Map<string, ListingRow>();
    const known = map.get(value);
    map.set(value, known ? { ...known, n: known.n + row.n } : { ...row, value });
    counts.set(key, map);
  };
  for (const row of rows) {
    if (row.kind.startsWith('f:')) add(row.kind.slice(2), row.value ?? '', row);
    else if (row.kind.startsWith('a:')) {
      const values = new Set(JSON.parse(row.value ?? '[]') as string[]);
      for (const value of values) add(row.kind.slice(2), value, row);
    }
  }
  const filters: ListFilter[] = [];
  for (const facet of plan.facets) {
    const base = {
      key: facet.key,
      type: facet.type,
      attribute: facet.key,
      label: localize(facet.label, ctx.language) ?? facet.key,
      position: facet.position,
      isVisible: facet.isVisible,
      isOpen: facet.isOpen,
      hasUrl: facet.kind === 'category',
    };
    if (facet.kind === 'price') {
      const range = counts.get('price')?.get('');
      if (!range || range.n === 0 || range.lo == null || range.hi == null) continue;
      const min = euros(range.lo);
      const max = euros(range.hi);
      filters.push({ ...base, options: [], min, max, minSelected: input.price?.min ?? min, maxSelected: input.price?.max ?? max });
      continue;
    }
    const options = await facetOptions(ctx, facet, plan, counts, attributes, tree);
    if (options.length > 0) filters.push({ ...base, options, min: null, max: null, minSelected: null, maxSelected: null });
  }
  return filters;
}

/** The catalogue listing (spec 001 §3, §7; C7–C9, C14, C17–C22): one page of tiles with its facets. */
export async function listProducts(ctx: RequestContext, args: RawListingArgs): Promise<ProductListView> {
  const input = readListingInput(args);
  const [attributes, tree] = await Promise.all([attributeCatalog(ctx), categoryCatalog(ctx)]);
  const plan = planListing(input, ctx.language, attributes, tree);
  const rows = await cachedListing(ctx.db, listingCacheKey('list', ctx.language, input), () =>
    queryListingRows<ListingRow>(ctx.db, listingSql(plan, input, tree)),
  );
  const totalCount = rows.find((r) => r.kind === 'total')?.n ?? 0;
  const pageIds = rows
    .filter((r) => r.kind === 'page')
    .sort((a, b) => a.n - b.n)
    .map((r) => Number(r.value));
  const [products, filters] = await Promise.all([tilesByIds(ctx, pageIds), buildFilters(ctx, plan, input, rows, attributes, tree)]);
  return {
    products,
    filters,
    totalCount,
    expectedTotal: totalCount,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    search: input.search,
    sort: input.sort,
    sortOrder: input.sort,
    sortDirection: sortDirectionOf(input.sort),
    attributeList: [...attributes.attributes.values()].map((a) => ({
      code: a.code,
      label: localize(a.label, ctx.language) ?? a.code,
      order: a.position,
    })),
  };
}

/** How many products the listing would show for this search and these filters (C15). */
export async function countProducts(ctx: RequestContext, args: Pick<RawListingArgs, 'search' | 'filters'>): Promise<number> {
  const input = readListingInput(args);
  const [attributes, tree] = await Promise.all([attributeCatalog(ctx), categoryCatalog(ctx)]);
  const plan = planListing(input, ctx.language, attributes, tree);
  return cachedListing(ctx.db, listingCacheKey('count', ctx.language, input), async () => {
    const [row] = await queryListingRows<{ n: number }>(ctx.db, countSql(plan));
    return row?.n ?? 0;
  });
}
