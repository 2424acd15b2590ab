import { graphql } from '../../graphql/index.ts';

/** What the header's mini cart shows (L14): quantity, totals and a short line list. */
export const MiniCartQuery = graphql(`
  query MiniCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      prices {
        grand_total {
          value
        }
        subtotal_including_tax {
          value
        }
      }
      items {
        id
        quantity
        product {
          sku
          name
          url_key
          image {
            url
            label
          }
        }
        prices {
          row_total_including_tax {
            value
          }
        }
        ...CartLineChoices
      }
    }
  }
`);

/** Why a cart is no longer active (the restore dialog needs its group). */
export const MiniCartStatusQuery = graphql(`
  query MiniCartStatus($cartId: String!) {
    cartStatus(cartId: $cartId) {
      status
      group
      error
    }
  }
`);

/** Why a line cannot be ordered as it is (CA4, CA5): codes with their parameters, which the shop words itself. */
export const CartLineErrorsFragmentDoc = graphql(`
  fragment CartLineErrors on CartItemInterface {
    errors {
      error_code
      error_params {
        name
        value
      }
    }
  }
`);

/** What a gift card line shows (D11–D13): type, amount, recipient, sender and message. */
export const CartGiftcardLineFragmentDoc = graphql(`
  fragment CartGiftcardLine on GiftCardCartItem {
    giftcard_type
    amount {
      value
    }
    recipient_name
    recipient_email
    sender_name
    message
  }
`);

/** What a shopper chose on a line, as the cart page, the mini cart, the added-to-cart pop-up and the checkout summary show it (`line-choices.ts`): size, bundle parts, gift card. */
export const CartLineChoicesFragmentDoc = graphql(`
  fragment CartLineChoices on CartItemInterface {
    ... on ConfigurableCartItem {
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleCartItem {
      bundle_options {
        label
        values {
          label
          quantity
        }
      }
    }
    ... on GiftCardCartItem {
      ...CartGiftcardLine
    }
  }
`);

/** One cart line as the cart page renders it (spec 001 §3 Cart item; CA4, CA5). */
export const CartPageLineFragmentDoc = graphql(`
  fragment CartPageLine on CartItemInterface {
    __typename
    id
    quantity
    sku
    parent_sku
    ...CartLineErrors
    prices {
      price_including_tax {
        value
      }
      row_total_including_tax {
        value
      }
      original_item_price {
        value
      }
      original_row_total {
        value
      }
    }
    product {
      sku
      name
      brand
      url_key
      stock_left
      image {
        url
        label
      }
      stockItem {
        qty_increments
        min_sale_qty
        max_sale_qty
      }
    }
    ... on ConfigurableCartItem {
      configured_variant {
        sku
        stock_left
        stockItem {
          qty_increments
          min_sale_qty
          max_sale_qty
        }
      }
    }
    ...CartLineChoices
  }
`);

/**
 * The totals a cart's summary shows, on the cart page and in the checkout (CA3, CA16): the subtotal at
 * regular prices, what each kind of discount takes off, the VAT and the grand total, all computed by
 * the API (decision 040).
 */
export const CartTotalsFragmentDoc = graphql(`
  fragment CartTotals on CartPrices {
    original_subtotal_including_tax {
      value
    }
    discount_totals {
      kind
      label
      amount {
        value
      }
    }
    applied_taxes {
      label
      amount {
        value
      }
    }
    grand_total {
      value
    }
  }
`);

/** The cart page's cart (CA3) with the store's free-shipping settings (CA28); the API computes every amount (decision 040). */
export const CartPageQuery = graphql(`
  query CartPage($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
      ...CartCoupon
      items {
        ...CartPageLine
      }
      prices {
        ...CartTotals
        free_shipping_remaining {
          value
        }
      }
    }
    storeConfig {
      free_shipping_enabled
      free_shipping_limit
    }
  }
`);

export const CartCreateEmptyMutation = graphql(`
  mutation CartCreateEmpty {
    createEmptyCart
  }
`);

export const CartUpdateItemsMutation = graphql(`
  mutation CartUpdateItems($cartId: String!, $itemId: Int!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_id: $itemId, quantity: $quantity }] }) {
      cart {
        id
        total_quantity
      }
    }
  }
`);

export const CartRemoveItemMutation = graphql(`
  mutation CartRemoveItem($cartId: String!, $itemId: Int!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_id: $itemId }) {
      cart {
        id
        total_quantity
      }
    }
  }
`);
