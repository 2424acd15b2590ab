import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  discountTotals,
  excludingTax,
  freeShippingRemaining,
  shippingPriceAfterLimit,
  unitPriceForQuantity,
} from './totals.ts';

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

  it('CA3, CA14: a discount takes its own VAT share off: subtotal after discount without VAT and tax are as paid', () => {
    // 2 × 89.95 at 21% (row 179.90, without VAT 148.68) and 25.00 without VAT; 18.00 off the first line.
    const lines = [
      { unitInclTax: 8995, quantity: 2, taxRate: 2100 },
      { unitInclTax: 2500, quantity: 1, taxRate: 0 },
    ];
    const totals = computeTotals(lines, { priceInclTax: 495, taxRate: 2100 }, [1800, 0]);
    expect(totals.lines[0]).toMatchObject({ rowInclTax: 17_990, rowExclTax: 14_868, discount: 1800, discountExclTax: 1488 });
    // 161.90 incl. → 133.80 excl.: the row's VAT after the discount is 28.10, not 31.22.
    expect(totals.lines[0]?.rowTax).toBe(17_990 - 1800 - (14_868 - 1488));
    expect(totals.lines[1]).toMatchObject({ discount: 0, discountExclTax: 0, rowTax: 0 });
    expect(totals).toMatchObject({
      discount: 1800,
      subtotalWithDiscountInclTax: 20_490 - 1800,
      subtotalWithDiscountExclTax: 14_868 + 2500 - 1488,
      grandTotal: 20_490 - 1800 + 495,
    });
    expect(totals.tax).toBe(16_190 - 13_380 + (495 - 409));
    // What the shopper pays equals everything without VAT plus the VAT.
    expect(totals.subtotalWithDiscountExclTax + totals.shippingExclTax + totals.tax).toBe(totals.grandTotal);
  });

  it('CA14: a discount never exceeds its row, never goes below zero and a row taken whole carries no VAT', () => {
    const totals = computeTotals([{ unitInclTax: 1210, quantity: 1, taxRate: 2100 }], { priceInclTax: null, taxRate: 2100 }, [5000]);
    expect(totals.lines[0]).toMatchObject({ discount: 1210, discountExclTax: 1000, rowTax: 0 });
    expect(totals).toMatchObject({ subtotalWithDiscountInclTax: 0, subtotalWithDiscountExclTax: 0, tax: 0, grandTotal: 0 });
    const negative = computeTotals([{ unitInclTax: 1210, quantity: 1, taxRate: 2100 }], { priceInclTax: null, taxRate: 2100 }, [-300]);
    expect(negative).toMatchObject({ discount: 0, grandTotal: 1210, tax: 210 });
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

  it('CA28: the free-shipping remainder is judged as shipping is, and is null when reached or not offered', () => {
    expect(freeShippingRemaining({ limit: 10_000 }, 4595)).toBe(5405);
    expect(freeShippingRemaining({ limit: 10_000 }, 9999)).toBe(1);
    expect(freeShippingRemaining({ limit: 10_000 }, 10_000)).toBeNull();
    expect(freeShippingRemaining({ limit: null }, 100)).toBeNull();
    // Where the remainder reaches nothing, shipping is free.
    expect(shippingPriceAfterLimit({ price: 495, freeAboveLimit: true }, { limit: 10_000 }, 10_000)).toBe(0);
  });

  it('CA16: offers are the regular rows down to what is charged; each kind of discount is totalled apart', () => {
    // 100.00 on sale at 80.00 (× 2) and 30.00 at its regular price; 15.00 coupon; a gift card paying 20.00.
    const lines = [
      { unitInclTax: 8000, regularUnitInclTax: 10_000, quantity: 2, taxRate: 2100 },
      { unitInclTax: 3000, quantity: 1, taxRate: 2100 },
    ];
    const totals = computeTotals(lines, { priceInclTax: null, taxRate: 2100 }, [1500, 0]);
    expect(totals).toMatchObject({ regularSubtotalInclTax: 23_000, subtotalInclTax: 19_000, offerDiscount: 4000, discount: 1500 });
    expect(totals.lines[0]).toMatchObject({ regularUnitInclTax: 10_000, regularRowInclTax: 20_000 });
    expect(discountTotals(totals, 'HERFST15', 2000)).toEqual([
      { kind: 'OFFER', label: null, amount: 4000 },
      { kind: 'COUPON', label: 'HERFST15', amount: 1500 },
      { kind: 'GIFT_CARD', label: null, amount: 2000 },
    ]);
    // Kinds the cart does not have are left out; a regular price below the charged one counts as no offer.
    const plain = computeTotals([{ unitInclTax: 3000, regularUnitInclTax: 2500, quantity: 1, taxRate: 2100 }], {
      priceInclTax: null,
      taxRate: 2100,
    });
    expect(plain).toMatchObject({ regularSubtotalInclTax: 3000, offerDiscount: 0 });
    expect(discountTotals(plain, null, 0)).toEqual([]);
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
