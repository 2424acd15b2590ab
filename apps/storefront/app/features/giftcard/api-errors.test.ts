import { formatMessage } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { apiErrorInfo } from '../../lib/api-errors.ts';
import { messages } from './messages.ts';
import { giftCardErrorField, giftCardErrorFromApi, giftCardErrorId, giftCardFormErrors } from './api-errors.ts';
import { API_CODES } from './error-text.ts';

/** A refusal as the API sends it; its English message is for Magento clients and is not read. */
const refused = (code: string, params: Record<string, string> = {}) => apiErrorInfo({ message: 'not read', extensions: { code, params } });

/** The API's codes and the message each must show (decisions 029, 038). */
const API_REFUSALS: [code: string, key: string][] = [
  ['GIFT_CARD_INVALID_NUMBER', 'invalidNumber'],
  ['GIFT_CARD_PIN_REQUIRED', 'pinRequired'],
  ['GIFT_CARD_INVALID_PIN', 'pinInvalid'],
  ['GIFT_CARD_NOT_FOUND', 'noData'],
  ['GIFT_CARD_INACTIVE', 'inactive'],
  ['GIFT_CARD_LOCKED', 'locked'],
  ['GIFT_CARD_EMPTY', 'noBalance'],
  ['GIFT_CARD_ALREADY_APPLIED', 'alreadyApplied'],
  ['GIFT_CARD_LIMIT', 'limit'],
  ['GIFT_CARD_NOTHING_TO_PAY', 'nothingToPay'],
  ['GIFT_CARD_FOR_GIFT_CARDS', 'forGiftCards'],
  ['GIFT_CARD_ALREADY_PAID', 'notNeeded'],
  ['GIFT_CARD_NOT_APPLIED', 'notApplied'],
  ['GIFT_CARD_PAYMENT_NOT_COVERED', 'notCovered'],
  ['GIFT_CARD_BALANCE_CHANGED', 'balanceChanged'],
  ['TOO_MANY_REQUESTS', 'tooManyRequests'],
];

describe("the API's gift card refusals in the shopper's words (CO17)", () => {
  it.each(API_REFUSALS)('CO17: %s → %s', (code, key) => {
    expect(giftCardErrorFromApi([refused(code)]).key).toBe(key);
  });

  it("CO17: each refusal shows its code's own text, which exists in nl, en and de", () => {
    for (const [key, code] of Object.entries(API_CODES)) {
      expect(giftCardErrorId(key as keyof typeof API_CODES)).toBe(`apiError.${code}`);
      for (const language of ['nl', 'en', 'de'] as const) expect(messages[language]).toHaveProperty(`apiError.${code}`);
    }
    // The form's own checks and the call error keep their own texts.
    expect(giftCardErrorId('callError')).toBe('giftcard.error.callError');
    expect(giftCardErrorId('numberRequired')).toBe('giftcard.error.numberRequired');
    for (const key of ['callError', 'numberRequired', 'tooManyRequests']) expect(messages.nl).toHaveProperty(`giftcard.error.${key}`);
  });

  it('CO17: an unexpected or masked server error is the call error, whatever its words', () => {
    expect(giftCardErrorFromApi([apiErrorInfo({ message: 'This gift card is blocked.' })])).toEqual({ key: 'callError', params: {} });
    expect(giftCardErrorFromApi([refused('INTERNAL_SERVER_ERROR')]).key).toBe('callError');
    expect(giftCardErrorFromApi([]).key).toBe('callError');
  });

  it('the first known code decides; an unknown code or an inherited name is no code', () => {
    expect(giftCardErrorFromApi([refused('SOMETHING_NEW'), refused('GIFT_CARD_INACTIVE')]).key).toBe('inactive');
    expect(giftCardErrorFromApi([refused('constructor')]).key).toBe('callError');
  });

  it("CO17, CO18: a locked number and the card limit say the API's minutes and maximum, in every store language", () => {
    const locked = giftCardFormErrors(giftCardErrorFromApi([refused('GIFT_CARD_LOCKED', { minutes: '15' })]));
    expect(locked).toEqual({ card: 'locked', values: { minutes: '15' } });
    const limit = giftCardFormErrors(giftCardErrorFromApi([refused('GIFT_CARD_LIMIT', { max: '3' })]));
    expect(limit).toEqual({ card: 'limit', values: { max: '3' } });
    const text = (language: 'nl' | 'en' | 'de', errors: typeof locked) =>
      formatMessage(language, messages[language][giftCardErrorId(errors.card!) as keyof (typeof messages)[typeof language]], errors.values);
    expect(text('nl', locked)).toBe('Te vaak een verkeerde pincode ingevuld. Probeer het over 15 minuten opnieuw.');
    expect(text('en', locked)).toBe('Too many wrong PINs. Please try again in 15 minutes.');
    expect(text('de', locked)).toBe('Zu oft eine falsche PIN eingegeben. Bitte versuche es in 15 Minuten erneut.');
    expect(text('nl', limit)).toBe('Je kunt maximaal 3 cadeaukaarten gebruiken voor één bestelling.');
    expect(text('en', limit)).toBe('You can use at most 3 gift cards for one order.');
    expect(text('de', limit)).toBe('Du kannst höchstens 3 Geschenkkarten für eine Bestellung verwenden.');
    expect(text('de', { card: 'locked', values: { minutes: '1' } })).toBe(
      'Zu oft eine falsche PIN eingegeben. Bitte versuche es in einer Minute erneut.',
    );
  });

  it('marks the field a message belongs to', () => {
    expect(giftCardErrorField('invalidNumber')).toBe('number');
    expect(giftCardErrorField('pinRequired')).toBe('pin');
    expect(giftCardErrorField('noData')).toBeNull();
  });
});
