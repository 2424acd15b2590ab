/**
 * One of a shelf's orders laid out ahead (decision 068): its slots in order, as they were when the
 * shelf was last built, and each slot's position in it. A question reads the order through a run of
 * its matched slots and walks that run merged with the changed (dirty) slots.
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
