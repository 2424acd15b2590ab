/**
 * What the API's cart refusals mean for the shop (spec 001 §4 Cart life, §8; CA11, CA17–CA20),
 * read by code and parameters only (decision 038): the English message is for Magento clients.
 * Read by shape, so this module stays importable in the browser.
 */
import type { ErrorCode } from '@shop/rules';
import { apiErrorMessage, hasApiError, userErrorInfo, type ApiErrorInfo } from '../../lib/api-errors.ts';

/** A text to show: a message id with its values. */
export interface ErrorText {
  id: string;
  values: Record<string, string>;
}

/** CA18, CA20: refusals after which the cart id is dropped and a new guest cart is used. */
const CART_RESET_CODES = ['CART_NOT_FOUND', 'CART_NOT_YOURS', 'CART_NOT_ACTIVE'] as const satisfies readonly ErrorCode[];

/** CA19, CA20: stock shortages, suppressed unless shown on demand (cart page, checkout submit). */
const STOCK_CODES = ['CART_OUT_OF_STOCK', 'CART_STOCK_SHORT', 'CART_LINE_OUT_OF_STOCK'] as const satisfies readonly ErrorCode[];

const QUANTITY_CODES = [
  'CART_QUANTITY_INVALID',
  'CART_QUANTITY_MIN',
  'CART_QUANTITY_MAX',
  'CART_QUANTITY_INCREMENTS',
] as const satisfies readonly ErrorCode[];

const UNAVAILABLE_CODES = ['CART_PRODUCT_NOT_FOUND', 'CART_PRODUCT_UNAVAILABLE'] as const satisfies readonly ErrorCode[];

const isOneOf = (info: ApiErrorInfo, codes: readonly ErrorCode[]) => info.code !== null && codes.includes(info.code);

/** True when the failure means the cart id no longer leads to a usable cart (CA18). */
export function isCartGone(error: unknown): boolean {
  return hasApiError(error, ...CART_RESET_CODES);
}

/** True when the cart exists but is no longer active (001 §4: mark inactive, offer restore). */
export function isCartInactive(error: unknown): boolean {
  return hasApiError(error, 'CART_NOT_ACTIVE');
}

/** True for a stock shortage (CA19): a line the stock cannot serve, or a refusal for lack of stock. */
export function isStockShortage(info: ApiErrorInfo): boolean {
  return isOneOf(info, STOCK_CODES);
}

/** Why adding failed, as the pop-up explains it (CA11); `tooManyRequests`: the API's rate limit (decision 034). */
export type AddFailure = 'stock' | 'quantity' | 'unavailable' | 'failed' | 'tooManyRequests';

/** Sorts an add-to-cart refusal into a reason the shopper can read in their own language. */
export function addFailureKind(errors: readonly ApiErrorInfo[]): AddFailure {
  if (errors.some((info) => info.code === 'TOO_MANY_REQUESTS')) return 'tooManyRequests';
  if (errors.some(isStockShortage)) return 'stock';
  if (errors.some((info) => isOneOf(info, QUANTITY_CODES))) return 'quantity';
  if (errors.some((info) => isOneOf(info, UNAVAILABLE_CODES))) return 'unavailable';
  return 'failed';
}

/** The text of a refusal or a line problem: the code's own (`apiError.*`, cart/messages.ts), else `fallbackId`. */
export function cartErrorText(info: ApiErrorInfo | null, fallbackId = 'cart.line.updateFailed'): ErrorText {
  return apiErrorMessage(info, fallbackId);
}

/** A line's problem as the API lists it (`CartItemError`: Magento's `code`, ours in `error_code`). */
export function lineProblem(error: { error_code: string; error_params: readonly { name: string; value: string }[] }): ApiErrorInfo {
  return userErrorInfo(error);
}
