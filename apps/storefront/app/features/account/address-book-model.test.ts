import { describe, expect, it } from 'vitest';
import { STRIPPED_ON_UPDATE, toAddressCards, toAddressFormValue, toCustomerAddressInput } from './address-book-model.ts';

const stored = {
  id: 7,
  firstname: 'Jan',
  lastname: 'de Vries',
  company: null,
  street: ['Kalverstraat', '12', 'B'],
  postcode: '1012 AB',
  city: 'Amsterdam',
  country_code: 'NL',
  telephone: '0612345678',
  vat_id: null,
  default_billing: true,
  default_shipping: false,
};

describe('address book model', () => {
  it('A14: an update carries the address only, never the default flags, id, region or extension attributes', () => {
    const input = toCustomerAddressInput(toAddressFormValue(stored));
    for (const key of STRIPPED_ON_UPDATE) expect(input).not.toHaveProperty(key);
    expect(input.street).toEqual(['Kalverstraat', '12', 'B']);
    expect(input.country_code).toBe('NL');
  });

  it('A15: the default flags are sent only when the shopper asks for them', () => {
    const input = toCustomerAddressInput(toAddressFormValue(stored), { defaultShipping: true });
    expect(input.default_shipping).toBe(true);
    expect(input).not.toHaveProperty('default_billing');
  });

  it('A13: cards list the defaults first, with the country in the store language', () => {
    const cards = toAddressCards(
      [{ ...stored, id: 3, default_billing: false }, stored, { ...stored, id: 9, default_shipping: true, default_billing: false }],
      'nl',
    );
    expect(cards.map((card) => card.id)).toEqual([9, 7, 3]);
    expect(cards[1]?.lines).toEqual(['Kalverstraat 12 B', '1012 AB Amsterdam', 'Nederland']);
    expect(cards[1]?.defaultBilling).toBe(true);
  });
});
