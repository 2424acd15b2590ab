/**
 * Reading Magento's product filter (ProductAttributeFilterInput) once, for both the `products`
 * items and their aggregations: the same values narrow the items and, mapped to the listing's
 * filter keys, feed the listing's facet counts, so the two cannot disagree about what was asked.
 */
import { readYesNo } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import type { ProductAttributeFilterInput } from '../platform/generated/resolvers.ts';
import type { RawListingArgs } from './listing-input.ts';
import { attributeCatalog, categoryCatalog } from './loaders.ts';
import { normalizeCategoryPath } from './categories.ts';
import { fromUid } from './localize.ts';
import type { CategoryRow } from './rows.ts';
import { FACET_FIELDS, type FacetField, type FacetFilter, type FacetKind, type ProductFilter } from './products-result.ts';

/** Values an `in` filter may hold. */
export const MAX_IN_VALUES = 200;
/** Longest value a filter takes (the listing ignores longer ones). */
export const MAX_FILTER_VALUE_LENGTH = 200;
/** Longest `match` text taken into account; longer text is cut, as the listing cuts a search. */
export const MAX_MATCH_LENGTH = 100;

export type EqualFilter = { eq?: string | null; in?: readonly (string | null)[] | null } | null | undefined;
export type MatchFilter = { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null } | null | undefined;

/**
 * The values of an equal filter (`eq` and `in` together), or null when the filter says nothing.
 * Null entries of `in` (Magento's `[String]` allows them) are skipped; an empty list matches nothing.
 */
export function equalValues(name: string, filter: EqualFilter): string[] | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null;
  if (filter.in && filter.in.length > MAX_IN_VALUES)
    throw inputError('CATALOG_FILTER_INVALID', { filter: name }, `Filter "${name}" accepts at most ${MAX_IN_VALUES} values in "in".`);
  const values = [...(filter.eq != null ? [filter.eq] : []), ...(filter.in ?? [])].filter((v): v is string => v != null);
  if (values.some((v) => v.length > MAX_FILTER_VALUE_LENGTH))
    throw inputError(
      'CATALOG_FILTER_INVALID',
      { filter: name },
      `Filter "${name}" values must be at most ${MAX_FILTER_VALUE_LENGTH} characters.`,
    );
  return [...new Set(values)];
}

/** A match filter's text (trimmed, cut to MAX_MATCH_LENGTH) and whether the whole value must match. */
export function matchValue(filter: MatchFilter): { text: string; full: boolean } | null {
  const text = filter?.match?.replace(/\s+/g, ' ').trim().slice(0, MAX_MATCH_LENGTH);
  return text ? { text, full: filter?.match_type === 'FULL' } : null;
}

function euroBound(name: 'from' | 'to', value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === '*') return null;
  const number = Number(text);
  if (!Number.isFinite(number) || number < 0 || number > 1_000_000)
    throw inputError('CATALOG_FILTER_INVALID', { filter: `price.${name}` }, `Filter "price.${name}" must be a number of euros.`);
  return number;
}

function booleanValues(key: string, values: string[]): string[] {
  return values.map((value) => {
    const read = readYesNo(value);
    if (read !== null) return String(read);
    throw inputError('CATALOG_FILTER_INVALID', { filter: key }, `Filter "${key}" takes 1 or 0.`);
  });
}

async function readCategories(ctx: RequestContext, filter: ProductAttributeFilterInput): Promise<CategoryRow[] | null> {
  const ids = equalValues('category_id', filter.category_id);
  const uids = equalValues('category_uid', filter.category_uid);
  const paths = equalValues('category_url_path', filter.category_url_path);
  if (ids == null && uids == null && paths == null) return null;
  const tree = await categoryCatalog(ctx);
  const byId = [...(ids ?? []), ...(uids ?? []).map((uid) => fromUid(uid) ?? '')]
    .map((id) => (/^\d{1,9}$/.test(id.trim()) ? tree.byId.get(Number(id)) : undefined))
    .filter((c) => c != null);
  const byPath = (paths ?? []).map((path) => tree.byPath.get(normalizeCategoryPath(path))).filter((c) => c != null);
  return [...new Map([...byId, ...byPath].map((c) => [c.id, c])).values()];
}

/** Reads and checks a Magento product filter; bad values are a graphql-input error with the field's name. */
export async function readProductFilter(
  ctx: RequestContext,
  filter: ProductAttributeFilterInput | null | undefined,
): Promise<ProductFilter> {
  const input = filter ?? {};
  const skus = equalValues('sku', input.sku);
  const urlKeys = equalValues('url_key', input.url_key);
  const categories = await readCategories(ctx, input);
  const from = euroBound('from', input.price?.from);
  const to = euroBound('to', input.price?.to);
  if (from != null && to != null && from > to)
    throw inputError('CATALOG_FILTER_INVALID', { filter: 'price' }, 'Filter "price.from" must not be greater than "price.to".');

  const facets: FacetFilter[] = [];
  let emptyFacet = false;
  const attributes = FACET_FIELDS.some((key) => input[key] != null) ? await attributeCatalog(ctx) : null;
  for (const key of FACET_FIELDS) {
    const values = equalValues(key, input[key]);
    if (values == null) continue;
    const kind = facetKind(key, attributes?.attributes.get(key));
    // An attribute the shop no longer filters on is ignored, as the listing ignores it.
    if (kind == null) continue;
    if (values.length === 0) emptyFacet = true;
    facets.push({ key, kind, values: kind === 'boolean' ? [...new Set(booleanValues(key, values))] : values });
  }
  return {
    skus,
    urlKeys,
    categories,
    name: matchValue(input.name),
    price: from != null || to != null ? { from, to } : null,
    facets,
    matchesNothing: skus?.length === 0 || urlKeys?.length === 0 || categories?.length === 0 || emptyFacet,
  };
}

function facetKind(key: FacetField, attribute: { type: string; isFilterable: boolean } | undefined): FacetKind | null {
  if (key === 'brand') return 'brand';
  if (!attribute || !attribute.isFilterable) return null;
  if (key === 'color' || key === 'size') return key;
  return attribute.type === 'boolean' ? 'boolean' : 'attribute';
}

/**
 * The listing's filters for this Magento filter, or null when it names products the listing
 * does not facet (by sku, url key or name): then there are no aggregations to agree with.
 */
export function listingFilters(filter: ProductFilter): NonNullable<RawListingArgs['filters']> | null {
  if (filter.skus != null || filter.urlKeys != null || filter.name != null) return null;
  const filters: { key: string; values: string[] }[] = [];
  if (filter.categories) filters.push({ key: 'category', values: filter.categories.map((c) => c.urlPath) });
  for (const facet of filter.facets) filters.push({ key: facet.key, values: facet.values });
  if (filter.price) filters.push(priceFilter(filter.price.from, filter.price.to));
  return filters;
}

/** The listing's price filter for an inclusive euro range (an open start is 0). */
export function priceFilter(from: number | null, to: number | null): { key: string; values: string[] } {
  return { key: 'price', values: to == null ? [String(from ?? 0)] : [String(from ?? 0), String(to)] };
}
