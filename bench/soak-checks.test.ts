import { describe, expect, it } from 'vitest';
import { insideFault, missingOrDoubled, pageCacheFigures, splitErrors, stockMismatches } from './soak-checks.ts';

const windows = [{ name: 'restart', start: 1000, end: 2000 }];

describe('soak checks', () => {
  it('counts a failed request inside a fault window when its span overlaps it', () => {
    expect(insideFault({ start: 900, end: 1100 }, windows)).toBe(true);
    expect(insideFault({ start: 1500, end: 1600 }, windows)).toBe(true);
    expect(insideFault({ start: 1999, end: 2500 }, windows)).toBe(true);
    expect(insideFault({ start: 2001, end: 2500 }, windows)).toBe(false);
    expect(insideFault({ start: 0, end: 999 }, windows)).toBe(false);
    const { inside, outside } = splitErrors(
      [
        { kind: 'a', start: 1200, end: 1300, ok: false },
        { kind: 'b', start: 3000, end: 3100, ok: false },
        { kind: 'c', start: 3000, end: 3100, ok: true },
      ],
      windows,
    );
    expect(inside.map((r) => r.kind)).toEqual(['a']);
    expect(outside.map((r) => r.kind)).toEqual(['b']);
  });

  it('matches stock to the reservations of orders that still hold it', () => {
    const initial = [
      { productId: 1, qty: 10 },
      { productId: 2, qty: 5 },
    ];
    const orders = [
      { number: 'A', status: 'processing', stockReservations: [{ productId: 1, qty: 2 }] },
      { number: 'B', status: 'pending_payment', stockReservations: [{ productId: 1, qty: 1 }] },
      { number: 'C', status: 'canceled', stockReservations: [{ productId: 2, qty: 3 }] },
    ];
    const stockNow = (qty1: number) => [
      { productId: 1, qty: qty1 },
      { productId: 2, qty: 5 },
    ];
    expect(stockMismatches(initial, stockNow(7), orders)).toEqual([]);
    expect(stockMismatches(initial, stockNow(8), orders)).toEqual([{ productId: 1, initial: 10, reserved: 3, current: 8 }]);
  });

  it('finds order numbers told to a shopper that are missing or stored twice', () => {
    expect(missingOrDoubled(['A', 'B', 'C'], ['A', 'B', 'B', 'D'])).toEqual([
      { number: 'B', stored: 2 },
      { number: 'C', stored: 0 },
    ]);
  });

  it('counts the page cache’s answers over the pages that were answered, failed requests and API calls left out', () => {
    const at = { start: 0, end: 1 };
    const figures = pageCacheFigures([
      { kind: 'home', ...at, ok: true, pageCache: 'HIT' },
      { kind: 'listing', ...at, ok: true, pageCache: 'HIT' },
      { kind: 'product', ...at, ok: true, pageCache: 'MISS' },
      { kind: 'search page', ...at, ok: true, pageCache: 'BYPASS' },
      { kind: 'product', ...at, ok: false, pageCache: 'HIT' },
      { kind: 'add to cart', ...at, ok: true },
    ]);
    expect(figures).toEqual({ pages: 4, hits: 2, misses: 1, bypasses: 1, hitRatio: 0.5 });
    expect(pageCacheFigures([]).hitRatio).toBe(0);
  });
});
