import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { API_CODES, giftCardErrorField, giftCardErrorFromApi } from './api-errors.ts';

/** The API's codes and texts (packages/api/src/giftcard/messages.ts) and the message each must show. */
const API_REFUSALS: [code: string, text: string, key: string][] = [
  ['GIFT_CARD_INVALID_NUMBER', 'The gift card number must be 19 digits.', 'invalidNumber'],
  ['GIFT_CARD_PIN_REQUIRED', "Enter the gift card's PIN.", 'pinRequired'],
  ['GIFT_CARD_INVALID_PIN', 'The gift card PIN must be 6 digits.', 'pinInvalid'],
  ['GIFT_CARD_NOT_FOUND', 'There is no gift card with this number and PIN.', 'noData'],
  ['GIFT_CARD_INACTIVE', 'This gift card is inactive or blocked.', 'inactive'],
  ['GIFT_CARD_LOCKED', 'Too many tries for this gift card number. Try again in 10 minutes.', 'locked'],
  ['GIFT_CARD_EMPTY', 'This gift card has no balance left.', 'noBalance'],
  ['GIFT_CARD_ALREADY_APPLIED', 'This gift card is already applied to the cart.', 'alreadyApplied'],
  ['GIFT_CARD_LIMIT', 'At most 5 gift cards can be applied to a cart.', 'limit'],
  ['GIFT_CARD_NOTHING_TO_PAY', 'The cart has nothing a gift card can pay for.', 'nothingToPay'],
  ['GIFT_CARD_FOR_GIFT_CARDS', 'Gift cards cannot be paid for with a gift card.', 'forGiftCards'],
  ['GIFT_CARD_ALREADY_PAID', 'The applied gift cards already pay the whole order.', 'notNeeded'],
  ['GIFT_CARD_NOT_APPLIED', 'This gift card is not applied to the cart.', 'notApplied'],
  [
    'GIFT_CARD_PAYMENT_NOT_COVERED',
    'The applied gift cards do not pay the whole order; choose a payment method for the rest.',
    'notCovered',
  ],
  ['GIFT_CARD_BALANCE_CHANGED', 'Cannot place order: the balance of gift card …3210 has changed; check your gift cards.', 'balanceChanged'],
];

describe("the API's gift card refusals in the shopper's words (CO17)", () => {
  it.each(API_REFUSALS)('CO17: %s → its message', (code, text, key) => {
    expect(giftCardErrorFromApi([{ message: text, extensions: { code } }])).toBe(key);
  });

  it.each(API_REFUSALS.filter(([, , key]) => !['limit', 'nothingToPay', 'forGiftCards', 'notApplied'].includes(key)))(
    'CO17: %s is recognised by its words when the code is missing',
    (_code, text, key) => {
      expect(giftCardErrorFromApi([text])).toBe(key);
    },
  );

  it('CO17: the five spec messages exist in nl, en and de for every code', () => {
    for (const key of new Set(Object.values(API_CODES))) {
      for (const language of ['nl', 'en', 'de'] as const) {
        expect(messages[language]).toHaveProperty(`giftcard.error.${key}`);
      }
    }
    for (const key of ['callError', 'invalidNumber', 'noData', 'inactive', 'pinRequired']) {
      expect(messages.nl).toHaveProperty(`giftcard.error.${key}`);
    }
  });

  it('CO17: an unexpected or masked server error is the call error', () => {
    expect(giftCardErrorFromApi(['Unexpected error.'])).toBe('callError');
    expect(giftCardErrorFromApi([{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }])).toBe('callError');
    expect(giftCardErrorFromApi([])).toBe('callError');
  });

  it('a code wins over words; an unknown code falls back to the words; an inherited name is no code', () => {
    expect(giftCardErrorFromApi(['Unexpected error.', { message: 'x', extensions: { code: 'GIFT_CARD_INACTIVE' } }])).toBe('inactive');
    expect(giftCardErrorFromApi([{ message: 'This gift card is blocked.', extensions: { code: 'SOMETHING_NEW' } }])).toBe('inactive');
    expect(giftCardErrorFromApi([{ message: 'x', extensions: { code: 'constructor' } }])).toBe('callError');
  });

  it('marks the field a message belongs to', () => {
    expect(giftCardErrorField('invalidNumber')).toBe('number');
    expect(giftCardErrorField('pinRequired')).toBe('pin');
    expect(giftCardErrorField('noData')).toBeNull();
  });
});
