import { describe, expect, it } from 'vitest';
import { postalAddress } from './postal-address.ts';

const address = {
  firstname: 'Jan',
  lastname: 'de Vries',
  company: null,
  street: ['Kalverstraat', '12', ''],
  postcode: '1012ab',
  city: 'Amsterdam',
  country_code: 'NL',
};

describe('postalAddress (order and gift card e-mails)', () => {
  it("names the country in the mail's language instead of printing its code", () => {
    expect(postalAddress(address, 'nl')).toBe('Jan de Vries\nKalverstraat 12\n1012 AB Amsterdam\nNederland');
    expect(postalAddress(address, 'de').split('\n').at(-1)).toBe('Niederlande');
    expect(
      postalAddress({ ...address, country_code: 'DE', postcode: '10115', city: 'Berlin' }, 'en')
        .split('\n')
        .at(-1),
    ).toBe('Germany');
  });

  it('leaves the country line out when the address has none', () => {
    expect(postalAddress({ ...address, country_code: '' }, 'nl').split('\n')).toHaveLength(3);
  });
});
