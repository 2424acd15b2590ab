import { graphql } from '../../graphql/index.ts';

/** Tiles of the recently viewed products (RV4), in the order of the skus. */
export const RecentlyViewedProductsQuery = graphql(`
  query RecentlyViewedProducts($skus: [String!]!) {
    productsBySkus(skus: $skus) {
      ...ProductTile
    }
  }
`);
