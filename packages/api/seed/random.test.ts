import { describe, expect, it } from 'vitest';
import { deriveSeed, Random } from './random.ts';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('keeps int() within its inclusive bounds and reaches both ends', () => {
    const random = new Random(1);
    const values = Array.from({ length: 2000 }, () => random.int(3, 6));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(6);
  });

  it('samples distinct elements', () => {
    const random = new Random(9);
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const picked = random.sample(items, 4);
    expect(new Set(picked).size).toBe(4);
    expect(random.sample([1, 2, 3], 10).sort()).toEqual([1, 2, 3]);
  });

  it('derives different streams for different parts', () => {
    expect(deriveSeed(1, 2)).not.toBe(deriveSeed(2, 1));
    expect(deriveSeed(1, 2)).toBe(deriveSeed(1, 2));
  });
});
