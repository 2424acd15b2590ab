import { graphql } from '../../../graphql/index.ts';

/** One listing answer (001 §3 Catalogue, Filter, Option); tiles use the ProductTile fragment. */
export const ListingResultFragmentDoc = graphql(`
  fragment ListingResult on ProductList {
    totalCount
    page
    itemsPerPage
    search
    sort
    filters {
      key
      type
      attribute
      label
      position
      isVisible
      isOpen
      hasUrl
      min
      max
      minSelected
      maxSelected
      options {
        key
        label
        swatch
        count
        selected
        position
        urlPath
      }
    }
    products {
      ...ProductTile
    }
  }
`);

/** A category listing: the category and its products in one request (C14). */
export const CategoryPageQuery = graphql(`
  query CategoryPage($urlPath: String!, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String, $search: String) {
    category(url_path: $urlPath) {
      name
      url_path
      level
      description
      meta_title
      meta_description
      breadcrumbs {
        category_name
        category_url_path
        category_level
      }
      children {
        name
        url_path
        position
        include_in_menu
      }
    }
    productList(filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder, search: $search) {
      ...ListingResult
    }
  }
`);
