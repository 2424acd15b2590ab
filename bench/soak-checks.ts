/** What the soak run checks afterwards: pure functions over what the shoppers saw and what the database holds. */

/** A span of time (ms since the run's start) in which a fault was injected, with its grace after. */
export interface FaultWindow {
  name: string;
  start: number;
  end: number;
}

export interface RequestRecord {
  kind: string;
  start: number;
  end: number;
  ok: boolean;
  /** Why it failed (status, GraphQL error or socket error). */
  error?: string;
  /** A storefront page's `X-Page-Cache` answer (HIT, MISS, BYPASS), or absent when it carried none. */
  pageCache?: string;
}

/** How the storefront pages of a run were answered: by the page cache, rendered for it, or past it. */
export function pageCacheFigures(records: readonly RequestRecord[]) {
  const pages = records.filter((record) => record.ok && record.pageCache !== undefined);
  const count = (value: string) => pages.filter((record) => record.pageCache === value).length;
  const hits = count('HIT');
  const misses = count('MISS');
  const bypasses = count('BYPASS');
  return { pages: pages.length, hits, misses, bypasses, hitRatio: pages.length === 0 ? 0 : hits / pages.length };
}

/** Whether the request's own span overlaps one of the windows. */
export function insideFault(record: Pick<RequestRecord, 'start' | 'end'>, windows: readonly FaultWindow[]): boolean {
  return windows.some((window) => record.start <= window.end && record.end >= window.start);
}

/** Failed requests split by whether they overlap a fault window. */
export function splitErrors(records: readonly RequestRecord[], windows: readonly FaultWindow[]) {
  const failed = records.filter((record) => !record.ok);
  const inside = failed.filter((record) => insideFault(record, windows));
  const outside = failed.filter((record) => !insideFault(record, windows));
  return { inside, outside };
}

export interface StockRow {
  productId: number;
  qty: number;
}

export interface OrderRow {
  number: string;
  status: string;
  stockReservations: { productId: number; qty: number }[];
}

export interface StockMismatch {
  productId: number;
  initial: number;
  reserved: number;
  current: number;
}

/**
 * Per product: stock at the start − what orders that still hold stock reserved = stock now.
 * Cancelled orders gave their stock back, so they do not count.
 */
export function stockMismatches(initial: readonly StockRow[], current: readonly StockRow[], orders: readonly OrderRow[]): StockMismatch[] {
  const reserved = new Map<number, number>();
  for (const order of orders) {
    if (order.status === 'canceled') continue;
    for (const line of order.stockReservations) reserved.set(line.productId, (reserved.get(line.productId) ?? 0) + line.qty);
  }
  const now = new Map(current.map((row) => [row.productId, row.qty]));
  const mismatches: StockMismatch[] = [];
  for (const row of initial) {
    const expected = row.qty - (reserved.get(row.productId) ?? 0);
    const actual = now.get(row.productId) ?? Number.NaN;
    if (actual !== expected)
      mismatches.push({ productId: row.productId, initial: row.qty, reserved: reserved.get(row.productId) ?? 0, current: actual });
  }
  return mismatches;
}

/** Order numbers the shoppers were told about that the database holds other than exactly once. */
export function missingOrDoubled(told: readonly string[], stored: readonly string[]): { number: string; stored: number }[] {
  const counts = new Map<string, number>();
  for (const number of stored) counts.set(number, (counts.get(number) ?? 0) + 1);
  return [...new Set(told)].map((number) => ({ number, stored: counts.get(number) ?? 0 })).filter((entry) => entry.stored !== 1);
}
