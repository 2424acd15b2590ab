import { graphql } from '../../graphql/index.ts';

/** An order address on the confirmation page. */
export const OrderCompleteAddressFragment = graphql(`
  fragment OrderCompleteAddress on OrderAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    telephone
  }
`);

/** An order as placed, for the confirmation (OC1, OC2) and the customer's order page (A17). */
export const OrderViewFragment = graphql(`
  fragment OrderView on CustomerOrder {
    number
    order_date
    status
    email
    is_in_store_order
    in_store_location
    in_store_table
    carrier
    shipping_method
    pickup_location_code
    payment_methods {
      name
      type
    }
    applied_gift_cards {
      code
      applied_balance {
        value
      }
    }
    amount_due {
      value
    }
    billing_address {
      ...OrderCompleteAddress
    }
    shipping_address {
      ...OrderCompleteAddress
    }
    items {
      id
      product_name
      product_sku
      parent_sku
      quantity_ordered
      status
      product_sale_price_incl_tax {
        value
        currency
      }
      row_total_incl_tax {
        value
      }
      selected_options {
        label
        value
      }
    }
    total {
      subtotal_incl_tax {
        value
      }
      discounts {
        label
        amount {
          value
        }
      }
      shipping_handling {
        amount_including_tax {
          value
        }
      }
      taxes {
        title
        amount {
          value
        }
      }
      grand_total {
        value
      }
    }
  }
`);

/** The order placed from this browser's cart, for the confirmation page (OC1, OC2). */
export const OrderCompleteQuery = graphql(`
  query OrderComplete($cartId: String!, $orderNumber: String!) {
    placedOrder(cart_id: $cartId, order_number: $orderNumber) {
      ...OrderView
    }
  }
`);

/** Whether this cart placed the order with this number (the return page, before the confirmation). */
export const CheckoutPlacedOrderQuery = graphql(`
  query CheckoutPlacedOrder($cartId: String!, $orderNumber: String!) {
    placedOrder(cart_id: $cartId, order_number: $orderNumber) {
      number
    }
  }
`);
