import { graphql } from '../../graphql/index.ts';

/** The skus offered with the cart's products (CA30): each line's product and its cross-sells. */
export const CartCrossSellQuery = graphql(`
  query CartCrossSell($cartId: String!) {
    cart(cart_id: $cartId) {
      items {
        product {
          sku
          crosssell_products {
            sku
          }
        }
      }
    }
  }
`);
