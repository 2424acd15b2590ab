/**
 * The API's coupon texts: Magento 2.4's where it has one, in its words; the storefront maps them to
 * the spec's message in nl, en and de (decision 028).
 */
import type { GraphQLError } from 'graphql';
import { euros } from '../catalog/localize.ts';
import { userError } from '../platform/errors.ts';
import { MAX_COUPON_CODE_LENGTH, type CouponProblem } from './rules.ts';

export const COUPON_MISSING_MESSAGE = 'Required parameter "coupon_code" is missing';
export const COUPON_TOO_LONG_MESSAGE = `The coupon code is too long: it may hold at most ${MAX_COUPON_CODE_LENGTH} characters.`;
export const COUPON_ALREADY_APPLIED_MESSAGE = 'A coupon is already applied to the cart. Please remove it to apply another';
export const CART_WITHOUT_PRODUCTS_MESSAGE = 'Cart does not contain products.';

/** The text for a code the cart cannot have, naming the code as stored. */
export function couponProblemMessage(problem: CouponProblem, code: string, minSubtotal: number): string {
  switch (problem) {
    case 'MIN_SUBTOTAL':
      return `The coupon code "${code}" requires a subtotal of at least ${euros(minSubtotal).toFixed(2)} EUR.`;
    case 'NO_ELIGIBLE_ITEMS':
      return `The coupon code "${code}" does not apply to any item in the cart.`;
    default:
      return `The coupon code "${code}" is not valid.`;
  }
}

/** The refusal as a user error with its reason, for clients that read extensions. */
export function couponProblemError(problem: CouponProblem, code: string, minSubtotal: number): GraphQLError {
  return userError(couponProblemMessage(problem, code, minSubtotal), 'graphql-input', { coupon_problem: problem });
}
