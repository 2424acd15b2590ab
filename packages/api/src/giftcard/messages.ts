/**
 * What the gift card operations answer when they refuse (CO17, V7). The texts are English and stay
 * as they are: the storefront shows each `extensions.code` (registry `@shop/rules`) in nl/en/de
 * (decisions 029, 038).
 */
import type { ErrorParams } from '@shop/rules';
import type { GraphQLError } from 'graphql';
import { userError, type ErrorCategory, type ErrorParamValues } from '../platform/errors.ts';

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

/** A refusal with its code in `extensions.code`; codes with parameters are given them. */
export function giftCardError<C extends GiftCardErrorCode>(
  code: C,
  ...params: keyof ErrorParams<C> extends never ? [] : [ErrorParamValues<C>]
): GraphQLError {
  return userError(code, (params[0] ?? {}) as ErrorParamValues<C>, GIFT_CARD_MESSAGES[code], CATEGORIES[code] ?? 'graphql-input');
}

/** The order refused because a card no longer holds what the cart counted on (CO18). */
export function balanceChangedError(maskedCode: string): GraphQLError {
  const last = maskedCode.slice(-4);
  return userError(
    'GIFT_CARD_BALANCE_CHANGED',
    { card: last },
    `Cannot place order: the balance of gift card …${last} has changed; check your gift cards.`,
  );
}
