import type { EngineFacet, SearchAnswer } from './engine.ts';
import { NONE, type Codes, type Lists } from './memory-columns.ts';

/**
 * A shelf's facet counts (decision 068): per facet, over the candidates whose filter failures lie
 * within the facet's own key (standard faceting, decision 015), one pass over a column or its lists.
 */

type Counts = SearchAnswer['facets'];

/** The columns a shelf's facets are counted from, as the shelf holds them at the time. */
export interface FacetColumns {
  brand: Int32Array;
  brandCodes: Codes;
  color: Int32Array;
  colorCodes: Codes;
  sizes: Lists;
  sizeCodes: Codes;
  attrs: Lists;
  attrCodes: Codes;
  categories: Lists;
  maxCategory: number;
}

/** Each facet's counts over `candidates` whose failures lie within the facet's own key. */
export function countFacets(
  columns: FacetColumns,
  facets: readonly EngineFacet[],
  candidates: Int32Array,
  fails: Int32Array,
  bitOf: (key: string) => number,
): Counts {
  const counted: Counts = new Map();
  // Attribute facets share one pass over the attribute lists when no filter sets them apart.
  const attributeCounts = new Map<number, Int32Array>();
  for (const facet of facets) {
    const mask = ~bitOf(facet.key);
    let counts: Map<string, number> | null;
    if (facet.kind === 'attribute' || facet.kind === 'boolean') {
      let all = attributeCounts.get(mask);
      if (!all) attributeCounts.set(mask, (all = countLists(columns.attrs, columns.attrCodes.size, null, candidates, fails, mask)));
      const prefix = `${facet.key}=`;
      const tokens = columns.attrCodes.values;
      counts = readCounts(
        all,
        (code) => (tokens[code] as string).slice(prefix.length),
        (code) => (tokens[code] as string).startsWith(prefix),
      );
    } else {
      counts = countFacet(columns, facet, candidates, fails, mask);
    }
    if (counts && counts.size > 0) counted.set(facet.key, counts);
  }
  return counted;
}

/** Per code of `held`'s lists: the candidates holding it whose failures `mask` clears (`counted`: only these codes). */
function countLists(
  held: Lists,
  values: number,
  counted: Uint8Array | null,
  candidates: Int32Array,
  fails: Int32Array,
  mask: number,
): Int32Array {
  const counts = new Int32Array(values);
  const { start, count, data } = held;
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates[i] as number;
    if (((fails[slot] as number) & mask) !== 0) continue;
    const from = start[slot] as number;
    const to = from + (count[slot] as number);
    if (counted) {
      for (let j = from; j < to; j++) {
        const code = data[j] as number;
        if (counted[code] === 1) counts[code] = (counts[code] as number) + 1;
      }
    } else {
      for (let j = from; j < to; j++) {
        const code = data[j] as number;
        counts[code] = (counts[code] as number) + 1;
      }
    }
  }
  return counts;
}

/** One facet's counts over the candidates whose failures lie within its own key (`mask` clears that bit). */
function countFacet(
  columns: FacetColumns,
  facet: EngineFacet,
  candidates: Int32Array,
  fails: Int32Array,
  mask: number,
): Map<string, number> | null {
  const n = candidates.length;
  const column = (values: Int32Array, codes: Codes) => {
    const counts = new Int32Array(codes.size);
    for (let i = 0; i < n; i++) {
      const slot = candidates[i] as number;
      if (((fails[slot] as number) & mask) !== 0) continue;
      const code = values[slot] as number;
      if (code !== NONE) counts[code] = (counts[code] as number) + 1;
    }
    return readCounts(counts, (code) => codes.values[code] as string);
  };
  const lists = (held: Lists, values: number, counted: Uint8Array | null, name: (code: number) => string) =>
    readCounts(countLists(held, values, counted, candidates, fails, mask), name);
  switch (facet.kind) {
    case 'brand':
      return column(columns.brand, columns.brandCodes);
    case 'color':
      return column(columns.color, columns.colorCodes);
    case 'size':
      return lists(columns.sizes, columns.sizeCodes.size, null, (code) => columns.sizeCodes.values[code] as string);
    case 'attribute':
    case 'boolean':
      // Counted with the other attribute facets (`countFacets`).
      return null;
    case 'category': {
      // A category without children has no category counts to give.
      if (facet.categoryIds?.length === 0) return null;
      let counted: Uint8Array | null = null;
      if (facet.categoryIds) {
        counted = new Uint8Array(columns.maxCategory + 1);
        for (const id of facet.categoryIds) if (id >= 0 && id <= columns.maxCategory) counted[id] = 1;
      }
      return lists(columns.categories, columns.maxCategory + 1, counted, (code) => String(code));
    }
    case 'price':
      return null;
  }
}

function readCounts(counts: Int32Array, name: (code: number) => string, wanted?: (code: number) => boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (let code = 0; code < counts.length; code++) {
    if ((counts[code] as number) > 0 && (!wanted || wanted(code))) out.set(name(code), counts[code] as number);
  }
  return out;
}
