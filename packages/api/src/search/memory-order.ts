import type { EngineSort } from './engine.ts';

/**
 * A shelf's orders laid out ahead (decision 068): each its slots in order, as they were when the
 * shelf was last built, and each slot's position in it. A question reads an order through a run of
 * its matched slots and walks that run merged with the changed (dirty) slots; `pageOf` gives the
 * first pages of a question that way.
 */

/** The k-th matched slot of a section of a laid-out order, or undefined past its end. */
export type MatchedRun = (k: number) => number | undefined;

/**
 * A run is put in order from its matched slots' positions when they are fewer than 1/SPARSE_RUN of
 * its section: sorting k positions beats reading the section once the section is several times k.
 */
const SPARSE_RUN = 8;

export class LaidOutOrder {
  private constructor(
    /** The slots in order. */
    readonly slots: Int32Array,
    /** Each slot's position in `slots` (a slot changed since, or added since, has a stale one). */
    private readonly at: Int32Array,
  ) {}

  static empty(): LaidOutOrder {
    return new LaidOutOrder(new Int32Array(0), new Int32Array(0));
  }

  /** `live` sorted by `compare`, with room in the positions for `capacity` slots. */
  static of(live: readonly number[], capacity: number, compare: (a: number, b: number) => number): LaidOutOrder {
    const slots = Int32Array.from(live).sort(compare);
    const at = new Int32Array(capacity);
    for (let i = 0; i < slots.length; i++) at[slots[i] as number] = i;
    return new LaidOutOrder(slots, at);
  }

  get length(): number {
    return this.slots.length;
  }

  /**
   * The matched clean slots of `slots[from, to)` in order (`dirty` 1: changed since, left out). Few
   * matched slots are put in order by their positions; many are found by reading the order only as
   * far as a walk asks, so a page that fills early stops early. Walking a run again reads the slots
   * it already found.
   */
  run(from: number, to: number, matched: Uint8Array, matchedSlots: Int32Array, dirty: Uint8Array): MatchedRun {
    const { slots, at } = this;
    if (matchedSlots.length * SPARSE_RUN < to - from) {
      const positions: number[] = [];
      for (let i = 0; i < matchedSlots.length; i++) {
        const slot = matchedSlots[i] as number;
        const position = at[slot] as number;
        if (dirty[slot] === 0 && position >= from && position < to) positions.push(position);
      }
      const sorted = Int32Array.from(positions).sort();
      return (k) => (k < sorted.length ? (slots[sorted[k] as number] as number) : undefined);
    }
    const found: number[] = [];
    let next = from;
    return (k) => {
      while (found.length <= k && next < to) {
        const slot = slots[next++] as number;
        if (matched[slot] === 1 && dirty[slot] === 0) found.push(slot);
      }
      return found[k];
    };
  }

  bytes(): number {
    return this.slots.byteLength + this.at.byteLength;
  }
}

/** Visits `run`'s slots merged with `extra` (matched dirty slots sorted by `order`) until `visit` says stop. */
export function walk(
  run: MatchedRun,
  extra: readonly number[],
  order: (a: number, b: number) => number,
  visit: (slot: number) => boolean,
): void {
  let e = 0;
  for (let k = 0; ; k++) {
    const slot = run(k);
    if (slot === undefined) break;
    while (e < extra.length && order(extra[e] as number, slot) < 0) if (visit(extra[e++] as number)) return;
    if (visit(slot)) return;
  }
  while (e < extra.length) if (visit(extra[e++] as number)) return;
}

/** The columns the orders compare, as they are now (a shelf that grows replaces its arrays). */
export interface OrderColumns {
  productId: Int32Array;
  inStock: Uint8Array;
  rank: Int32Array;
  finalPrice: Int32Array;
}

/** In stock first, then by merchandising rank and product id: the order index of migration 0004. */
export function recommendedOrder({ inStock, rank, productId }: OrderColumns): (a: number, b: number) => number {
  return (a, b) =>
    (inStock[b] as number) - (inStock[a] as number) ||
    (rank[a] as number) - (rank[b] as number) ||
    (productId[a] as number) - (productId[b] as number);
}

/** By price, lowest first (`asc`) or highest first, then by product id. */
export function priceOrder({ finalPrice, productId }: OrderColumns, asc: boolean): (a: number, b: number) => number {
  const sign = asc ? 1 : -1;
  return (a, b) => sign * ((finalPrice[a] as number) - (finalPrice[b] as number)) || (productId[a] as number) - (productId[b] as number);
}

/** A shelf's three orders as its last build laid them out, and where the in-stock slots end in the recommended one. */
export interface LaidOutOrders {
  byRecommended: LaidOutOrder;
  stockEnd: number;
  byPriceAsc: LaidOutOrder;
  byPriceDesc: LaidOutOrder;
}

export function noOrders(): LaidOutOrders {
  return { byRecommended: LaidOutOrder.empty(), stockEnd: 0, byPriceAsc: LaidOutOrder.empty(), byPriceDesc: LaidOutOrder.empty() };
}

/** The three orders of the `live` slots, with room in the positions for `capacity` slots. */
export function layOut(live: readonly number[], capacity: number, columns: OrderColumns): LaidOutOrders {
  return {
    byRecommended: LaidOutOrder.of(live, capacity, recommendedOrder(columns)),
    stockEnd: live.reduce((n, slot) => n + (columns.inStock[slot] as number), 0),
    byPriceAsc: LaidOutOrder.of(live, capacity, priceOrder(columns, true)),
    byPriceDesc: LaidOutOrder.of(live, capacity, priceOrder(columns, false)),
  };
}

export function ordersBytes(orders: LaidOutOrders): number {
  return orders.byRecommended.bytes() + orders.byPriceAsc.bytes() + orders.byPriceDesc.bytes();
}

/** The slots as they are now: the columns compared, which are alive, which changed since the orders were laid out. */
export interface PageSlots extends OrderColumns {
  alive: Uint8Array;
  dirty: Uint8Array;
  dirtySlots: readonly number[];
  slotOfProduct: ReadonlyMap<number, number>;
}

/** What of a question the page's walk reads. */
export interface PageQuestion {
  sort: Exclude<EngineSort, 'nameasc' | 'namedesc'>;
  /** Product id → position of the staff's pins that apply (recommended order only). */
  pins: Map<number, number> | null;
  page: number;
  pageSize: number;
}

/**
 * The first `page × pageSize` matched slots in the question's order: `matched` 1 at each matched slot,
 * `matchedSlots` the same in slot order, `named` 1 where name, brand or sku hold every word (a text
 * in the recommended or relevance order), else null.
 */
export function pageOf(
  orders: LaidOutOrders,
  now: PageSlots,
  question: PageQuestion,
  matched: Uint8Array,
  matchedSlots: Int32Array,
  named: Uint8Array | null,
): number[] {
  const wanted = question.page * question.pageSize;
  const out: number[] = [];
  // Dirty slots are not in the built orders: the matched ones are merged in, sorted the same way.
  const dirtyMatched = now.dirtySlots.filter((slot) => now.alive[slot] && matched[slot]);
  const take = (slot: number) => {
    out.push(slot);
    return out.length >= wanted;
  };
  if (question.sort === 'priceasc' || question.sort === 'pricedesc') {
    const asc = question.sort === 'priceasc';
    const order = priceOrder(now, asc);
    const laidOut = asc ? orders.byPriceAsc : orders.byPriceDesc;
    walk(laidOut.run(0, laidOut.length, matched, matchedSlots, now.dirty), dirtyMatched.sort(order), order, take);
    return out;
  }
  // The recommended order's tiers (decision 066): in stock or not, and for a text whether name,
  // brand or sku hold every word; relevance puts the name match first. In each tier the pinned
  // products come first, by their position.
  const tiers: { stock: number; named: number | null }[] = [];
  const names = named ? [1, 0] : [null];
  if (named && question.sort === 'relevance') {
    for (const n of names) for (const stock of [1, 0]) tiers.push({ stock, named: n });
  } else {
    for (const stock of [1, 0]) for (const n of names) tiers.push({ stock, named: n });
  }
  const pins = question.sort === 'recommended' ? question.pins : null;
  const pinned = new Set<number>();
  for (const productId of pins?.keys() ?? []) {
    const slot = now.slotOfProduct.get(productId);
    if (slot !== undefined && matched[slot]) pinned.add(slot);
  }
  const order = recommendedOrder(now);
  const extra = dirtyMatched.sort(order);
  // The matched slots of each stock section, read once however many tiers walk them.
  const { byRecommended, stockEnd } = orders;
  const run = (from: number, to: number) => byRecommended.run(from, to, matched, matchedSlots, now.dirty);
  const runs = [run(stockEnd, byRecommended.length), run(0, stockEnd)];
  for (const tier of tiers) {
    const inTier = (slot: number) =>
      now.inStock[slot] === tier.stock && (tier.named === null || (named as Uint8Array)[slot] === tier.named);
    if (pins && pinned.size > 0) {
      const first = [...pinned]
        .filter(inTier)
        .sort((a, b) => (pins.get(now.productId[a] as number) as number) - (pins.get(now.productId[b] as number) as number) || order(a, b));
      for (const slot of first) if (take(slot)) return out;
    }
    let full = false;
    walk(
      runs[tier.stock] as MatchedRun,
      extra.filter((slot) => now.inStock[slot] === tier.stock),
      order,
      (slot) => {
        if (pinned.has(slot) || !inTier(slot)) return false;
        full = take(slot);
        return full;
      },
    );
    if (full) return out;
  }
  return out;
}
