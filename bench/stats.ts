/** Latency summaries and rotation helpers shared by every benchmark. */

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentile of an ascending list (p in 0–100): the value a fraction p of samples do not exceed. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('percentile of an empty list');
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be within 0–100, got ${p}`);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/** Median of the values (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** p50/p95/p99/max of latency samples in milliseconds, rounded to 0.01 ms. */
export function summarize(samplesMs: readonly number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50), 2),
    p95: round(percentile(sorted, 95), 2),
    p99: round(percentile(sorted, 99), 2),
    max: round(sorted[sorted.length - 1] as number, 2),
  };
}

/**
 * Hands out the items in turn, wrapping around: shared by all connections of a load run, so
 * every address is asked for as often as the others whatever the number of connections.
 */
export function rotation<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new RangeError('nothing to rotate over');
  let next = 0;
  return () => {
    const item = items[next] as T;
    next = (next + 1) % items.length;
    return item;
  };
}

/** Picks `count` items spread evenly over the list (first, then every n-th), keeping their order. */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (count >= items.length) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)] as T);
}
