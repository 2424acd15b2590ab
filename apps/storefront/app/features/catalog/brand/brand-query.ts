import { graphql } from '../../../graphql/index.ts';

/** A brand screen (R8, R9): the brand's content page and its product listing in one request. */
export const BrandPageQuery = graphql(`
  query BrandPage(
    $urlKey: String!
    $lang: String!
    $filters: [ListFilterInput!]
    $page: Int
    $itemsPerPage: Int
    $sortOrder: String
    $search: String
  ) {
    brandPage(urlKey: $urlKey, lang: $lang) {
      url_key
      name
      page {
        ...ContentPageFields
      }
    }
    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {
      ...ListingResult
    }
  }
`);

/** The brand overview: the brand facet of the whole catalogue, with product counts. */
export const BrandOverviewQuery = graphql(`
  query BrandOverview {
    productList(page: 1, itemsPerPage: 24) {
      totalCount
      filters {
        key
        options {
          key
          label
          count
          position
        }
      }
    }
  }
`);
