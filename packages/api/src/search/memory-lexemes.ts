import { Codes, emptyPostings, Lists, type Postings } from './memory-columns.ts';

/**
 * The words side of the search engine's copy (decision 068, memory-shelf.ts): every document's
 * lexemes, and those of weight A (name, brand, sku), as posting lists over a sorted lexeme
 * dictionary, built for the slots that were clean at the last `rebuild`; a dirty slot's lexemes are
 * kept beside them and checked directly. Matching a search's words visits their posting rows, not
 * every slot.
 */

/**
 * One search word as PostgreSQL's parser read it: it matches a row when any alternative (the
 * language's stemmed query, the unstemmed one) has every prefix term in the row's document.
 */
export type WordQuery = string[][];

/** What the shelf knows of its slots that the lexemes depend on (the arrays are replaced when it grows). */
export interface SlotStates {
  /** Slots in use (alive or not). */
  size: number;
  alive: Uint8Array;
  /** 1 for a slot written since the last rebuild: the posting lists hold what it was. */
  dirty: Uint8Array;
  dirtySlots: readonly number[];
}

/** The first index in sorted `keys` whose key is not below `value`. */
function lowerBound(keys: readonly string[], value: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class LexemeIndex {
  private all = emptyPostings();
  private named = emptyPostings();
  /** The lexemes of dirty slots (the posting lists still hold what they were). */
  private pendingAll = new Lists();
  private pendingNamed = new Lists();
  /** Codes only the dirty slots' lexemes (the posting lists hold their keys). */
  private codes = new Codes();

  grow(capacity: number): void {
    this.pendingAll.grow(capacity);
    this.pendingNamed.grow(capacity);
  }

  /** A dirty slot's lexemes, every one and those of weight A. */
  set(slot: number, lexemes: readonly string[], named: readonly string[]): void {
    this.pendingAll.set(slot, this.codes.codesOf(lexemes));
    this.pendingNamed.set(slot, this.codes.codesOf(named));
  }

  /** A slot taken off the shelf holds no lexeme. */
  clear(slot: number): void {
    this.pendingAll.set(slot, []);
    this.pendingNamed.set(slot, []);
  }

  /** Builds the posting lists from the clean slots' rows and the dirty slots' lexemes (before the shelf clears its dirty marks). */
  rebuild(states: SlotStates, capacity: number): void {
    this.all = this.merge(this.all, this.pendingAll, states);
    this.named = this.merge(this.named, this.pendingNamed, states);
    // The dictionary only codes the dirty slots' lexemes (the posting lists hold their keys): it starts again empty.
    this.codes = new Codes();
    this.pendingAll = new Lists();
    this.pendingNamed = new Lists();
    this.grow(capacity);
  }

  private merge(old: Postings, pending: Lists, { dirty, alive, dirtySlots }: SlotStates): Postings {
    const codes = this.codes;
    // Rows per lexeme: the clean rows of the old lists, then the dirty rows' own lexemes.
    const perKey = new Map<string, number>();
    const add = (key: string, n: number) => perKey.set(key, (perKey.get(key) ?? 0) + n);
    for (let k = 0; k < old.keys.length; k++) {
      let n = 0;
      for (let i = old.start[k] as number; i < (old.start[k + 1] as number); i++) if (!dirty[old.rows[i] as number]) n++;
      if (n > 0) add(old.keys[k] as string, n);
    }
    for (const slot of dirtySlots) {
      if (!alive[slot]) continue;
      const from = pending.start[slot] as number;
      for (let i = 0; i < (pending.count[slot] as number); i++) add(codes.values[pending.data[from + i] as number] as string, 1);
    }
    const keys = [...perKey.keys()].sort();
    const start = new Int32Array(keys.length + 1);
    const position = new Map<string, number>();
    keys.forEach((key, k) => {
      start[k + 1] = (start[k] as number) + (perKey.get(key) as number);
      position.set(key, k);
    });
    const rows = new Int32Array(start[keys.length] as number);
    const at = Int32Array.from(start.subarray(0, keys.length));
    for (let k = 0; k < old.keys.length; k++) {
      const to = position.get(old.keys[k] as string);
      if (to === undefined) continue;
      for (let i = old.start[k] as number; i < (old.start[k + 1] as number); i++) {
        const slot = old.rows[i] as number;
        if (!dirty[slot]) rows[(at[to] as number)++] = slot;
      }
    }
    for (const slot of dirtySlots) {
      if (!alive[slot]) continue;
      const from = pending.start[slot] as number;
      for (let i = 0; i < (pending.count[slot] as number); i++) {
        const to = position.get(codes.values[pending.data[from + i] as number] as string) as number;
        rows[(at[to] as number)++] = slot;
      }
    }
    return { keys, start, rows };
  }

  /**
   * The slots matching every word (as `document @@ (stemmed || unstemmed) && …`), by weight A only
   * when `named`: `slots` in no particular order, `mask` 1 at each of them. A slot's count in
   * `reached` goes from j to j + 1 when word j matches it, so the work follows the words' posting
   * rows rather than the number of slots. An alternative of several terms (every one must be held)
   * is counted apart, over every slot.
   */
  match(words: readonly WordQuery[], named: boolean, states: SlotStates): { slots: Int32Array; mask: Uint8Array } {
    const size = states.size;
    if (words.length === 0) return { slots: new Int32Array(0), mask: new Uint8Array(size) };
    if (words.length > 255) throw new Error('more than 255 search words');
    const reached = new Uint8Array(size);
    let reaching: number[] = [];
    words.forEach((alternatives, j) => {
      const last = j === words.length - 1;
      reaching = [];
      // One-term alternatives that another one's prefix already covers (the stemmed and the plain
      // reading are often the same word, or one starts the other) add no slot: their rows are not read.
      const prefixes = alternatives.filter((terms) => terms.length === 1).map((terms) => terms[0] as string);
      const covering = prefixes.filter((p, i) => !prefixes.some((q, k) => (q !== p && p.startsWith(q)) || (q === p && k < i)));
      for (const prefix of covering) this.stepPrefix(prefix, named, states, reached, j, last ? reaching : null);
      for (const terms of alternatives) {
        if (terms.length === 1) continue;
        // Every term of one alternative: count the terms each slot holds, then step the slots holding all.
        const held = new Uint8Array(size);
        terms.forEach((term, t) => this.stepPrefix(term, named, states, held, t, null));
        for (let s = 0; s < size; s++) {
          if (held[s] === terms.length && reached[s] === j) {
            reached[s] = j + 1;
            if (last) reaching.push(s);
          }
        }
      }
    });
    const mask = words.length === 1 ? reached : new Uint8Array(size);
    if (mask !== reached) for (const slot of reaching) mask[slot] = 1;
    return { slots: Int32Array.from(reaching), mask };
  }

  /**
   * Every slot whose document holds a lexeme starting with `prefix` and whose count in `reached` is
   * `from` goes to `from + 1` (once, however many of its lexemes start so); `reaching`, when given,
   * gets each slot that reached `from + 1`. Visits the prefix's posting rows, not every slot.
   */
  private stepPrefix(
    prefix: string,
    named: boolean,
    { alive, dirty, dirtySlots }: SlotStates,
    reached: Uint8Array,
    from: number,
    reaching: number[] | null,
  ): void {
    const postings = named ? this.named : this.all;
    const pending = named ? this.pendingNamed : this.pendingAll;
    const first = lowerBound(postings.keys, prefix);
    let last = first;
    while (last < postings.keys.length && (postings.keys[last] as string).startsWith(prefix)) last++;
    const rows = postings.rows;
    for (let i = postings.start[first] as number, end = postings.start[last] as number; i < end; i++) {
      const slot = rows[i] as number;
      if (reached[slot] === from && dirty[slot] === 0) {
        reached[slot] = from + 1;
        reaching?.push(slot);
      }
    }
    const values = this.codes.values;
    for (const slot of dirtySlots) {
      if (!alive[slot] || reached[slot] !== from) continue;
      const start = pending.start[slot] as number;
      for (let i = 0; i < (pending.count[slot] as number); i++) {
        if ((values[pending.data[start + i] as number] as string).startsWith(prefix)) {
          reached[slot] = from + 1;
          reaching?.push(slot);
          break;
        }
      }
    }
  }

  /** Bytes held: the posting lists, the pending lists, the dictionary and the keys' strings (the named list's are the same strings). */
  bytes(): number {
    return (
      this.all.start.byteLength +
      this.all.rows.byteLength +
      this.named.start.byteLength +
      this.named.rows.byteLength +
      this.pendingAll.bytes() +
      this.pendingNamed.bytes() +
      this.codes.bytes() +
      this.all.keys.reduce((sum, key) => sum + 2 * key.length + 32, 0) +
      this.named.keys.length * 8
    );
  }
}
