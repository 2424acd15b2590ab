/**
 * What the gift card operations answer when they refuse (CO17, V7). The texts are English and stay
 * as they are: the storefront shows each `extensions.code` (registry `@shop/rules`) in nl/en/de
 * (decisions 029, 038). A number in a text is the rule's own: the card's digits from `giftcard` in
 * @shop/rules, and a code's parameters (`{minutes}`, `{max}`) filled in from the values the refusal
 * carries, so the English text and `extensions.params` always agree.
 */
import { formatMessageText, giftcard, type ErrorParams } from '@shop/rules';
import type { GraphQLError } from 'graphql';
import { userError, wireParams, type ErrorCategory, type ErrorParamValues } from '../platform/errors.ts';

export const GIFT_CARD_MESSAGES = {
  GIFT_CARD_INVALID_NUMBER: `The gift card number must be ${giftcard.cardDigits} digits.`,
  GIFT_CARD_PIN_REQUIRED: "Enter the gift card's PIN.",
  GIFT_CARD_INVALID_PIN: `The gift card PIN must be ${giftcard.pinDigits} digits.`,
  GIFT_CARD_NOT_FOUND: 'There is no gift card with this number and PIN.',
  GIFT_CARD_INACTIVE: 'This gift card is inactive or blocked.',
  GIFT_CARD_LOCKED: 'Too many tries for this gift card number. Try again in {minutes} minutes.',
  GIFT_CARD_EMPTY: 'This gift card has no balance left.',
  GIFT_CARD_ALREADY_APPLIED: 'This gift card is already applied to the cart.',
  GIFT_CARD_LIMIT: 'At most {max} gift cards can be applied to a cart.',
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

type ParamsOf<C extends GiftCardErrorCode> = keyof ErrorParams<C> extends never ? [] : [ErrorParamValues<C>];

/** The English text a Magento client reads for a refusal, its parameters filled in. */
export function giftCardMessage<C extends GiftCardErrorCode>(code: C, ...params: ParamsOf<C>): string {
  return formatMessageText('en', GIFT_CARD_MESSAGES[code], wireParams((params[0] ?? {}) as ErrorParamValues<C>));
}

/** A refusal with its code in `extensions.code`; codes with parameters are given them. */
export function giftCardError<C extends GiftCardErrorCode>(code: C, ...params: ParamsOf<C>): GraphQLError {
  const values = (params[0] ?? {}) as ErrorParamValues<C>;
  return userError(code, values, giftCardMessage(code, ...params), CATEGORIES[code] ?? 'graphql-input');
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
