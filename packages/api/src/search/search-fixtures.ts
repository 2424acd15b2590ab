/**
 * What a search answer holds around its products, as the storefront's quick search and results page
 * both ask it: the product count and filters, the category links and the suggestions. The search
 * tests and the search benchmark ask the same (`...SearchAround`, with this text in the document).
 */
export const SEARCH_AROUND = /* GraphQL */ `
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
      urls {
        label
        url
      }
      search
    }
    suggestData {
      suggestions {
        label
        count
        url
        search
      }
    }
  }
`;
