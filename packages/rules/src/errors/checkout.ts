import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the checkout (CO1–CO16, OC10, decision 038): e-mail and addresses, delivery, payment,
 * placing the order, pickup points, the payment result and restoring a cart. `field` names the input
 * as the API's arguments name it (`shipping_addresses[0].address.postcode`, `email`), `rule` the
 * shared validation key (`@shop/rules` `validationMessages`, e.g. `postcode.invalid`).
 */
export const CHECKOUT_ERROR_CODES = defineErrorCodes({
  CHECKOUT_FIELD_INVALID: {
    params: ['field', 'rule'],
    meaning: 'an e-mail or address field breaks a shared validation rule (a country outside ISO 3166 or not shipped to: country.invalid)',
  },
  CHECKOUT_REGION_INVALID: { params: ['field'], meaning: "the region is not one of the country's or too long", internal: true },
  CHECKOUT_ADDRESS_NOT_FOUND: { params: ['id'], meaning: "customer_address_id names no address of the customer's" },
  CHECKOUT_NOT_FOR_CUSTOMERS: { params: [], meaning: 'a signed-in customer set a guest e-mail address', internal: true },
  CHECKOUT_SHIPPING_ADDRESS_MISSING: { params: [], meaning: 'a delivery method or same_as_shipping before the shipping address' },
  CHECKOUT_SHIPPING_METHOD_NOT_FOUND: { params: ['carrier', 'method'], meaning: 'the delivery method is not offered for this cart' },
  CHECKOUT_PICKUP_REQUIRED: { params: ['field'], meaning: 'a pickup delivery without its pickup point or shop' },
  CHECKOUT_PICKUP_NOT_FOUND: { params: ['field', 'code'], meaning: 'the pickup point or shop is not one of the method' },
  CHECKOUT_PAYMENT_METHOD_UNAVAILABLE: { params: [], meaning: "the payment method is not one of the store's" },
  CHECKOUT_ISSUER_REQUIRED: { params: ['field', 'method'], meaning: 'the method (iDEAL) needs a bank' },
  CHECKOUT_ISSUER_INVALID: { params: ['field', 'method', 'issuer'], meaning: 'the bank is not one of the method' },
  CHECKOUT_INCOMPLETE: {
    params: ['missing'],
    meaning:
      'placing the order: steps left undone (comma list of email, shipping_address, billing_address, shipping_method, payment_method, items)',
  },
  CHECKOUT_PRODUCTS_GONE: { params: [], meaning: 'placing the order: products in the cart no longer exist' },
  CHECKOUT_ORDER_PAID: { params: [], meaning: 'restoring a cart whose order is paid' },
  CHECKOUT_PAYMENT_NOT_FOUND: { params: ['reference'], meaning: 'no payment has this reference' },
});
