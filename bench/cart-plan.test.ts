import { describe, expect, it } from 'vitest';
import { planCartAdds } from './cart-plan.ts';

const candidates = [
  { sku: 'A-S', parentSku: 'A', capacity: 10 },
  { sku: 'A-M', parentSku: 'A', capacity: 3 },
  { sku: 'B-42', parentSku: 'B', capacity: 10 },
];

describe('add-to-cart plan', () => {
  it('alternates the roomiest variants and one or two units', () => {
    expect(planCartAdds(candidates, 8)).toEqual([
      { sku: 'A-S', parentSku: 'A', quantity: 1 },
      { sku: 'B-42', parentSku: 'B', quantity: 2 },
      { sku: 'A-S', parentSku: 'A', quantity: 1 },
      { sku: 'B-42', parentSku: 'B', quantity: 2 },
      { sku: 'A-S', parentSku: 'A', quantity: 1 },
      { sku: 'B-42', parentSku: 'B', quantity: 2 },
      { sku: 'A-S', parentSku: 'A', quantity: 1 },
      { sku: 'B-42', parentSku: 'B', quantity: 2 },
    ]);
  });

  it('keeps the cart to as few lines as the stock allows', () => {
    const many = Array.from({ length: 100 }, (_, i) => ({ sku: `V-${i}`, parentSku: `P-${i}`, capacity: 10 }));
    const lines = new Set(planCartAdds(many, 200).map((add) => add.sku));
    expect(lines.size).toBe(30);
  });

  it('never asks more of a variant than one cart may hold, so every add is accepted', () => {
    const plan = planCartAdds(candidates, 15);
    const totals = new Map<string, number>();
    for (const add of plan) totals.set(add.sku, (totals.get(add.sku) ?? 0) + add.quantity);
    expect(plan).toHaveLength(15);
    expect(totals.get('A-S')).toBeLessThanOrEqual(10);
    expect(totals.get('A-M')).toBeLessThanOrEqual(3);
    expect(totals.get('B-42')).toBeLessThanOrEqual(10);
  });

  it('says so when the variants cannot take that many adds', () => {
    expect(() => planCartAdds([{ sku: 'X', parentSku: 'P', capacity: 2 }], 3)).toThrow(/hold only 2 adds into one cart, 3 asked for/);
    expect(() => planCartAdds([], 1)).toThrow(/hold only 0 adds/);
  });
});
