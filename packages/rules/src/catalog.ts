/**
 * Catalogue listing address rules (001 §2, §5, §9; C1–C9): reading and building the query string.
 */

import { catalogue, sortKeys, type SortKey } from './constants.ts';
import { STORE_QUERY_PARAM } from './store-addresses.ts';

/**
 * Query parameters with a fixed meaning; filter keys may not use these names. `store` chooses the
 * store on a host stores share (decision 046).
 */
export const reservedListingParams = ['q', 'page', 'sort', 'limit', catalogue.filterMarkerParam, STORE_QUERY_PARAM] as const;

export interface ListingState {
  q?: string | null;
  page?: number | null;
  sort?: SortKey | null;
  limit?: number | null;
  /** Chosen values per filter key; an empty list means the filter is not applied. */
  filters?: Record<string, readonly string[]>;
}

export interface BuildListingUrlOptions {
  /** C5: a category path filter was removed, so the last path segment is dropped. */
  dropLastSegment?: boolean;
}

export interface NumericRange {
  min: number;
  max: number;
}

/** Query values may arrive repeated (`?page=1&page=2`); the first one counts. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function readInteger(value: unknown): number | null {
  const single = firstValue(value);
  if (typeof single === 'number') return Number.isSafeInteger(single) ? single : null;
  if (typeof single !== 'string' || !/^\s*\d+\s*$/.test(single)) return null;
  const parsed = Number(single);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Items per page: 24, 36, 48, 60 or 72, otherwise 36 (C7). */
export function parseItemsPerPage(value: unknown): number {
  const parsed = readInteger(value);
  const allowed: readonly number[] = catalogue.itemsPerPageOptions;
  return parsed !== null && allowed.includes(parsed) ? parsed : catalogue.defaultItemsPerPage;
}

/** Narrows a value to a known sort key. */
export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value);
}

/** Sort key from the address; an unknown key means recommended (C8). */
export function parseSort(value: unknown): SortKey {
  const single = firstValue(value);
  return isSortKey(single) ? single : catalogue.defaultSort;
}

/** Page number from the address: an integer of at least 1, default 1 (C9). */
export function parsePage(value: unknown): number {
  const parsed = readInteger(value);
  return parsed !== null && parsed >= 1 ? parsed : catalogue.defaultPage;
}

/** `encodeURIComponent` leaves `~` alone, but here it separates values, so it is encoded too. */
function encodeFilterValue(value: string): string {
  return encodeURIComponent(value).replace(/~/g, '%7E');
}

/** Decodes query text; `+` is a space as in HTML form submissions (our encoder never writes one). */
function safeDecode(value: string): string {
  const spaced = value.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Joins filter values with `~`, each percent-encoded (C2): ['dark blue', 'red'] → 'dark%20blue~red'. */
export function encodeFilterValues(values: readonly string[]): string {
  return values.map(encodeFilterValue).join(catalogue.filterValueSeparator);
}

/**
 * Splits a raw (still percent-encoded) filter parameter into its values (C2). Text already decoded
 * by `URLSearchParams` also works, except for values that themselves contain `~` or `+`; use
 * `parseListingSearch` on the raw query string to be exact.
 */
export function decodeFilterValues(param: string): string[] {
  if (param === '') return [];
  return param
    .split(catalogue.filterValueSeparator)
    .map(safeDecode)
    .filter((value) => value !== '');
}

/** Two numeric values form a range with min and max (C3); anything else is not a range. */
export function parseRange(values: readonly string[] | string): NumericRange | null {
  const list = typeof values === 'string' ? decodeFilterValues(values) : values;
  if (list.length !== 2) return null;
  const numbers = list.map((value) => (value.trim() === '' ? Number.NaN : Number(value)));
  const [first, second] = numbers;
  if (first === undefined || second === undefined) return null;
  if (!Number.isFinite(first) || !Number.isFinite(second)) return null;
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

/** A range filter applies only when the chosen min or max differs from the bounds (C3). */
export function isRangeApplied(chosen: NumericRange, bounds: NumericRange): boolean {
  return chosen.min !== bounds.min || chosen.max !== bounds.max;
}

/** Drops the last segment of a path, keeping the trailing slash: '/men/shirts/' → '/men/' (C5). */
export function parentPath(path: string): string {
  const segments = path.split('/').filter((segment) => segment !== '');
  segments.pop();
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * Builds a listing address from its base path (C1–C6): search text, then filters, the
 * `filter=1` marker when filters are applied without a search, then sort and limit unless they
 * are the defaults, then page unless it is 1.
 */
export function buildListingUrl(basePath: string, state: ListingState, options: BuildListingUrlOptions = {}): string {
  const path = options.dropLastSegment ? parentPath(basePath) : basePath;
  const params: string[] = [];
  const q = state.q?.trim() ?? '';
  if (q !== '') params.push(`q=${encodeURIComponent(q)}`);

  let filtersApplied = false;
  for (const [key, values] of Object.entries(state.filters ?? {})) {
    if ((reservedListingParams as readonly string[]).includes(key)) {
      throw new RangeError(`Filter key "${key}" clashes with a listing parameter`);
    }
    const chosen = values.filter((value) => value !== '');
    if (chosen.length === 0) continue;
    params.push(`${encodeURIComponent(key)}=${encodeFilterValues(chosen)}`);
    filtersApplied = true;
  }
  if (filtersApplied && q === '') params.push(`${catalogue.filterMarkerParam}=1`);

  if (state.sort && state.sort !== catalogue.defaultSort) params.push(`sort=${state.sort}`);
  if (state.limit && state.limit !== catalogue.defaultItemsPerPage) params.push(`limit=${state.limit}`);
  if (state.page && state.page > catalogue.defaultPage) params.push(`page=${state.page}`);

  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}

/**
 * Reads a listing address's raw query string (with or without `?`) into its state (C1–C9).
 * Filter values are split before decoding, so a `~` inside a value survives.
 */
export function parseListingSearch(search: string): Required<ListingState> {
  const raw = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const key = safeDecode(separator === -1 ? pair : pair.slice(0, separator));
    if (!raw.has(key)) raw.set(key, separator === -1 ? '' : pair.slice(separator + 1));
  }

  const filters: Record<string, string[]> = {};
  for (const [key, value] of raw) {
    if ((reservedListingParams as readonly string[]).includes(key)) continue;
    const values = decodeFilterValues(value);
    if (values.length > 0) filters[key] = values;
  }

  const q = raw.has('q') ? safeDecode(raw.get('q') ?? '').trim() : '';
  return {
    q: q === '' ? null : q,
    page: parsePage(raw.get('page')),
    sort: parseSort(raw.get('sort')),
    limit: parseItemsPerPage(raw.get('limit')),
    filters,
  };
}
