import {
  buildListingUrl,
  catalogue,
  hasControlCharacter,
  isRangeApplied,
  isSortKey,
  parseItemsPerPage,
  parseListingSearch,
  parseRange,
  type ListingState,
} from '@shop/rules';

/** A listing state with every field read (what `parseListingSearch` returns). */
export type FullListingState = Required<ListingState>;

/**
 * Listing forms (sort, items per page, price range) are plain GET forms so they work without
 * JavaScript. A form cannot write the `~`-joined address itself, so it sends the current canonical
 * query in this field plus its own inputs, and the loader redirects to the canonical address.
 */
export const LISTING_FORM_FIELD = 'listing';

/** Fields of the range form: the filter key, the chosen min and max, and the filter's bounds. */
export const RANGE_FIELDS = { key: 'range', min: 'min', max: 'max', boundMin: 'bmin', boundMax: 'bmax' } as const;

export interface ListingRequest {
  state: FullListingState;
  /** Set when the request came from a listing form: where to send the shopper instead. */
  redirectTo: string | null;
}

function readNumber(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : null;
}

/** The state a listing form asked for: the carried query overlaid with the form's own inputs. */
function resolveFormState(params: URLSearchParams): FullListingState {
  const carried = parseListingSearch(params.get(LISTING_FORM_FIELD) ?? '');
  const state: FullListingState = { ...carried, filters: { ...carried.filters }, page: catalogue.defaultPage };

  const sort = params.get('sort');
  if (sort !== null) state.sort = isSortKey(sort) ? sort : catalogue.defaultSort;
  const limit = params.get('limit');
  if (limit !== null) state.limit = parseItemsPerPage(limit);

  const rangeKey = params.get(RANGE_FIELDS.key);
  if (rangeKey) {
    const min = readNumber(params.get(RANGE_FIELDS.min));
    const max = readNumber(params.get(RANGE_FIELDS.max));
    const boundMin = readNumber(params.get(RANGE_FIELDS.boundMin));
    const boundMax = readNumber(params.get(RANGE_FIELDS.boundMax));
    const chosen = parseRange([String(min ?? boundMin ?? ''), String(max ?? boundMax ?? '')]);
    const atBounds =
      chosen !== null && boundMin !== null && boundMax !== null ? !isRangeApplied(chosen, { min: boundMin, max: boundMax }) : false;
    delete state.filters[rangeKey];
    if (chosen && !atBounds) state.filters[rangeKey] = [String(chosen.min), String(chosen.max)];
  }
  return state;
}

/**
 * Reads a listing address (C1–C9); a listing form submission yields the canonical address to go to.
 * The router rebuilds the query with URLSearchParams before loaders see it, which writes the `~`
 * separator as `%7E`; a literal `~` inside a value cannot survive that, so both mean "separator".
 */
export function readListingRequest(url: URL, basePath: string): ListingRequest {
  const search = url.search.replace(/%7e/gi, '~');
  if (url.searchParams.has(LISTING_FORM_FIELD)) {
    const state = resolveFormState(new URLSearchParams(search));
    return { state, redirectTo: buildListingUrl(basePath, state) };
  }
  return { state: parseListingSearch(search), redirectTo: null };
}

/**
 * The filters to send to productList, from the address state; a value no filter can hold (one with
 * a control character: the server answers such an address 400 first) is dropped.
 */
export function listingApiFilters(state: FullListingState): { key: string; values: string[] }[] {
  return Object.entries(state.filters)
    .filter(([key]) => !hasControlCharacter(key))
    .map(([key, values]) => ({ key, values: values.filter((value) => !hasControlCharacter(value)) }))
    .filter(({ values }) => values.length > 0);
}

/** The canonical query of a state (no `?`), optionally without some parts: what listing forms carry. */
export function carriedQuery(state: FullListingState, omit: { filterKey?: string; sort?: boolean; limit?: boolean } = {}): string {
  const filters = { ...state.filters };
  if (omit.filterKey) delete filters[omit.filterKey];
  const url = buildListingUrl('', {
    q: state.q,
    filters,
    sort: omit.sort ? null : state.sort,
    limit: omit.limit ? null : state.limit,
    page: null,
  });
  return url.startsWith('?') ? url.slice(1) : url;
}

/** True when the address narrows the listing (filters or search), so the page is not indexed. */
export function isFilteredListing(state: FullListingState): boolean {
  return (state.q ?? '') !== '' || Object.values(state.filters).some((values) => values.length > 0);
}
