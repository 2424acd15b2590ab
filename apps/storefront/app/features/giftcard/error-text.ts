/**
 * The gift card form's message ids, light enough for the browser: the API's refusals show their
 * code's own text (`apiError.GIFT_CARD_*`, decision 038), the form's own checks `giftcard.error.*`.
 */
import type { ErrorCode } from '@shop/rules';
import type { GiftCardErrorKey } from './card-entry.ts';

/** The form's keys that are the API's refusals, with the code each stands for. */
export const API_CODES = {
  invalidNumber: 'GIFT_CARD_INVALID_NUMBER',
  pinRequired: 'GIFT_CARD_PIN_REQUIRED',
  pinInvalid: 'GIFT_CARD_INVALID_PIN',
  noData: 'GIFT_CARD_NOT_FOUND',
  inactive: 'GIFT_CARD_INACTIVE',
  locked: 'GIFT_CARD_LOCKED',
  noBalance: 'GIFT_CARD_EMPTY',
  alreadyApplied: 'GIFT_CARD_ALREADY_APPLIED',
  limit: 'GIFT_CARD_LIMIT',
  nothingToPay: 'GIFT_CARD_NOTHING_TO_PAY',
  forGiftCards: 'GIFT_CARD_FOR_GIFT_CARDS',
  notNeeded: 'GIFT_CARD_ALREADY_PAID',
  notApplied: 'GIFT_CARD_NOT_APPLIED',
  balanceChanged: 'GIFT_CARD_BALANCE_CHANGED',
  notCovered: 'GIFT_CARD_PAYMENT_NOT_COVERED',
} as const satisfies Partial<Record<GiftCardErrorKey, ErrorCode>>;

type ApiKey = keyof typeof API_CODES;

/** The message id of a key: the code's own text for the API's refusals, the form's own text otherwise. */
export function giftCardErrorId(key: GiftCardErrorKey): string {
  return Object.hasOwn(API_CODES, key) ? `apiError.${API_CODES[key as ApiKey]}` : `giftcard.error.${key}`;
}

/** Which field a message belongs to, so the form can mark it; null for the card as a whole. */
export function giftCardErrorField(key: GiftCardErrorKey): 'number' | 'pin' | null {
  if (key === 'numberRequired' || key === 'invalidNumber') return 'number';
  if (key === 'pinRequired' || key === 'pinInvalid') return 'pin';
  return null;
}
