/**
 * The compact columns of the search engine's copy of the read model (decision 068, memory-shelf.ts):
 * values coded by dictionaries, short lists of codes per slot in one array, posting lists over sorted
 * keys.
 */

/** No value (a product without a brand or colour; a value no row has). */
export const NONE = -1;

/** Values coded as small integers, in the order first seen. */
export class Codes {
  private readonly index = new Map<string, number>();
  readonly values: string[] = [];

  code(value: string): number {
    let code = this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.index.set(value, code);
    }
    return code;
  }

  /** The codes of `values`, each once. */
  codesOf(values: readonly string[]): number[] {
    return [...new Set(values)].map((value) => this.code(value));
  }

  find(value: string): number {
    return this.index.get(value) ?? NONE;
  }

  get size(): number {
    return this.values.length;
  }

  bytes(): number {
    // A string's characters and header, and its map entry.
    return this.values.reduce((sum, v) => sum + 2 * v.length + 80, 0);
  }
}

/** A short list of codes per slot, in one growing array; a longer list moves to the end. */
export class Lists {
  start = new Int32Array(0);
  count = new Uint16Array(0);
  data = new Int32Array(1024);
  used = 0;
  garbage = 0;

  grow(capacity: number): void {
    this.start = copyInto(new Int32Array(capacity), this.start);
    this.count = copyInto(new Uint16Array(capacity), this.count);
  }

  set(slot: number, values: ArrayLike<number>): void {
    const n = values.length;
    const old = this.count[slot] as number;
    if (n > old) {
      this.garbage += old;
      if (this.used + n > this.data.length) this.data = copyInto(new Int32Array(Math.max(2 * this.data.length, this.used + n)), this.data);
      this.start[slot] = this.used;
      this.used += n;
    } else {
      this.garbage += old - n;
    }
    const at = this.start[slot] as number;
    for (let i = 0; i < n; i++) this.data[at + i] = values[i] as number;
    this.count[slot] = n;
  }

  /** Copies the live lists of `size` slots next to each other, leaving no garbage. */
  compact(size: number): void {
    let total = 0;
    for (let s = 0; s < size; s++) total += this.count[s] as number;
    const data = new Int32Array(Math.max(1024, total));
    let at = 0;
    for (let s = 0; s < size; s++) {
      const from = this.start[s] as number;
      const n = this.count[s] as number;
      data.set(this.data.subarray(from, from + n), at);
      this.start[s] = at;
      at += n;
    }
    this.data = data;
    this.used = at;
    this.garbage = 0;
  }

  bytes(): number {
    return this.start.byteLength + this.count.byteLength + this.data.byteLength;
  }
}

export function copyInto<T extends Int32Array | Uint8Array | Uint16Array>(target: T, source: T): T {
  target.set(source.subarray(0, Math.min(source.length, target.length)));
  return target;
}

/** Posting lists in the order of their sorted keys: rows of key i are `rows[start[i]..start[i+1])`. */
export interface Postings {
  keys: string[];
  start: Int32Array;
  rows: Int32Array;
}

export const emptyPostings = (): Postings => ({ keys: [], start: new Int32Array(1), rows: new Int32Array(0) });
