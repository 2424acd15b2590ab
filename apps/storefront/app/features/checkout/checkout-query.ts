import { graphql } from '../../graphql/index.ts';

/** An address as the checkout shows and pre-fills it (001 §3 Cart; CO4). */
export const CheckoutAddressFragment = graphql(`
  fragment CheckoutAddress on CartAddressInterface {
    firstname
    lastname
    company
    street
    postcode
    city
    telephone
    country {
      code
      label
    }
  }
`);

/** Everything the three steps and the order summary read from the cart (001 §3 Cart, Cart item). */
export const CheckoutCartFragment = graphql(`
  fragment CheckoutCart on Cart {
    id
    email
    shippingManagerOption
    total_quantity
    prices {
      ...CartTotals
    }
    items {
      id
      quantity
      sku
      ...CartLineErrors
      prices {
        row_total_including_tax {
          value
        }
      }
      product {
        sku
        name
        brand
        image {
          url
          label
        }
      }
      ...CartLineChoices
    }
    billing_address {
      ...CheckoutAddress
    }
    shipping_addresses {
      ...CheckoutAddress
      pickup_location_code
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        method_id
        shipment_type
        error_message
        available
        amount {
          value
        }
      }
      selected_shipping_method {
        carrier_code
        carrier_title
        method_code
        method_title
        shipment_type
        amount {
          value
        }
      }
    }
    available_payment_methods {
      code
      title
      icon
      payment_provider_data {
        key
        values {
          code
          name
        }
      }
    }
    selected_payment_method {
      code
      title
      issuer
    }
    applied_gift_cards {
      code
      applied_balance {
        value
      }
      remaining_balance {
        value
      }
    }
    amount_due {
      value
    }
  }
`);

/** The shopper's cart for a checkout step. */
export const CheckoutCartQuery = graphql(`
  query CheckoutCart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CheckoutCart
    }
  }
`);

/** The checkout layout's selling points (layout query, checkout placement; L4) and the shop's name. */
export const CheckoutLayoutQuery = graphql(`
  query CheckoutLayout($lang: String!) {
    storeConfig {
      website_name
      timezone
      delivery_personalization
    }
    layout(lang: $lang) {
      uspCheckout {
        id
        label
        icon
        sequence
      }
    }
  }
`);

/** What the address form (the checkout's and the address book's) needs from the store: countries, the default one, the phone rule (CO6, V3, A13). */
export const AddressFormConfigFragment = graphql(`
  fragment AddressFormConfig on Query {
    storeConfig {
      default_country
      telephone_required
    }
    countries {
      id
      full_name_locale
    }
  }
`);

/** The checkout's address step: the address form's store settings and the time zone. */
export const CheckoutAddressConfigQuery = graphql(`
  query CheckoutAddressConfig {
    ...AddressFormConfig
    storeConfig {
      timezone
    }
  }
`);

/** A carrier's parcel points near a postcode (CO9, CO10). */
export const CheckoutParcelPointsQuery = graphql(`
  query CheckoutParcelPoints($postcode: String!, $country: String!, $carrier: String) {
    parcelPoints(postcode: $postcode, country_code: $country, carrier_code: $carrier) {
      code
      name
      street
      house_number
      postcode
      city
    }
  }
`);

/** The shops an order can be collected from (store pickup). */
export const CheckoutPickupStoresQuery = graphql(`
  query CheckoutPickupStores {
    storeLocationsForPickup {
      code
      title
      street
      house_number
      postcode
      city
    }
  }
`);

/** The store's time zone, for the delivery days offered. */
export const CheckoutTimeZoneQuery = graphql(`
  query CheckoutTimeZone {
    storeConfig {
      timezone
    }
  }
`);
