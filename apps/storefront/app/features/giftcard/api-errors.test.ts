import { describe, expect, it } from 'vitest';
import { giftCardErrorField, giftCardErrorFromApi } from './api-errors.ts';

describe("the API's gift card messages in the shopper's words (CO17)", () => {
  it.each([
    ['The gift card number must be 19 digits.', 'invalidNumber'],
    ['Invalid gift card code', 'invalidNumber'],
    ["The gift card code couldn't be found. Verify your information and try again.", 'noData'],
    ['No gift card found for this number and PIN.', 'noData'],
    ['The PIN is incorrect.', 'noData'],
    ['This gift card is inactive.', 'inactive'],
    ['This gift card is blocked.', 'inactive'],
    ['The gift card has expired.', 'inactive'],
    ['A PIN is required.', 'pinRequired'],
    ['The PIN must be 6 digits.', 'pinInvalid'],
    ['Too many attempts for this gift card. Try again in 10 minutes.', 'locked'],
    ['The gift card is locked.', 'locked'],
    ['This gift card has no balance left.', 'noBalance'],
    ['The gift card has already been applied to this cart.', 'alreadyApplied'],
    ['The cart is already fully paid.', 'notNeeded'],
  ])('CO17: "%s" → %s', (message, key) => {
    expect(giftCardErrorFromApi([message])).toBe(key);
  });

  it('CO17: an unexpected or masked server error is the call error', () => {
    expect(giftCardErrorFromApi(['Unexpected error.'])).toBe('callError');
    expect(giftCardErrorFromApi([])).toBe('callError');
  });

  it('takes the first message it recognises', () => {
    expect(giftCardErrorFromApi(['Unexpected error.', 'This gift card is blocked.'])).toBe('inactive');
  });

  it('marks the field a message belongs to', () => {
    expect(giftCardErrorField('invalidNumber')).toBe('number');
    expect(giftCardErrorField('pinRequired')).toBe('pin');
    expect(giftCardErrorField('noData')).toBeNull();
  });
});
