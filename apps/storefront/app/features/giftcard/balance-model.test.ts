import { describe, expect, it } from 'vitest';
import { expiryDate, toBalanceView } from './balance-model.ts';

describe('the balance-check answer (CO17)', () => {
  it('CO17: shows the masked card, its balance and the expiry date in the store language', () => {
    expect(toBalanceView({ balance: { value: 25 }, expiration_date: '2027-11-26' }, '6064365009876543210', 'nl')).toEqual({
      code: '•••• 3210',
      balance: '€ 25,-',
      expires: '26 november 2027',
    });
    expect(toBalanceView({ balance: { value: 12.5 }, expiration_date: null }, '6064365009876543210', 'en')).toEqual({
      code: '•••• 3210',
      balance: '€12.50',
      expires: null,
    });
  });

  it('reads a timestamp in the shop time zone and ignores nonsense', () => {
    expect(expiryDate('2027-11-26T23:30:00Z', 'de')).toBe('27. November 2027');
    expect(expiryDate('not a date', 'nl')).toBeNull();
    expect(expiryDate('', 'nl')).toBeNull();
  });
});
