import { defineErrorCodes } from './registry.ts';

/** Refusals of applyCouponToCart and of placing an order with a coupon (CA14, V13, decision 028). */
export const COUPON_ERROR_CODES = defineErrorCodes({
  COUPON_REQUIRED: { params: [], meaning: 'the code is empty after trimming' },
  COUPON_TOO_LONG: { params: ['max'], meaning: 'the code is longer than max characters' },
  COUPON_INVALID: {
    params: ['code'],
    meaning: 'unknown, switched off, not yet or no longer valid, another store, or used up (one code for all, so codes cannot be probed)',
  },
  COUPON_MIN_SUBTOTAL: {
    params: ['code', 'minimum', 'currency'],
    meaning: 'the eligible items do not reach the minimum (a decimal such as "150.00")',
  },
  COUPON_NO_ELIGIBLE_ITEMS: { params: ['code'], meaning: 'the coupon applies to none of the items in the cart' },
  COUPON_ALREADY_APPLIED: { params: [], meaning: 'the cart holds a coupon already; one per cart' },
  COUPON_CART_EMPTY: { params: [], meaning: 'the cart has no items to apply a coupon to' },
});
