import { describe, expect, it } from 'vitest';
import { eurosToCents } from './cents.ts';
import { centsToEuros, formatPrice, isFree, showDiscountRow, sumPrices } from './money.ts';

describe('formatPrice', () => {
  it('K3: shows 2 decimals and .00 as .-', () => {
    expect(formatPrice(49.95, 'en')).toBe('€49.95');
    expect(formatPrice(49, 'en')).toBe('€49.-');
    expect(formatPrice(49.0, 'nl')).toBe('€ 49,-');
    expect(formatPrice(49.5, 'nl')).toBe('€ 49,50');
  });

  it('K4: uses the decimal separator per locale with the euro sign first', () => {
    expect(formatPrice(49.95, 'nl')).toBe('€ 49,95');
    expect(formatPrice(49.95, 'de')).toBe('€ 49,95');
    expect(formatPrice(49, 'de')).toBe('€ 49,-');
    expect(formatPrice(49.95, 'en')).toBe('€49.95');
  });

  it('K4: groups thousands per locale', () => {
    expect(formatPrice(1299, 'nl')).toBe('€ 1.299,-');
    expect(formatPrice(1299, 'de')).toBe('€ 1.299,-');
    expect(formatPrice(1299.5, 'en')).toBe('€1,299.50');
    expect(formatPrice(1234567.89, 'nl')).toBe('€ 1.234.567,89');
  });

  it('K4: puts the minus before the euro sign', () => {
    expect(formatPrice(-10, 'nl')).toBe('- € 10,-');
    expect(formatPrice(-10, 'en')).toBe('-€10.-');
    expect(formatPrice(-2.5, 'de')).toBe('- € 2,50');
  });

  it('rounds to cents before deciding on .- and never shows a negative zero', () => {
    expect(formatPrice(48.999, 'nl')).toBe('€ 49,-');
    expect(formatPrice(1.005, 'en')).toBe('€1.01');
    expect(formatPrice(-0.001, 'en')).toBe('€0.-');
    expect(formatPrice(0, 'nl')).toBe('€ 0,-');
  });

  it('hides the euro sign when currencyLabel is false (001 §2 checkout)', () => {
    expect(formatPrice(49.95, 'nl', { currencyLabel: false })).toBe('49,95');
    expect(formatPrice(-10, 'en', { currencyLabel: false })).toBe('-10.-');
    expect(formatPrice(49, 'de', { currencyLabel: true })).toBe('€ 49,-');
  });
});

describe('cents and euros', () => {
  it('converts euros to integer cents without float drift', () => {
    expect(eurosToCents(49.95)).toBe(4995);
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(-1.005)).toBe(-101);
    expect(eurosToCents(-0.001)).toBe(0);
    expect(Object.is(eurosToCents(-0.001), 0)).toBe(true);
    expect(eurosToCents(1e-7)).toBe(0);
    expect(eurosToCents(1299)).toBe(129900);
  });

  it('converts cents to euros', () => {
    expect(centsToEuros(4995)).toBe(49.95);
    expect(centsToEuros(-1000)).toBe(-10);
  });

  it('adds euro amounts without float drift (a bundle price with its surcharges)', () => {
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices([129.95, 5, -2.5])).toBe(132.45);
    expect(sumPrices([])).toBe(0);
  });

  it('rejects amounts that are not finite', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => centsToEuros(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('cart display rules', () => {
  it('CA15: a line priced under 0.1 is free', () => {
    expect(isFree(0.05)).toBe(true);
    expect(isFree(0)).toBe(true);
    expect(isFree(0.09)).toBe(true);
    expect(isFree(0.1)).toBe(false);
    expect(isFree(49.95)).toBe(false);
  });

  it('CA15: a discount row shows only from 0.1 either way', () => {
    expect(showDiscountRow(0.05)).toBe(false);
    expect(showDiscountRow(0.1)).toBe(true);
    expect(showDiscountRow(-0.1)).toBe(true);
    expect(showDiscountRow(-0.09)).toBe(false);
    expect(showDiscountRow(0.3 - 0.2)).toBe(true);
  });
});
