/** All error codes, one file per domain (see registry.ts for the contract). */
import type { ErrorCodeSpec } from './registry.ts';
import { CART_ERROR_CODES } from './cart.ts';
import { CHECKOUT_ERROR_CODES } from './checkout.ts';
import { CATALOG_ERROR_CODES } from './catalog.ts';
import { COUPON_ERROR_CODES } from './coupon.ts';
import { CUSTOMER_ERROR_CODES } from './customer.ts';
import { GIFT_CARD_ERROR_CODES } from './giftcard.ts';
import { INSTORE_ERROR_CODES } from './instore.ts';
import { NEWSLETTER_ERROR_CODES } from './newsletter.ts';
import { PLATFORM_ERROR_CODES } from './platform.ts';
import { WISHLIST_ERROR_CODES } from './wishlist.ts';

export * from './registry.ts';

export const ERROR_CODES = {
  ...PLATFORM_ERROR_CODES,
  ...CART_ERROR_CODES,
  ...CHECKOUT_ERROR_CODES,
  ...COUPON_ERROR_CODES,
  ...GIFT_CARD_ERROR_CODES,
  ...CUSTOMER_ERROR_CODES,
  ...WISHLIST_ERROR_CODES,
  ...NEWSLETTER_ERROR_CODES,
  ...INSTORE_ERROR_CODES,
  ...CATALOG_ERROR_CODES,
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The parameters a code carries, by name. */
export type ErrorParams<C extends ErrorCode> = Record<(typeof ERROR_CODES)[C]['params'][number], string>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}
