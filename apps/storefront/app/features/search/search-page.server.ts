import { data, redirect, type AppLoadContext } from 'react-router';
import { buildListingUrl, search } from '@shop/rules';
import { createIntl } from '../../lib/i18n/intl.tsx';
import type { Crumb } from '../../ui/breadcrumb.tsx';
import { toListingView, type ListingView } from '../catalog/listing/listing-model.ts';
import { listingApiFilters, readListingRequest } from '../catalog/listing/listing-request.ts';
import { messages } from './messages.ts';
import { MAX_QUERY_LENGTH, toSuggestionLinks, type SearchLink } from './quick-search-model.ts';
import { normalizeTerm } from './recent-searches.ts';
import { SearchPageQuery, SearchSuggestionsQuery } from './search-query.ts';

/** The results page `/zoeken/` (000 §2; R7, S17, S18). */
export interface SearchPageData {
  /** The search text, or null: then the page is a search prompt. */
  query: string | null;
  listing: ListingView | null;
  /** With no results: the API's suggestions (a typo correction, a broader term) as links. */
  suggestions: SearchLink[];
  /** A query the shop refuses (too long), with the reason. */
  problem: string | null;
  breadcrumbs: Crumb[];
  meta: { title: string; description: string; canonical: string };
}

/** Suggestions only matter when nothing was found; if they fail, the page still shows its empty state. */
async function loadSuggestions(context: AppLoadContext, query: string): Promise<SearchLink[]> {
  try {
    const result = await context.api.query(SearchSuggestionsQuery, { search: query });
    return toSuggestionLinks(result.search.suggestData.suggestions, query);
  } catch (error) {
    context.log.warn({ err: error, requestId: context.requestId }, 'search suggestions failed');
    return [];
  }
}

/**
 * Loads `/zoeken/?q=`: the catalogue listing for the search text with the listing's filters, sort,
 * page size and pages (S17). Without q the page is a search prompt (S18: 200, never a 404); an
 * oversized q is a 400 prompt with a message.
 */
export async function loadSearchPage(context: AppLoadContext, url: URL) {
  const intl = createIntl(context.language, messages[context.language]);
  const { state, redirectTo } = readListingRequest(url, search.path);
  if (redirectTo) throw redirect(redirectTo);

  const query = normalizeTerm(state.q ?? '');
  const title = intl.formatMessage({ id: 'search.page.title' });
  const base: SearchPageData = {
    query: null,
    listing: null,
    suggestions: [],
    problem: null,
    breadcrumbs: [{ label: title, href: null }],
    meta: { title, description: intl.formatMessage({ id: 'search.page.promptText' }), canonical: `${url.origin}${search.path}` },
  };
  if (query === '') return data(base);
  if (query.length > MAX_QUERY_LENGTH) {
    return data({ ...base, problem: intl.formatMessage({ id: 'search.error.tooLong' }, { max: MAX_QUERY_LENGTH }) }, { status: 400 });
  }

  const listingState = { ...state, q: query };
  const result = await context.api.query(SearchPageQuery, {
    search: query,
    filters: listingApiFilters(listingState),
    page: listingState.page,
    itemsPerPage: listingState.limit,
    sortOrder: listingState.sort,
  });
  const listing = toListingView(result.productList, search.path, listingState);
  const nothingFound = result.productList.totalCount === 0 && Object.keys(listingState.filters).length === 0;
  const resultsTitle = intl.formatMessage({ id: 'search.page.resultsTitle' }, { query });

  return data({
    ...base,
    query,
    listing,
    suggestions: nothingFound ? await loadSuggestions(context, query) : [],
    breadcrumbs: [
      { label: title, href: search.path },
      { label: resultsTitle, href: null },
    ],
    meta: {
      title: intl.formatMessage({ id: 'search.page.metaTitle' }, { query }),
      description: resultsTitle,
      canonical: `${url.origin}${buildListingUrl(search.path, { q: query })}`,
    },
  } satisfies SearchPageData);
}
