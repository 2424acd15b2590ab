import { describe, expect, it } from 'vitest';
import { median, percentile, rotation, spread, summarize } from './stats.ts';

describe('latency figures', () => {
  it('takes nearest-rank percentiles: p95 of 1..100 ms is 95 ms, p50 is 50 ms', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
  });

  it('summarizes unsorted samples, so one slow answer shows in p99 and max but not in p50', () => {
    const samples = [...Array.from({ length: 99 }, () => 2), 250];
    expect(summarize(samples)).toEqual({ count: 100, p50: 2, p95: 2, p99: 2, max: 250 });
    expect(summarize([...samples, 300]).p99).toBe(250);
  });

  it('refuses percentiles of nothing and out-of-range percentiles', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(/0–100/);
    expect(() => median([])).toThrow(RangeError);
  });

  it('takes the median of an odd and an even count (Lighthouse runs)', () => {
    expect(median([80, 98, 64])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('address rotation', () => {
  it('hands out every address in turn and wraps around', () => {
    const next = rotation(['/a', '/b', '/c']);
    expect(Array.from({ length: 7 }, () => next())).toEqual(['/a', '/b', '/c', '/a', '/b', '/c', '/a']);
    expect(() => rotation([])).toThrow(RangeError);
  });

  it('spreads a choice over the whole list instead of its start', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    expect(spread(items, 4)).toEqual([0, 25, 50, 75]);
    expect(spread(items.slice(0, 3), 10)).toEqual([0, 1, 2]);
  });
});
