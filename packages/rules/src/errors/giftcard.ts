import { defineErrorCodes } from './registry.ts';

/** Refusals of the gift card operations: balance, apply, remove, pay (CO17, CO18, V7, decision 029). */
export const GIFT_CARD_ERROR_CODES = defineErrorCodes({
  GIFT_CARD_INVALID_NUMBER: { params: [], meaning: 'the number is not 19 digits' },
  GIFT_CARD_PIN_REQUIRED: { params: [], meaning: 'no PIN was given' },
  GIFT_CARD_INVALID_PIN: { params: [], meaning: 'the PIN is not 6 digits' },
  GIFT_CARD_NOT_FOUND: { params: [], meaning: 'no card has this number and PIN' },
  GIFT_CARD_INACTIVE: { params: [], meaning: 'the card is blocked, not yet active or expired' },
  GIFT_CARD_LOCKED: { params: ['minutes'], meaning: 'too many wrong tries for this number; try again after minutes' },
  GIFT_CARD_EMPTY: { params: [], meaning: 'the card has no balance left' },
  GIFT_CARD_ALREADY_APPLIED: { params: [], meaning: 'the card is on the cart already' },
  GIFT_CARD_LIMIT: { params: ['max'], meaning: 'the cart holds max cards already' },
  GIFT_CARD_NOTHING_TO_PAY: { params: [], meaning: 'the cart has no items' },
  GIFT_CARD_FOR_GIFT_CARDS: { params: [], meaning: 'what is left to pay is gift cards, which a gift card cannot pay' },
  GIFT_CARD_ALREADY_PAID: { params: [], meaning: 'the applied cards pay the whole order already' },
  GIFT_CARD_NOT_APPLIED: { params: [], meaning: 'removing a card the cart does not hold' },
  GIFT_CARD_BALANCE_CHANGED: {
    params: ['card'],
    meaning: 'placing the order: a card (last 4 digits) no longer holds what the cart counted on',
  },
  GIFT_CARD_PAYMENT_NOT_COVERED: { params: [], meaning: 'the gift card method was chosen (or none) while the cards do not pay everything' },
});
