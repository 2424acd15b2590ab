import { cacheTag, categoryTag, readParamMarker } from '@shop/rules';
import { tagRead, type RequestContext } from '../platform/context.ts';
import type { ListFilter, ListFilterOption } from '../platform/generated/resolvers.ts';
import { attributeCatalog, brandCatalog, categoryCatalog, type AttributeCatalog, type CategoryCatalog } from './loaders.ts';
import type { SearchAnswer } from '../search/engine.ts';
import { searchEngine } from '../search/engine-of.ts';
import { readListingInput, sortDirectionOf, type ListingInput, type RawListingArgs } from './listing-input.ts';
import { categoryOptions, planListing, type FacetDef, type ListingPlan } from './listing-plan.ts';
import { euros, localize } from './localize.ts';
import type { BrandRow } from './rows.ts';
import { tilesByIds, type ProductListItemView } from './tiles.ts';
import { readMerchandisingArgs, sequenceOf, type MerchandisingArgs } from './merchandising.ts';

export interface ProductListView {
  /** Products per category id (every depth) for this search and these filters; not part of the GraphQL type. */
  categoryCounts?: Map<string, number>;
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
  /** The staff-set order asked for, or the listed category's active one (C27, decision 056). */
  sequenceProfile: string | null;
  merchandiserSortKey: string;
  attributeList: { code: string; label: string; order: number }[];
}

type Counts = SearchAnswer['facets'];

/** Options worth showing, in order; each starts staged as it is selected (C19–C20). */
function byValue(options: Omit<ListFilterOption, 'toBeSelected'>[]): ListFilterOption[] {
  return options
    .filter((o) => o.count > 0 || o.selected)
    .sort((a, b) => a.position - b.position || a.label.localeCompare(b.label))
    .map((o) => ({ ...o, toBeSelected: o.selected }));
}

async function facetOptions(
  ctx: RequestContext,
  facet: FacetDef,
  plan: ListingPlan,
  counts: Counts,
  attributes: AttributeCatalog,
  tree: CategoryCatalog,
): Promise<ListFilterOption[]> {
  const rows = counts.get(facet.key) ?? new Map<string, number>();
  const selected = plan.selected.get(facet.key) ?? [];
  const values = [...new Set([...rows.keys(), ...selected])];
  const count = (value: string) => rows.get(value) ?? 0;
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
  answer: SearchAnswer,
  attributes: AttributeCatalog,
  tree: CategoryCatalog,
): Promise<ListFilter[]> {
  const counts: Counts = answer.facets;
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
      const range = answer.priceRange;
      if (!range) continue;
      const min = euros(range.min);
      const max = euros(range.max);
      const minSelected = input.price?.min ?? min;
      const maxSelected = input.price?.max ?? max;
      filters.push({
        ...base,
        options: [],
        min,
        max,
        minSelected,
        maxSelected,
        minToBeSelected: minSelected,
        maxToBeSelected: maxSelected,
      });
      continue;
    }
    const options = await facetOptions(ctx, facet, plan, counts, attributes, tree);
    if (options.length > 0) {
      filters.push({
        ...base,
        options,
        min: null,
        max: null,
        minSelected: null,
        maxSelected: null,
        minToBeSelected: null,
        maxToBeSelected: null,
      });
    }
  }
  return filters;
}

/**
 * A listing's cache tags (decision 063): its categories (a change to any product listed under them
 * announces them), or every listing when it has none, its products, and the filters it applied,
 * which are the query parameters a cached listing is keyed by.
 */
function tagListing(ctx: RequestContext, plan: ListingPlan, input: ListingInput): void {
  if (!ctx.cacheTags) return;
  tagRead(ctx, ...(plan.categoryIds && input.search == null ? plan.categoryIds.map(categoryTag) : [cacheTag.listing]));
  for (const key of plan.selected.keys()) tagRead(ctx, readParamMarker(key));
  for (const key of ['sale', 'stock']) if (input.filters.has(key)) tagRead(ctx, readParamMarker(key));
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** The listing's plan and catalogues for one request. */
async function prepare(ctx: RequestContext, input: ListingInput) {
  const [attributes, tree, brands] = await Promise.all([attributeCatalog(ctx), categoryCatalog(ctx), brandCatalog(ctx)]);
  return { attributes, tree, plan: planListing(input, attributes, tree, brands) };
}

/**
 * The catalogue listing (spec 001 §3, §7; C7–C9, C14, C17–C22, C27): one page of tiles with its
 * facets; a category's "recommended" order starts with its staff-set positions.
 */
export function listProducts(ctx: RequestContext, args: RawListingArgs & MerchandisingArgs): Promise<ProductListView> {
  return runListing(ctx, readListingInput(args), { merchandising: readMerchandisingArgs(args) });
}

/** The listing for an input already read (the search operation sets its own page size). */
export async function runListing(
  ctx: RequestContext,
  input: ListingInput,
  options: { countEveryCategory?: boolean; withTiles?: boolean; merchandising?: ReturnType<typeof readMerchandisingArgs> } = {},
): Promise<ProductListView> {
  const { attributes, tree, plan } = await prepare(ctx, input);
  tagListing(ctx, plan, input);
  const merchandising = sequenceOf(plan, options.merchandising ?? readMerchandisingArgs({}));
  const withTiles = options.withTiles !== false;
  // The page's tiles are read as soon as the engine knows the page, while it counts the facets.
  const early: { ids?: readonly number[]; tiles?: Promise<ProductListItemView[]> } = {};
  const readEarly = (ids: readonly number[]) => {
    early.ids = ids;
    early.tiles = tilesByIds(ctx, ids);
    // Awaited below unless the answer's page differs; a failure is reported there.
    early.tiles.catch(() => undefined);
  };
  const answer = await searchEngine(ctx).search(
    {
      language: ctx.language,
      text: input.search,
      categoryIds: plan.categoryIds,
      filters: plan.filters,
      sort: input.sort,
      sequence: merchandising.sequence,
      page: input.page,
      pageSize: input.itemsPerPage,
      facets: plan.facets.map((f) =>
        f.kind === 'category'
          ? {
              key: f.key,
              kind: f.kind,
              // The read model lists products under every ancestor: a child's count includes its subtree.
              categoryIds: options.countEveryCategory ? [...tree.byId.keys()] : categoryOptions(plan, tree).map((c) => c.id),
            }
          : { key: f.key, kind: f.kind },
      ),
    },
    withTiles ? readEarly : undefined,
  );
  const [products, filters] = await Promise.all([
    !withTiles ? [] : early.tiles && sameIds(early.ids ?? [], answer.ids) ? early.tiles : tilesByIds(ctx, answer.ids),
    buildFilters(ctx, plan, input, answer, attributes, tree),
  ]);
  return {
    categoryCounts: answer.facets.get('category'),
    products,
    filters,
    totalCount: answer.total,
    expectedTotal: answer.total,
    page: input.page,
    itemsPerPage: input.itemsPerPage,
    search: answer.correctedText ?? input.search,
    sort: input.sort,
    sortOrder: input.sort,
    sortDirection: sortDirectionOf(input.sort),
    sequenceProfile: merchandising.profile,
    merchandiserSortKey: merchandising.sortKey,
    attributeList: [...attributes.attributes.values()].map((a) => ({
      code: a.code,
      label: localize(a.label, ctx.language) ?? a.code,
      order: a.position,
    })),
  };
}

/** The listing's facets and total without building its tiles (Magento's aggregations). */
export function listingFacets(ctx: RequestContext, args: RawListingArgs): Promise<ProductListView> {
  return runListing(ctx, readListingInput(args), { withTiles: false });
}

/** How many products the listing would show for this search and these filters (C15). */
export async function countProducts(ctx: RequestContext, args: Pick<RawListingArgs, 'search' | 'filters'>): Promise<number> {
  const input = readListingInput(args);
  const { plan } = await prepare(ctx, input);
  return searchEngine(ctx).count({ language: ctx.language, text: input.search, categoryIds: plan.categoryIds, filters: plan.filters });
}
