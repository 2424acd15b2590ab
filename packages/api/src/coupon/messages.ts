/**
 * The API's coupon refusals: Magento 2.4's text where it has one, in its words, for Magento clients;
 * the code and its parameters (registry in `@shop/rules`) for the storefront, which shows the
 * spec's message in nl, en and de (decisions 028, 038).
 */
import { maxLengths } from '@shop/rules';
import type { GraphQLError } from 'graphql';
import { euros } from '../catalog/localize.ts';
import { inputError } from '../platform/errors.ts';
import type { CouponProblem } from './rules.ts';

export const COUPON_MISSING_MESSAGE = 'Required parameter "coupon_code" is missing';
export const COUPON_TOO_LONG_MESSAGE = `The coupon code is too long: it may hold at most ${maxLengths.coupon} characters.`;
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

/** The refusal as a user error with its code and parameters. */
export function couponProblemError(problem: CouponProblem, code: string, minSubtotal: number): GraphQLError {
  const message = couponProblemMessage(problem, code, minSubtotal);
  switch (problem) {
    case 'MIN_SUBTOTAL':
      return inputError('COUPON_MIN_SUBTOTAL', { code, minimum: euros(minSubtotal).toFixed(2), currency: 'EUR' }, message);
    case 'NO_ELIGIBLE_ITEMS':
      return inputError('COUPON_NO_ELIGIBLE_ITEMS', { code }, message);
    default:
      return inputError('COUPON_INVALID', { code }, message);
  }
}
