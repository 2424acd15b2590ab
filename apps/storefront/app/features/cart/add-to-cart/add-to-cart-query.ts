import { graphql } from '../../../graphql/index.ts';

/**
 * The product being added, read again on the server: the choice is checked against the
 * catalogue (D6, D10) instead of trusting the sku a browser sends.
 */
export const CartAddProductQuery = graphql(`
  query CartAddProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }, pageSize: 1) {
      items {
        __typename
        sku
        name
        brand
        url_key
        stock_status
        available_soon
        image {
          url
          label
        }
        crosssell_products {
          sku
        }
        ...ProductOptions
        ...ProductGiftcardChoices
        ... on BundleProduct {
          items {
            option_id
            position
            required
            options {
              quantity
              product {
                sku
                name
                stock_status
                ...ProductOptions
              }
            }
          }
        }
      }
    }
  }
`);

/** The cart after an add: what the pop-up, the analytics event and the badge need. */
export const CartAddedFragmentDoc = graphql(`
  fragment CartAdded on Cart {
    id
    total_quantity
    items {
      __typename
      id
      sku
      parent_sku
      quantity
      prices {
        price_including_tax {
          value
        }
      }
      ...CartLineChoices
    }
  }
`);

export const CartAddConfigurableMutation = graphql(`
  mutation CartAddConfigurable($cartId: String!, $parentSku: String!, $sku: String!, $quantity: Float!) {
    addConfigurableProductsToCart(
      input: { cart_id: $cartId, cart_items: [{ parent_sku: $parentSku, data: { sku: $sku, quantity: $quantity } }] }
    ) {
      cart {
        ...CartAdded
      }
    }
  }
`);

export const CartAddSimpleMutation = graphql(`
  mutation CartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {
    addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {
      cart {
        ...CartAdded
      }
    }
  }
`);

export const CartAddBundleMutation = graphql(`
  mutation CartAddBundle($cartId: String!, $sku: String!, $quantity: Float!, $options: [BundleOptionInput!]!) {
    addBundleProductsToCart(
      input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity }, bundle_options: $options }] }
    ) {
      cart {
        ...CartAdded
      }
    }
  }
`);

/**
 * A gift card (D11–D13) through Magento's generic mutation: its amount and type as selected
 * options, the names, e-mail addresses and message as entered options.
 */
export const CartAddProductsMutation = graphql(`
  mutation CartAddProducts($cartId: String!, $items: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $items) {
      cart {
        ...CartAdded
      }
      user_errors {
        code
        message
        error_code
      }
    }
  }
`);
