import { redirect } from 'react-router';
import { listingApiFilters, readListingRequest } from './listing-request.ts';

/**
 * Reads the listing request of a page that is one facet value: a listing form's submission is sent
 * on to its canonical address, and a parameter of the page's own facet is dropped, since it would
 * widen the listing instead of narrowing it.
 */
export function readScopedListing(url: URL, basePath: string, scope: { key: string; value: string }) {
  const { state, redirectTo } = readListingRequest(url, basePath);
  if (redirectTo) throw redirect(redirectTo);
  delete state.filters[scope.key];
  const scopeFilters = [{ key: scope.key, values: [scope.value] }];
  return {
    state,
    scope: scopeFilters,
    variables: {
      filters: [...scopeFilters, ...listingApiFilters(state)],
      page: state.page,
      itemsPerPage: state.limit,
      sortOrder: state.sort,
      search: state.q,
    },
  };
}
