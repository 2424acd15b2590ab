import { describe, expect, it } from 'vitest';
import { computeTotals, excludingTax, shippingPriceAfterLimit, unitPriceForQuantity } from './totals.ts';

describe('cart arithmetic', () => {
  it('derives the price without VAT per line: round(incl / (1 + rate))', () => {
    expect(excludingTax(12_100, 2100)).toBe(10_000);
    expect(excludingTax(11_900, 1900)).toBe(10_000);
    expect(excludingTax(8995, 2100)).toBe(7434);
    expect(excludingTax(2500, 0)).toBe(2500);
  });

  it('adds lines, shipping and VAT in cents (21% vs 19%)', () => {
    const lines = [
      { unitInclTax: 8995, quantity: 2, taxRate: 2100 },
      { unitInclTax: 2500, quantity: 1, taxRate: 0 },
    ];
    const nl = computeTotals(lines, { priceInclTax: 495, taxRate: 2100 });
    expect(nl).toMatchObject({
      quantity: 3,
      subtotalInclTax: 20_490,
      subtotalExclTax: 14_868 + 2500,
      shippingInclTax: 495,
      shippingExclTax: 409,
      grandTotal: 20_985,
    });
    expect(nl.tax).toBe(17_990 - 14_868 + (495 - 409));
    const de = computeTotals([{ unitInclTax: 8995, quantity: 2, taxRate: 1900 }], { priceInclTax: null, taxRate: 1900 });
    expect(de).toMatchObject({ subtotalExclTax: 15_118, tax: 2872, grandTotal: 17_990, shippingInclTax: 0 });
  });

  it('an empty cart totals zero', () => {
    expect(computeTotals([], { priceInclTax: null, taxRate: 2100 })).toMatchObject({
      quantity: 0,
      grandTotal: 0,
      tax: 0,
      subtotalInclTax: 0,
    });
  });

  it('CA28: shipping is free from the limit on, only for methods that qualify and only where a limit is set', () => {
    const standard = { price: 495, freeAboveLimit: true };
    const evening = { price: 695, freeAboveLimit: false };
    expect(shippingPriceAfterLimit(standard, { limit: 10_000 }, 10_000)).toBe(0);
    expect(shippingPriceAfterLimit(standard, { limit: 10_000 }, 9999)).toBe(495);
    expect(shippingPriceAfterLimit(evening, { limit: 10_000 }, 50_000)).toBe(695);
    expect(shippingPriceAfterLimit(standard, { limit: null }, 500_000)).toBe(495);
  });

  it('tier prices apply from their quantity and only when lower', () => {
    const tiers = [
      { quantity: 3, price: 850 },
      { quantity: 6, price: 900 },
    ];
    expect(unitPriceForQuantity(1000, tiers, 2)).toBe(1000);
    expect(unitPriceForQuantity(1000, tiers, 3)).toBe(850);
    expect(unitPriceForQuantity(1000, tiers, 8)).toBe(850);
    expect(unitPriceForQuantity(800, tiers, 8)).toBe(800);
  });
});
