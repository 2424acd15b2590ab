import type { EngineFilter } from './engine.ts';
import { NONE, type Codes, type Lists } from './memory-columns.ts';
import type { FacetColumns } from './memory-facets.ts';
import type { SlotStates } from './memory-lexemes.ts';

/**
 * A shelf's conditions on its columns (decision 068): the categories a question names, and each
 * filter's failures as one bit per filter key, the PostgreSQL engine's `filterSql` in tight loops.
 */

/** The columns a question's filters read, as the shelf holds them at the time. */
export interface FilterColumns extends FacetColumns {
  onSale: Uint8Array;
  inStock: Uint8Array;
  finalPrice: Int32Array;
}

/** What the categories' rows need of the shelf: its slots' states and the rows built for the clean ones. */
export interface CategoryColumns extends SlotStates {
  /** Per category, the clean slots under it (its subtree: `category_ids` holds the ancestors). */
  categoryRows: ReadonlyMap<number, Int32Array>;
  categories: Lists;
}

/** Slots in any of `ids`: `slots`, and `mask` 1 at each. Dirty slots are read from their own lists. */
export function markCategories(ids: readonly number[], shelf: CategoryColumns): { slots: Int32Array; mask: Uint8Array } {
  const mask = new Uint8Array(shelf.size);
  const slots: number[] = [];
  const wanted = new Set(ids);
  for (const id of wanted) {
    const rows = shelf.categoryRows.get(id);
    if (!rows) continue;
    for (let i = 0; i < rows.length; i++) {
      const slot = rows[i] as number;
      if (shelf.dirty[slot] === 0 && mask[slot] === 0) {
        mask[slot] = 1;
        slots.push(slot);
      }
    }
  }
  const { start, count, data } = shelf.categories;
  for (const slot of shelf.dirtySlots) {
    if (!shelf.alive[slot]) continue;
    const from = start[slot] as number;
    for (let i = 0; i < (count[slot] as number); i++) {
      if (wanted.has(data[from + i] as number) && mask[slot] === 0) {
        mask[slot] = 1;
        slots.push(slot);
      }
    }
  }
  return { slots: Int32Array.from(slots), mask };
}

/** Per code of `codes`, 1 where the code is one of `values`. */
function accepting(codes: Codes, values: readonly string[]): Uint8Array {
  const accept = new Uint8Array(codes.size);
  for (const value of values) {
    const code = codes.find(value);
    if (code !== NONE) accept[code] = 1;
  }
  return accept;
}

/** Sets `bit` in `fails` for every candidate that does not pass `filter`. One tight loop per kind of filter. */
export function failInto(columns: FilterColumns, filter: EngineFilter, candidates: Int32Array, fails: Int32Array, bit: number): void {
  const n = candidates.length;
  const column = (values: Int32Array, accept: Uint8Array) => {
    for (let i = 0; i < n; i++) {
      const slot = candidates[i] as number;
      const code = values[slot] as number;
      if (code === NONE || accept[code] !== 1) fails[slot] = (fails[slot] as number) | bit;
    }
  };
  const anyOf = (lists: Lists, accept: Uint8Array) => {
    const { start, count, data } = lists;
    for (let i = 0; i < n; i++) {
      const slot = candidates[i] as number;
      const from = start[slot] as number;
      const to = from + (count[slot] as number);
      let ok = false;
      for (let j = from; j < to && !ok; j++) ok = accept[data[j] as number] === 1;
      if (!ok) fails[slot] = (fails[slot] as number) | bit;
    }
  };
  const flag = (values: Uint8Array, wanted: number) => {
    for (let i = 0; i < n; i++) {
      const slot = candidates[i] as number;
      if (values[slot] !== wanted) fails[slot] = (fails[slot] as number) | bit;
    }
  };
  switch (filter.kind) {
    case 'brand':
      return column(
        columns.brand,
        accepting(
          columns.brandCodes,
          filter.values.map((v) => String(v)),
        ),
      );
    case 'color':
      return column(columns.color, accepting(columns.colorCodes, filter.values));
    case 'size':
      return anyOf(columns.sizes, accepting(columns.sizeCodes, filter.values));
    case 'attribute':
    case 'boolean':
      return anyOf(
        columns.attrs,
        accepting(
          columns.attrCodes,
          filter.values.map((v) => `${filter.key}=${String(v)}`),
        ),
      );
    case 'sale':
      return flag(columns.onSale, filter.values[0] ? 1 : 0);
    case 'stock':
      return flag(columns.inStock, filter.values[0] ? 1 : 0);
    case 'price': {
      const min = filter.min == null ? Number.NEGATIVE_INFINITY : Math.floor(filter.min);
      const max = filter.max == null ? Number.POSITIVE_INFINITY : Math.ceil(filter.max);
      for (let i = 0; i < n; i++) {
        const slot = candidates[i] as number;
        const price = columns.finalPrice[slot] as number;
        if (price < min || price > max) fails[slot] = (fails[slot] as number) | bit;
      }
      return;
    }
  }
}
