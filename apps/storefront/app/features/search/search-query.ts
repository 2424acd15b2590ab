import { graphql } from '../../graphql/index.ts';

/** Suggestions for a search text (a typo correction, a broader term; S7): the overlay's and the empty results page's. */
export const SearchSuggestionsFragmentDoc = graphql(`
  fragment SearchSuggestions on SearchSuggestData {
    suggestions {
      label
      count
      url
      search
    }
  }
`);

/**
 * What a search answer holds around its products: the product count and filters, the matching
 * content pages and the suggestions. The API's search tests and the search benchmark ask this same
 * fragment, as its generated document (`@shop/storefront/documents`, decision 042).
 */
export const SearchAroundFragmentDoc = graphql(`
  fragment SearchAround on SearchResult {
    productData {
      totalCount
      filters {
        key
        options {
          label
          count
          urlPath
          position
        }
      }
    }
    urlData {
      search
      urls {
        label
        url
      }
    }
    suggestData {
      ...SearchSuggestions
    }
  }
`);

/**
 * The quick search behind the header overlay (000 §7, §9; S6, S7): products with their facets,
 * matching content pages and suggestions, in one request.
 */
export const QuickSearchQuery = graphql(`
  query QuickSearch($search: String!, $filters: [ListFilterInput!], $isQuickSearch: Boolean, $page: Int, $itemsPerPage: Int) {
    search(search: $search, filters: $filters, isQuickSearch: $isQuickSearch, page: $page, itemsPerPage: $itemsPerPage) {
      productData {
        products {
          ...ProductTile
        }
      }
      ...SearchAround
    }
  }
`);

/** The results page `/zoeken/` (S17): the catalogue listing for a search text. */
export const SearchPageQuery = graphql(`
  query SearchPage($search: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {
    productList(search: $search, filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder) {
      ...ListingResult
    }
  }
`);

/** Suggestions (a typo correction, a broader term) for a search that found nothing. */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($search: String!) {
    search(search: $search, isQuickSearch: true, page: 1, itemsPerPage: 4) {
      suggestData {
        ...SearchSuggestions
      }
    }
  }
`);
