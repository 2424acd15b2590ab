import { buildListingUrl, normalizeLink, search } from '@shop/rules';
import type { ProductTileFragment, QuickSearchQuery, QuickSearchQueryVariables } from '../../graphql/graphql.ts';
import { normalizeTerm } from './recent-searches.ts';

type SearchResult = QuickSearchQuery['search'];
type FacetOption = SearchResult['productData']['filters'][number]['options'][number];

/** A link in the overlay: a suggestion, category, brand or page; `count` is its product count. */
export interface SearchLink {
  label: string;
  href: string;
  count: number | null;
}

/** What the search overlay renders (000 §2, §9; S8–S14). */
export interface QuickSearchView {
  /** The search text these results are for. */
  query: string;
  totalCount: number;
  /** At most three (S8). */
  products: ProductTileFragment[];
  suggestions: SearchLink[];
  categories: SearchLink[];
  brands: SearchLink[];
  pages: SearchLink[];
  viewAllHref: string;
}

/** Longest search text the shop takes; longer input is refused with a message, not cut silently. */
export const MAX_QUERY_LENGTH = 100;

/** Only a query longer than 3 characters opens the overlay or asks for suggestions (000 §5; S3, S5). */
export function isSearchableQuery(query: string): boolean {
  return normalizeTerm(query).length > search.minQueryLength;
}

/** The results page for a term: `/zoeken/?q={term}` (S2). */
export function searchResultsHref(term: string): string {
  return buildListingUrl(search.path, { q: normalizeTerm(term) });
}

/** Where the overlay fetches its data: the storefront's own resource route, so the API stays server-side. */
export function quickSearchUrl(term: string): string {
  return `${search.path}suggest/?q=${encodeURIComponent(normalizeTerm(term))}`;
}

/** The quick-search variables exactly as spec 000 §9 gives them (S6). */
export function quickSearchVariables(term: string): QuickSearchQueryVariables {
  return {
    search: normalizeTerm(term),
    filters: [{ key: 'stock', values: ['in-stock'] }],
    isQuickSearch: true,
    page: 1,
    itemsPerPage: search.quickSearchPageSize,
  };
}

/** A category or brand keeps the search: `/{urlPath}/?q={query}` (S11, S13). */
export function facetHref(urlPath: string, query: string): string {
  const path = urlPath.trim().replace(/^\/+|\/+$/g, '');
  return buildListingUrl(normalizeLink(`/${path}/`), { q: query });
}

function facetOptions(result: SearchResult, key: string): (FacetOption & { urlPath: string })[] {
  const filter = result.productData.filters.find((candidate) => candidate.key === key);
  return (filter?.options ?? []).filter((option): option is FacetOption & { urlPath: string } => !!option.urlPath?.trim());
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);

/** S11, S12: broadest categories first (position is the depth), then those with most products. */
export function sortCategories<T extends { label: string; count: number; position: number }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => a.position - b.position || b.count - a.count || byLabel(a, b)).slice(0, search.categoriesMax);
}

/** S13: brands by position, highest first. */
export function sortBrands<T extends { label: string; count: number; position: number }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => b.position - a.position || b.count - a.count || byLabel(a, b)).slice(0, search.brandsMax);
}

type Suggestion = SearchResult['suggestData']['suggestions'][number];

/** S10: a suggestion leads to its own address, or else searches for its term. */
function suggestionHref(suggestion: Suggestion): string {
  const url = suggestion.url?.trim();
  return url ? normalizeLink(url) : searchResultsHref(suggestion.search || suggestion.label);
}

/**
 * Suggestions as links (S10: at most 6). One that would only search for the very text the shopper
 * typed leads nowhere new, so it is left out.
 */
export function toSuggestionLinks(suggestions: readonly Suggestion[], query: string): SearchLink[] {
  const typed = normalizeTerm(query).toLowerCase();
  return suggestions
    .filter((suggestion) => suggestion.url?.trim() || normalizeTerm(suggestion.search || suggestion.label).toLowerCase() !== typed)
    .slice(0, search.suggestions)
    .map((suggestion) => ({ label: suggestion.label, href: suggestionHref(suggestion), count: suggestion.count }));
}

/** Shapes the quick-search answer into the overlay's view model (S8–S14). */
export function toQuickSearchView(result: SearchResult, query: string): QuickSearchView {
  const term = normalizeTerm(query);
  return {
    query: term,
    totalCount: result.productData.totalCount,
    products: result.productData.products.slice(0, search.quickSearchProductsShown),
    suggestions: toSuggestionLinks(result.suggestData.suggestions, term),
    categories: sortCategories(facetOptions(result, 'category')).map((option) => ({
      label: option.label,
      href: facetHref(option.urlPath, term),
      count: option.count,
    })),
    brands: sortBrands(facetOptions(result, 'brand')).map((option) => ({
      label: option.label,
      href: facetHref(option.urlPath, term),
      count: option.count,
    })),
    pages: result.urlData.urls
      .slice(0, search.pageResults)
      .map((page) => ({ label: page.label, href: normalizeLink(page.url), count: null })),
    viewAllHref: searchResultsHref(term),
  };
}
