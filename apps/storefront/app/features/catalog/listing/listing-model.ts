import { buildListingUrl, catalogue, categoryPath, parseRange, type SortKey } from '@shop/rules';
import type { ListingResultFragment, ProductTileFragment } from '../../../graphql/graphql.ts';
import { carriedQuery, type FullListingState } from './listing-request.ts';
import { pageCount, paginationItems, type PageItem } from './pagination.ts';
import type { ScopeFilter } from './staged-filters.ts';

type ApiFilter = ListingResultFragment['filters'][number];
type ApiOption = ApiFilter['options'][number];

export interface FilterOptionView {
  value: string;
  label: string;
  /** Boolean filters: the label comes from the catalogue (C19). */
  labelId: 'catalog.filters.yes' | 'catalog.filters.no' | null;
  swatch: string | null;
  count: number;
  selected: boolean;
  href: string;
}

export interface OptionFilterView {
  kind: 'options';
  key: string;
  label: string;
  type: string;
  /** Options lead to addresses of their own (categories) rather than toggling a value. */
  hasUrl: boolean;
  isOpen: boolean;
  options: FilterOptionView[];
}

export interface RangeFilterView {
  kind: 'range';
  key: string;
  label: string;
  isOpen: boolean;
  min: number;
  max: number;
  minSelected: number;
  maxSelected: number;
  /** The canonical query the range form carries (everything but this filter). */
  carried: string;
}

export type FilterView = OptionFilterView | RangeFilterView;

export interface ActiveFilterChip {
  key: string;
  label: string;
  labelId: FilterOptionView['labelId'];
  /** Range chips: the chosen bounds, formatted as prices by the view. */
  range: { min: number; max: number } | null;
  href: string;
}

export interface ListingView {
  basePath: string;
  state: FullListingState;
  totalCount: number;
  page: number;
  itemsPerPage: number;
  totalPages: number;
  products: ProductTileFragment[];
  filters: FilterView[];
  chips: ActiveFilterChip[];
  clearAllHref: string | null;
  sort: SortKey;
  sortOptions: readonly SortKey[];
  limitOptions: readonly number[];
  /** The canonical query the sort form carries (everything but sort, limit and page). */
  sortCarried: string;
  pagination: { items: (PageItem & { href?: string })[]; previous: string | null; next: string | null };
  pastLastPage: boolean;
  firstPageHref: string;
  /** Filters the page itself stands for (its category or brand): the live count adds them (C16). */
  scope: ScopeFilter[];
}

export interface ListingViewOptions {
  /** C5: on a sub-category, a chip that removes the category path filter by dropping the last segment. */
  categoryChip?: { label: string } | null;
  /**
   * Whether options with their own address (categories) lead there. A brand page keeps the
   * shopper on the brand, so there they filter like any other option.
   */
  followOptionPaths?: boolean;
  /** The filters the page's own query adds (category, brand), for the filter panel's live count. */
  scope?: ScopeFilter[];
}

function booleanLabelId(label: string): FilterOptionView['labelId'] {
  const lower = label.trim().toLowerCase();
  if (lower === 'true') return 'catalog.filters.yes';
  if (lower === 'false') return 'catalog.filters.no';
  return null;
}

function withFilter(state: FullListingState, key: string, values: string[]): FullListingState {
  const filters = { ...state.filters };
  if (values.length === 0) delete filters[key];
  else filters[key] = values;
  return { ...state, filters, page: null };
}

function optionHref(
  basePath: string,
  state: FullListingState,
  filter: ApiFilter,
  option: ApiOption,
  selected: boolean,
  followPath: boolean,
): string {
  if (followPath && option.urlPath) {
    // A path option (a category) is a place of its own: keep the other filters, drop this key.
    if (/^https?:\/\//.test(option.urlPath) || option.urlPath.includes('?')) return option.urlPath;
    return buildListingUrl(categoryPath(option.urlPath), withFilter(state, filter.key, []));
  }
  const current = state.filters[filter.key] ?? [];
  const values = selected ? current.filter((value) => value !== option.key) : [...current, option.key];
  return buildListingUrl(basePath, withFilter(state, filter.key, values));
}

function toFilterView(basePath: string, state: FullListingState, filter: ApiFilter, followPaths: boolean): FilterView | null {
  const chosen = state.filters[filter.key] ?? [];
  const hasUrl = filter.hasUrl && followPaths;
  if (filter.type === 'range') {
    if (filter.min === null || filter.max === null || filter.min >= filter.max) return null;
    const range = parseRange(chosen);
    return {
      kind: 'range',
      key: filter.key,
      label: filter.label,
      isOpen: filter.isOpen || range !== null,
      min: filter.min,
      max: filter.max,
      minSelected: range?.min ?? filter.minSelected ?? filter.min,
      maxSelected: range?.max ?? filter.maxSelected ?? filter.max,
      carried: carriedQuery(state, { filterKey: filter.key }),
    };
  }
  const options = [...filter.options]
    .sort((a, b) => a.position - b.position)
    .map((option): FilterOptionView => {
      const selected = option.selected || chosen.includes(option.key);
      return {
        value: option.key,
        label: option.label,
        labelId: booleanLabelId(option.label),
        swatch: option.swatch,
        count: option.count,
        selected,
        href: optionHref(basePath, state, filter, option, selected, hasUrl),
      };
    });
  if (options.length === 0) return null;
  return {
    kind: 'options',
    key: filter.key,
    label: filter.label,
    type: filter.type,
    hasUrl,
    isOpen: filter.isOpen || options.some((option) => option.selected && !hasUrl),
    options,
  };
}

function activeChips(basePath: string, state: FullListingState, filters: ApiFilter[]): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  for (const [key, values] of Object.entries(state.filters)) {
    const filter = filters.find((candidate) => candidate.key === key);
    const range = filter?.type === 'range' ? parseRange(values) : null;
    if (range) {
      chips.push({ key, label: filter?.label ?? key, labelId: null, range, href: buildListingUrl(basePath, withFilter(state, key, [])) });
      continue;
    }
    for (const value of values) {
      const option = filter?.options.find((candidate) => candidate.key === value);
      const label = option?.label ?? value;
      chips.push({
        key: `${key}:${value}`,
        label,
        labelId: booleanLabelId(label),
        range: null,
        href: buildListingUrl(
          basePath,
          withFilter(
            state,
            key,
            values.filter((other) => other !== value),
          ),
        ),
      });
    }
  }
  return chips;
}

/** Shapes a listing answer plus the address state into the listing page's view model (C1–C28). */
export function toListingView(
  result: ListingResultFragment,
  basePath: string,
  state: FullListingState,
  options: ListingViewOptions = {},
): ListingView {
  const itemsPerPage = result.itemsPerPage || state.limit || catalogue.defaultItemsPerPage;
  const page = state.page ?? catalogue.defaultPage;
  const totalPages = pageCount(result.totalCount, itemsPerPage);
  const pageHref = (target: number) => buildListingUrl(basePath, { ...state, page: target });
  const filters = [...result.filters]
    .filter((filter) => filter.isVisible)
    .sort((a, b) => a.position - b.position)
    .map((filter) => toFilterView(basePath, state, filter, options.followOptionPaths ?? true))
    .filter((filter): filter is FilterView => filter !== null);

  const chips = activeChips(basePath, state, result.filters);
  if (options.categoryChip) {
    chips.unshift({
      key: 'category',
      label: options.categoryChip.label,
      labelId: null,
      range: null,
      href: buildListingUrl(basePath, { ...state, page: null }, { dropLastSegment: true }),
    });
  }
  const hasFilters = Object.keys(state.filters).length > 0;

  return {
    basePath,
    state,
    totalCount: result.totalCount,
    page,
    itemsPerPage,
    totalPages,
    products: result.products,
    filters,
    chips,
    clearAllHref: hasFilters ? buildListingUrl(basePath, { q: state.q, sort: state.sort, limit: state.limit }) : null,
    sort: state.sort ?? catalogue.defaultSort,
    sortOptions: catalogue.sortKeys,
    limitOptions: catalogue.itemsPerPageOptions,
    sortCarried: carriedQuery(state, { sort: true, limit: true }),
    pagination: {
      items: paginationItems(Math.min(page, totalPages), totalPages).map((item) =>
        'page' in item ? { ...item, current: item.page === page, href: pageHref(item.page) } : item,
      ),
      previous: page > 1 ? pageHref(Math.min(page - 1, totalPages)) : null,
      next: page < totalPages ? pageHref(page + 1) : null,
    },
    pastLastPage: page > totalPages || (page > 1 && result.products.length === 0),
    firstPageHref: pageHref(1),
    scope: options.scope ?? [],
  };
}
