/**
 * The API's gift card answers in the shopper's words (CO17). The API refuses with a code from the
 * registry (`@shop/rules`, decisions 029, 038); each code becomes one of the spec's five messages or
 * one of the shop's additions, whose text is the code's own (`apiError.GIFT_CARD_*`). An answer
 * without a known code (a masked server error, an outage) is the spec's "call error": the shopper
 * can only try again later. The English message is never read.
 */
import type { ErrorCode } from '@shop/rules';
import { apiErrors, type ApiErrorInfo } from '../../lib/api-errors.ts';
import type { GiftCardErrorKey, GiftCardFormErrors } from './card-entry.ts';
import { API_CODES, giftCardErrorField } from './error-text.ts';

export { giftCardErrorField, giftCardErrorId } from './error-text.ts';

const KEY_OF_CODE = new Map<ErrorCode, GiftCardErrorKey>([
  ...Object.entries(API_CODES).map(([key, code]) => [code, key as GiftCardErrorKey] as const),
  ['TOO_MANY_REQUESTS', 'tooManyRequests'],
]);

/** One of the API's refusals about a gift card: its message key and the parameters its text names. */
export interface GiftCardRefusal {
  key: GiftCardErrorKey;
  params: Record<string, string>;
}

/** The API's refusal about a gift card (ApiErrorInfo as `apiErrors` reads them), or the call error. */
export function giftCardErrorFromApi(errors: readonly ApiErrorInfo[]): GiftCardRefusal {
  for (const { code, params } of errors) {
    const key = code === null ? undefined : KEY_OF_CODE.get(code);
    if (key) return { key, params };
  }
  return { key: 'callError', params: {} };
}

/** The refusal of a failed call: the API's, or the call error for anything else (not the API's). */
export function giftCardErrorOf(error: unknown): GiftCardRefusal {
  return giftCardErrorFromApi(apiErrors(error));
}

/** The form's errors for a refusal: at its field, or for the card with the values its text names. */
export function giftCardFormErrors({ key, params }: GiftCardRefusal): GiftCardFormErrors {
  const field = giftCardErrorField(key);
  if (field) return { [field]: key };
  return Object.keys(params).length > 0 ? { card: key, values: params } : { card: key };
}

/** True when one of the API's refusals is about a gift card (placing the order: shown at the gift cards). */
export function isGiftCardRefusal(errors: readonly ApiErrorInfo[]): boolean {
  return errors.some((info) => info.code !== null && KEY_OF_CODE.has(info.code) && info.code !== 'TOO_MANY_REQUESTS');
}
