import { formatPrice } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { choiceText, lineChoices, shortChoicesText } from './line-choices.ts';

const bundle = {
  bundle_options: [
    { label: 'Colbert', values: [{ label: 'Navy 50', quantity: 1 }] },
    { label: 'Pantalon', values: [{ label: 'Navy 50', quantity: 2 }] },
  ],
};
const giftcard = {
  giftcard_type: 'ecard',
  amount: { value: 25 },
  recipient_name: 'Piet',
  recipient_email: 'piet@example.com',
  sender_name: 'Anna',
  message: 'Fijne dag!',
};

describe('what a shopper chose on a cart line (CA5, D11–D13)', () => {
  it('a size, each part of a bundle with its number when more than one, a gift card in the store language', () => {
    expect(lineChoices({ configurable_options: [{ option_label: 'Maat', value_label: 'M' }] }, 'nl')).toEqual([
      { label: 'Maat', value: 'M' },
    ]);
    expect(lineChoices(bundle, 'nl').map(choiceText)).toEqual(['Colbert: Navy 50', 'Pantalon: 2 × Navy 50']);
    expect(lineChoices(giftcard, 'de').map(choiceText)).toContain(`Betrag: ${formatPrice(25, 'de')}`);
    expect(lineChoices({ id: '1' }, 'nl')).toEqual([]);
  });

  it('the mini cart and the pop-up show the first three on one line', () => {
    expect(shortChoicesText(bundle, 'nl')).toBe('Colbert: Navy 50 · Pantalon: 2 × Navy 50');
    expect(shortChoicesText(giftcard, 'en').split(' · ')).toHaveLength(3);
    expect(shortChoicesText({ id: '1' }, 'nl')).toBe('');
  });
});
