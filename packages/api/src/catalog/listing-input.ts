/**
 * Reading the listing's input (spec 001 §2, §5, §9; C3, C7–C9). The storefront passes the
 * shopper's address through unchanged, so nothing here throws: bad values fall back to defaults.
 */

export const ITEMS_PER_PAGE_OPTIONS = [24, 36, 48, 60, 72] as const;
export const DEFAULT_ITEMS_PER_PAGE = 36;
export const SORT_KEYS = ['recommended', 'priceasc', 'pricedesc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'recommended';

/** Longest search text taken into account; longer input is cut, not refused. */
export const MAX_SEARCH_LENGTH = 100;
/** Values per filter key taken into account (a key with more is cut). */
export const MAX_FILTER_VALUES = 200;
const MAX_FILTERS = 30;

/** Filter keys the address may spell differently from the attribute code. */
const KEY_ALIASES: Record<string, string> = { colour: 'color', kleur: 'color', categorie: 'category', merk: 'brand' };

export interface PriceRange {
  /** Euros; null when open. */
  min: number | null;
  max: number | null;
}

export interface ListingInput {
  search: string | null;
  /** Selected values per filter key, without duplicates; keys lower-case. */
  filters: Map<string, string[]>;
  price: PriceRange | null;
  page: number;
  itemsPerPage: number;
  sort: SortKey;
}

export interface RawListingArgs {
  search?: string | null;
  filters?: readonly { key: string; values: readonly string[] }[] | null;
  page?: number | null;
  itemsPerPage?: number | null;
  sortOrder?: string | null;
  sortDirection?: string | null;
}

/** C7: one of 24, 36, 48, 60, 72; anything else is 36. */
export function normalizeItemsPerPage(value: number | null | undefined): number {
  return ITEMS_PER_PAGE_OPTIONS.find((n) => n === value) ?? DEFAULT_ITEMS_PER_PAGE;
}

/** C9: a whole number from 1; anything else is page 1. */
export function normalizePage(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : 1;
}

/** C8: a known sort key; `price` with a direction is read as priceasc/pricedesc; anything else recommended. */
export function normalizeSort(sortOrder: string | null | undefined, sortDirection?: string | null): SortKey {
  const key = (sortOrder ?? '').trim().toLowerCase();
  if ((SORT_KEYS as readonly string[]).includes(key)) return key as SortKey;
  if (key === 'price') return (sortDirection ?? '').trim().toLowerCase() === 'desc' ? 'pricedesc' : 'priceasc';
  return DEFAULT_SORT;
}

export function sortDirectionOf(sort: SortKey): 'asc' | 'desc' {
  return sort === 'pricedesc' ? 'desc' : 'asc';
}

/** Trimmed search text with collapsed spaces, or null when empty. */
export function normalizeSearch(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[\u0000-\u001f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? null : text;
}

/**
 * C3: the two numbers of a range filter (min and max, in euro). The values may come as two
 * entries or as one `min~max` / `min-max` entry; a single number is a minimum.
 */
export function parsePriceRange(values: readonly string[]): PriceRange | null {
  const parts = values
    .flatMap((v) => v.split(/~|-(?=\d)|(?<=\d)-/))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const numbers = parts.map((v) => Number(v.replace(',', '.')));
  if (numbers.length === 0 || numbers.length > 2 || numbers.some((n) => !Number.isFinite(n) || n < 0)) return null;
  const [a, b] = numbers as [number, number | undefined];
  if (b === undefined) return { min: a, max: null };
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/** Normalises the filter list: aliases resolved, values trimmed and deduplicated, empty keys dropped. */
export function normalizeFilters(filters: RawListingArgs['filters']): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const filter of (filters ?? []).slice(0, MAX_FILTERS)) {
    const raw = filter.key.trim().toLowerCase();
    const key = KEY_ALIASES[raw] ?? raw;
    if (!/^[a-z][a-z0-9_-]{0,49}$/.test(key)) continue;
    const values = [...(result.get(key) ?? [])];
    for (const value of filter.values) {
      const clean =
        key === 'category'
          ? value
              .trim()
              .replace(/^\/+|\/+$/g, '')
              .toLowerCase()
          : value.trim();
      if (clean !== '' && clean.length <= 200 && !values.includes(clean)) values.push(clean);
    }
    if (values.length > 0) result.set(key, values.slice(0, MAX_FILTER_VALUES));
  }
  return result;
}

/** Everything the listing needs, with the spec's defaults applied. */
export function readListingInput(args: RawListingArgs): ListingInput {
  const filters = normalizeFilters(args.filters);
  const priceValues = filters.get('price');
  filters.delete('price');
  return {
    search: normalizeSearch(args.search),
    filters,
    price: priceValues ? parsePriceRange(priceValues) : null,
    page: normalizePage(args.page),
    itemsPerPage: normalizeItemsPerPage(args.itemsPerPage),
    sort: normalizeSort(args.sortOrder, args.sortDirection),
  };
}
