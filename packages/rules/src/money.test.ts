import { describe, expect, it } from 'vitest';
import { eurosToCents } from './cents.ts';
import type { Locale } from './locales.ts';
import { centsToEuros, formatPrice, isFree, showDiscountRow, sumPrices, WRITTEN_PRICES_MAX, writtenPricesKept } from './money.ts';

/** K3, K4: an amount in euros, the locale, and how the shop writes it. */
const prices: [rule: string, amount: number, locale: Locale, written: string][] = [
  ['K3: 2 decimals', 49.95, 'en', '€49.95'],
  ['K3: .00 as .-', 49, 'en', '€49.-'],
  ['K3: ,00 as ,-', 49.0, 'nl', '€ 49,-'],
  ['K3: a trailing zero stays', 49.5, 'nl', '€ 49,50'],
  ['K4: decimal comma and the euro sign first', 49.95, 'nl', '€ 49,95'],
  ['K4: decimal comma and the euro sign first', 49.95, 'de', '€ 49,95'],
  ['K4: ,- in German too', 49, 'de', '€ 49,-'],
  ['K4: thousands grouped with a dot', 1299, 'nl', '€ 1.299,-'],
  ['K4: thousands grouped with a dot', 1299, 'de', '€ 1.299,-'],
  ['K4: thousands grouped with a comma', 1299.5, 'en', '€1,299.50'],
  ['K4: millions grouped', 1234567.89, 'nl', '€ 1.234.567,89'],
  ['K4: the minus before the euro sign', -10, 'nl', '- € 10,-'],
  ['K4: the minus before the euro sign', -10, 'en', '-€10.-'],
  ['K4: the minus before the euro sign', -2.5, 'de', '- € 2,50'],
  ['rounded to cents before deciding on .-', 48.999, 'nl', '€ 49,-'],
  ['rounded half up', 1.005, 'en', '€1.01'],
  ['never a negative zero', -0.001, 'en', '€0.-'],
  ['zero', 0, 'nl', '€ 0,-'],
];

describe('formatPrice', () => {
  it.each(prices)('%s: %d in %s is %s', (_rule, amount, locale, written) => {
    expect(formatPrice(amount, locale)).toBe(written);
  });

  it('hides the euro sign when currencyLabel is false (001 §2 checkout)', () => {
    expect(formatPrice(49.95, 'nl', { currencyLabel: false })).toBe('49,95');
    expect(formatPrice(-10, 'en', { currencyLabel: false })).toBe('-10.-');
    expect(formatPrice(49, 'de', { currencyLabel: true })).toBe('€ 49,-');
  });
});

describe('written prices kept', () => {
  it('writes a price again the same way, per locale and sign, from what it kept', () => {
    expect(formatPrice(79.95, 'nl')).toBe('€ 79,95');
    expect(formatPrice(79.95, 'en')).toBe('€79.95');
    expect(formatPrice(79.95, 'nl', { currencyLabel: false })).toBe('79,95');
    expect(formatPrice(79.95, 'nl')).toBe('€ 79,95');
    expect(formatPrice(-79.95, 'de')).toBe('- € 79,95');
  });

  it('keeps at most WRITTEN_PRICES_MAX prices, however many are written', () => {
    for (let cents = 0; cents < WRITTEN_PRICES_MAX * 2 + 7; cents += 1) {
      formatPrice(cents / 100, 'en');
      expect(writtenPricesKept()).toBeLessThanOrEqual(WRITTEN_PRICES_MAX);
    }
    expect(formatPrice(12.34, 'en')).toBe('€12.34');
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
