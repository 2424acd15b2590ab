import { describe, expect, it } from 'vitest';
import {
  couponProblem,
  eligibleSubtotal,
  isEligibleLine,
  isSaleLine,
  lineDiscounts,
  normalizeCouponCode,
  type CouponRow,
} from './rules.ts';

const lines = (...rows: number[]) => rows.map((rowInclTax) => ({ rowInclTax, eligible: true }));

function coupon(overrides: Partial<CouponRow> = {}): CouponRow {
  return {
    code: 'TEST',
    description: '',
    type: 'percent',
    amount: 1500,
    minSubtotal: 0,
    excludesSale: false,
    usageLimit: null,
    usesPerCustomer: null,
    timesUsed: 0,
    storeCodes: [],
    active: true,
    fromDate: null,
    toDate: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    changedBy: null,
    ...overrides,
  };
}

const at = (overrides: Partial<Parameters<typeof couponProblem>[1]> = {}) => ({
  storeCode: 'nl',
  now: new Date('2026-11-26T12:00:00Z'),
  customerUses: 0,
  lines: lines(10_000),
  ...overrides,
});

describe('coupon codes as typed (V13)', () => {
  it('V13, CA14: trimmed and upper-cased; empty, spaces only and 65+ characters are refused', () => {
    expect(normalizeCouponCode('  herfst15 ')).toEqual({ code: 'HERFST15' });
    expect(normalizeCouponCode('')).toEqual({ problem: 'EMPTY' });
    expect(normalizeCouponCode(' \t ')).toEqual({ problem: 'EMPTY' });
    expect(normalizeCouponCode('A'.repeat(64))).toEqual({ code: 'A'.repeat(64) });
    expect(normalizeCouponCode('A'.repeat(65))).toEqual({ problem: 'TOO_LONG' });
    expect(normalizeCouponCode('herfst\u000015')).toEqual({ problem: 'INVALID', shown: 'HERFST15' });
    expect(normalizeCouponCode('a\u001bb')).toEqual({ problem: 'INVALID', shown: 'AB' });
  });
});

describe('when a coupon applies (CA14)', () => {
  it('CA14: unknown, switched off, before or after its dates, another store, used up → INVALID', () => {
    expect(couponProblem(null, at())).toBe('INVALID');
    expect(couponProblem(coupon({ active: false }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ fromDate: new Date('2026-11-26T12:00:01Z') }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ fromDate: new Date('2026-11-26T12:00:00Z') }), at())).toBeNull();
    expect(couponProblem(coupon({ toDate: new Date('2026-11-26T11:59:59Z') }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ toDate: new Date('2026-11-26T12:00:00Z') }), at())).toBeNull();
    expect(couponProblem(coupon({ storeCodes: ['de'] }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ storeCodes: ['de', 'nl'] }), at())).toBeNull();
    expect(couponProblem(coupon({ usageLimit: 3, timesUsed: 3 }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ usageLimit: 3, timesUsed: 2 }), at())).toBeNull();
    expect(couponProblem(coupon({ usesPerCustomer: 1 }), at({ customerUses: 1 }))).toBe('INVALID');
    expect(couponProblem(coupon({ usesPerCustomer: 2 }), at({ customerUses: 1 }))).toBeNull();
    expect(couponProblem(coupon({ type: 'bogus' }), at())).toBe('INVALID');
    expect(couponProblem(coupon({ amount: 0 }), at())).toBe('INVALID');
  });

  it('CA14: the minimum is measured on the lines the coupon applies to', () => {
    const mixed = [
      { rowInclTax: 9000, eligible: true },
      { rowInclTax: 5000, eligible: false },
    ];
    expect(eligibleSubtotal(mixed)).toBe(9000);
    expect(couponProblem(coupon({ minSubtotal: 10_000 }), at({ lines: mixed }))).toBe('MIN_SUBTOTAL');
    expect(couponProblem(coupon({ minSubtotal: 9000 }), at({ lines: mixed }))).toBeNull();
    expect(couponProblem(coupon(), at({ lines: [{ rowInclTax: 5000, eligible: false }] }))).toBe('NO_ELIGIBLE_ITEMS');
    expect(couponProblem(coupon(), at({ lines: [] }))).toBe('NO_ELIGIBLE_ITEMS');
  });

  it('CA14: gift cards are never discounted; sale and promotion items only when the coupon allows them', () => {
    const product = { price: 10_000, promoText: {} } as never;
    const regular = { kind: 'configurable', product, shown: product, unitInclTax: 10_000, regularUnitInclTax: 10_000 } as const;
    const onSale = { ...regular, unitInclTax: 8000 };
    const promoted = { ...regular, shown: { price: 10_000, promoText: { nl: '2e halve prijs' } } as never };
    const giftcard = { ...regular, kind: 'giftcard', unitInclTax: 5000, regularUnitInclTax: 5000 } as const;
    // A bundle on sale whose chosen size adds 10.00: charged 90.00 + 10.00 against its regular 110.00.
    const bundleOnSale = { ...regular, kind: 'bundle', unitInclTax: 10_000, regularUnitInclTax: 11_000 } as const;
    expect([regular, onSale, promoted, giftcard, bundleOnSale].map(isSaleLine)).toEqual([false, true, true, false, true]);
    const excluding = coupon({ excludesSale: true });
    expect([regular, onSale, promoted, giftcard].map((line) => isEligibleLine(excluding, line))).toEqual([true, false, false, false]);
    expect([regular, onSale, promoted, giftcard].map((line) => isEligibleLine(coupon(), line))).toEqual([true, true, true, false]);
  });
});

describe('how much a coupon takes off (CA14, CA16)', () => {
  it('CA14: percent is rounded per line and the difference goes to the largest line, so the sum is exact', () => {
    // 15% of 33.33 + 33.33 + 33.34 = 15.00; per line 5.00, 5.00, 5.00 (4.9995, 4.9995, 5.001).
    expect(lineDiscounts({ type: 'percent', amount: 1500 }, lines(3333, 3333, 3334))).toEqual([500, 500, 500]);
    // 15% of 0.05 × 3 lines: each 0.0075 → 1 cent, but 15% of 0.15 is 2 cents: the largest line gives one back.
    expect(lineDiscounts({ type: 'percent', amount: 1500 }, lines(5, 5, 5))).toEqual([0, 1, 1]);
    // 10% of 19.99 + 0.05: 2.00 + 0.01 = 2.01 but 10% of 20.04 = 2.00.
    const d = lineDiscounts({ type: 'percent', amount: 1000 }, lines(1999, 5));
    expect(d).toEqual([199, 1]);
    expect(d.reduce((a, b) => a + b)).toBe(Math.round(2004 * 0.1));
  });

  it('CA14: percent leaves lines that are not eligible alone and never exceeds 100%', () => {
    const mixed = [
      { rowInclTax: 10_000, eligible: true },
      { rowInclTax: 5000, eligible: false },
    ];
    expect(lineDiscounts({ type: 'percent', amount: 1500 }, mixed)).toEqual([1500, 0]);
    expect(lineDiscounts({ type: 'percent', amount: 25_000 }, lines(1234, 99))).toEqual([1234, 99]);
  });

  it('CA14: fixed is spread in proportion to the rows, the remainder on the largest, never more than the rows', () => {
    // 10.00 over 60.00 and 30.00: 6.66⅔ and 3.33⅓ → 6.66 + 3.33, the cent left to the largest.
    expect(lineDiscounts({ type: 'fixed', amount: 1000 }, lines(6000, 3000))).toEqual([667, 333]);
    expect(lineDiscounts({ type: 'fixed', amount: 1000 }, lines(3000, 6000))).toEqual([333, 667]);
    // 10.00 off 7.50 of items: everything, nothing more.
    expect(lineDiscounts({ type: 'fixed', amount: 1000 }, lines(500, 250))).toEqual([500, 250]);
    // Tiny rows: the remainder spills to the next line when the largest is full.
    expect(lineDiscounts({ type: 'fixed', amount: 2 }, lines(1, 1, 1))).toEqual([1, 1, 0]);
    const mixed = [
      { rowInclTax: 5000, eligible: false },
      { rowInclTax: 4000, eligible: true },
    ];
    expect(lineDiscounts({ type: 'fixed', amount: 1000 }, mixed)).toEqual([0, 1000]);
  });

  it('CA14: any mix of rows and amounts sums to the exact discount and stays within each row', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const rows = Array.from({ length: 1 + random(6) }, () => ({ rowInclTax: random(40_000), eligible: random(4) > 0 }));
      const base = eligibleSubtotal(rows);
      const percent = 1 + random(10_000);
      const fixed = 1 + random(50_000);
      const p = lineDiscounts({ type: 'percent', amount: percent }, rows);
      const f = lineDiscounts({ type: 'fixed', amount: fixed }, rows);
      expect(p.reduce((a, b) => a + b, 0)).toBe(Math.round((base * percent) / 10_000));
      expect(f.reduce((a, b) => a + b, 0)).toBe(Math.min(fixed, base));
      rows.forEach((row, i) => {
        const cap = row.eligible ? row.rowInclTax : 0;
        for (const share of [p[i] as number, f[i] as number]) {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(cap);
        }
      });
    }
  });
});
