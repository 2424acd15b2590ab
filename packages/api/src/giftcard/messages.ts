/**
 * What the gift card operations answer when they refuse (CO17, V7). The texts are English and stay
 * as they are: the storefront maps each `extensions.code` to its nl/en/de text (decision 029).
 */
import type { GraphQLError } from 'graphql';
import { userError, type ErrorCategory } from '../platform/errors.ts';

export const GIFT_CARD_MESSAGES = {
  GIFT_CARD_INVALID_NUMBER: 'The gift card number must be 19 digits.',
  GIFT_CARD_PIN_REQUIRED: "Enter the gift card's PIN.",
  GIFT_CARD_INVALID_PIN: 'The gift card PIN must be 6 digits.',
  GIFT_CARD_NOT_FOUND: 'There is no gift card with this number and PIN.',
  GIFT_CARD_INACTIVE: 'This gift card is inactive or blocked.',
  GIFT_CARD_LOCKED: 'Too many tries for this gift card number. Try again in 10 minutes.',
  GIFT_CARD_EMPTY: 'This gift card has no balance left.',
  GIFT_CARD_ALREADY_APPLIED: 'This gift card is already applied to the cart.',
  GIFT_CARD_LIMIT: 'At most 5 gift cards can be applied to a cart.',
  GIFT_CARD_NOTHING_TO_PAY: 'The cart has nothing a gift card can pay for.',
  GIFT_CARD_FOR_GIFT_CARDS: 'Gift cards cannot be paid for with a gift card.',
  GIFT_CARD_ALREADY_PAID: 'The applied gift cards already pay the whole order.',
  GIFT_CARD_NOT_APPLIED: 'This gift card is not applied to the cart.',
} as const;

export type GiftCardErrorCode = keyof typeof GIFT_CARD_MESSAGES;

const CATEGORIES: Partial<Record<GiftCardErrorCode, ErrorCategory>> = {
  GIFT_CARD_NOT_FOUND: 'graphql-no-such-entity',
  GIFT_CARD_NOT_APPLIED: 'graphql-no-such-entity',
};

/** A refusal with its stable code in `extensions.code`. */
export function giftCardError(code: GiftCardErrorCode): GraphQLError {
  return userError(GIFT_CARD_MESSAGES[code], CATEGORIES[code] ?? 'graphql-input', { code });
}

/** The order refused because a card no longer holds what the cart counted on (CO18). */
export function balanceChangedError(maskedCode: string): GraphQLError {
  const last = maskedCode.slice(-4);
  return userError(`Cannot place order: the balance of gift card …${last} has changed; check your gift cards.`, 'graphql-input', {
    code: 'GIFT_CARD_BALANCE_CHANGED',
  });
}
