import { describe, expect, it } from 'vitest';
import { centsToField, endOfShopDay, parseEuros, parseShopDate, parseWholeNumber, shopDateField } from './form-values.ts';
import { readOrderQuery } from './order-query.ts';

describe('console form values (A21)', () => {
  it('A21: euros typed with a comma or a point become cents; signs, separators and letters are refused', () => {
    expect(parseEuros('12')).toBe(1200);
    expect(parseEuros('12,5')).toBe(1250);
    expect(parseEuros('12.50')).toBe(1250);
    expect(parseEuros(' € 7,05 ')).toBe(705);
    for (const bad of ['', '-1', '1.000,00', '1,234', '12,345', 'abc', '1e3', '0x10', '12 50', '99999999'])
      expect(parseEuros(bad), bad).toBeNull();
    expect(centsToField(1250)).toBe('12,50');
  });

  it('A21: whole numbers within bounds only', () => {
    expect(parseWholeNumber('24', 1, 24)).toBe(24);
    for (const bad of ['0', '25', '2.5', '-1', '', ' ', '1e1', '9'.repeat(20)]) expect(parseWholeNumber(bad, 1, 24), bad).toBeNull();
  });

  it('A21: dates are days in the shops’ time zone, summer and winter time alike', () => {
    expect(parseShopDate('2027-01-15')?.toISOString()).toBe('2027-01-14T23:00:00.000Z');
    expect(parseShopDate('2027-07-15')?.toISOString()).toBe('2027-07-14T22:00:00.000Z');
    expect(endOfShopDay('2027-03-28')?.toISOString()).toBe('2027-03-28T21:59:59.000Z');
    expect(endOfShopDay('2027-10-31')?.toISOString()).toBe('2027-10-31T22:59:59.000Z');
    expect(shopDateField(new Date('2027-07-14T22:30:00Z'))).toBe('2027-07-15');
    for (const bad of ['2027-02-29', '2027-13-01', '27-01-01', '01-02-2027', '1999-12-31', '2101-01-01', 'morgen', ''])
      expect(parseShopDate(bad), bad).toBeNull();
  });

  it('A21: an order lookup is an order number or an e-mail address', () => {
    expect(readOrderQuery(' nl123456789 ')).toEqual({ ok: true, data: { orderNumber: 'NL123456789' } });
    expect(readOrderQuery('Jan@Example.com')).toEqual({ ok: true, data: { email: 'jan@example.com' } });
    expect(readOrderQuery('')).toEqual({ ok: false, errors: { q: 'orders.query.required' } });
    for (const bad of ['NL12345', 'hallo', '<a@b>', "' or 1=1 --", 'x'.repeat(300)])
      expect(readOrderQuery(bad), bad).toEqual({ ok: false, errors: { q: 'orders.query.invalid' } });
  });
});
