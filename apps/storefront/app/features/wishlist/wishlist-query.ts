import { graphql } from '../../graphql/index.ts';

/** The customer's wishlist as the hearts and the page need it: items with their skus (W5, W7, W8). */
export const CustomerWishlistQuery = graphql(`
  query CustomerWishlist($pageSize: Int!) {
    customer {
      wishlists(pageSize: 1, currentPage: 1) {
        id
        items_count
        items_v2(currentPage: 1, pageSize: $pageSize) {
          items {
            id
            added_at
            product {
              sku
            }
          }
        }
      }
    }
  }
`);

/** Magento's single wishlist field, which gives a customer without one their (new) wishlist's id. */
export const CustomerWishlistIdQuery = graphql(`
  query CustomerWishlistId {
    customer {
      wishlist {
        id
      }
    }
  }
`);

/** The wishlist page's tiles (W9): products by skus, in the order asked. */
export const WishlistTilesQuery = graphql(`
  query WishlistTiles($skus: [String!]!) {
    productsBySkus(skus: $skus) {
      ...ProductCard
    }
  }
`);

/** W5: adds skus with quantity 1; the API leaves out skus already on the list. */
export const WishlistAddMutation = graphql(`
  mutation WishlistAdd($wishlistId: ID!, $items: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        error_code
        error_params {
          name
          value
        }
      }
    }
  }
`);

/** W5: removes items by their ids. */
export const WishlistRemoveMutation = graphql(`
  mutation WishlistRemove($wishlistId: ID!, $itemIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {
      wishlist {
        id
        items_count
      }
      user_errors {
        code
        message
      }
    }
  }
`);
