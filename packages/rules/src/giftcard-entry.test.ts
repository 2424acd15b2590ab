import { describe, expect, it } from 'vitest';
import { checkGiftcardNumber, checkGiftcardPin } from './giftcard-entry.ts';
import { giftcardBalanceSchema } from './validation.ts';

const GOOD = '6064365001234567890';

describe('a typed gift card (V7): one rule for the balance page, the payment step and the API', () => {
  it.each([
    ['19 digits', GOOD, { ok: true, digits: GOOD }],
    ['the spaces printed on the card', ' 6064 3650 0123 4567 890 ', { ok: true, digits: GOOD }],
    ['18 digits', GOOD.slice(1), { ok: false, problem: 'invalid' }],
    ['20 digits', `${GOOD}1`, { ok: false, problem: 'invalid' }],
    ['a letter O for a zero', '606436500123456789O', { ok: false, problem: 'invalid' }],
    ['nothing', '   ', { ok: false, problem: 'required' }],
    ['no text at all', undefined, { ok: false, problem: 'required' }],
    ['more than a field takes', `${GOOD}${' '.repeat(60)}`, { ok: false, problem: 'invalid' }],
  ] as const)('number: %s', (_label, typed, expected) => {
    expect(checkGiftcardNumber(typed)).toEqual(expected);
  });

  it.each([
    ['6 digits', ' 123456 ', { ok: true, digits: '123456' }],
    ['5 digits', '12345', { ok: false, problem: 'invalid' }],
    ['7 digits', '1234567', { ok: false, problem: 'invalid' }],
    ['nothing', '', { ok: false, problem: 'required' }],
    ['a number instead of text', 123456, { ok: false, problem: 'required' }],
    ['a huge text', '1'.repeat(100_000), { ok: false, problem: 'invalid' }],
  ] as const)('PIN: %s', (_label, typed, expected) => {
    expect(checkGiftcardPin(typed)).toEqual(expected);
  });

  it('the balance form schema reports the same rule with its message keys', () => {
    expect(giftcardBalanceSchema.parse({ cardNumber: ' 6064 3650 0123 4567 890', pin: '123456' })).toEqual({
      cardNumber: GOOD,
      pin: '123456',
    });
    const issues = giftcardBalanceSchema.safeParse({ cardNumber: `${GOOD}${' '.repeat(60)}`, pin: '' }).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['giftcard.cardNumber.invalid', 'giftcard.pin.required']);
  });
});
