import { graphql } from '../../../graphql/index.ts';

/** The count query (001 §7; C15): how many products a search and filter set would show. */
export const ListingCountQuery = graphql(`
  query ListingCount($search: String, $filters: [ListFilterInput!]) {
    productCount(search: $search, filters: $filters) {
      totalCount
    }
  }
`);
