import { describe, expect, it, vi } from 'vitest';
import { everyListingFacet, type EngineFilter } from './engine.ts';
import { Shelf, type ShelfQuestion, type ShelfRow } from './memory-shelf.ts';

/**
 * A shelf that took changes in place (dirty slots checked directly and merged into the orders, then
 * its lists and orders built again from what it holds) answers as a shelf built from the same rows
 * at once.
 */

/** A small deterministic random source, so a failure can be replayed. */
function randomSource(seed: number): (n: number) => number {
  let state = seed;
  return (n) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
}

function rowOf(productId: number, random: (n: number) => number): ShelfRow {
  const words = ['overhemd', 'overhemden', 'broek', 'blauw', 'jas', 'jasje', 'trui', 'riem'];
  const lexemes = [...new Set([words[random(words.length)] as string, words[random(words.length)] as string, `sku${productId}`])];
  return {
    productId,
    sku: `SKU-${productId}`,
    brandId: random(5) === 0 ? null : 1 + random(6),
    color: random(6) === 0 ? null : `c${random(5)}`,
    sizes: ['S', 'M', 'L', 'XL'].filter(() => random(2) === 0),
    inStock: random(4) > 0,
    finalPrice: 1000 + random(50) * 100,
    onSale: random(3) === 0,
    categoryIds: [1, 2 + random(3), 10 + random(6)],
    attrs: [`material=m${random(4)}`, `fit=f${random(3)}`, `sustainable=${random(2) === 0}`],
    rank: random(500),
    lexemes,
    named: lexemes.filter(() => random(2) === 0),
  };
}

const facets = everyListingFacet([1, 2, 3, 4, 10, 11, 12]);
const base: ShelfQuestion = {
  words: [],
  categoryIds: null,
  filters: [],
  sort: 'recommended',
  pins: null,
  page: 1,
  pageSize: 24,
  facets,
};
const colour: EngineFilter = { key: 'color', kind: 'color', values: ['c1', 'c2'] };
const size: EngineFilter = { key: 'size', kind: 'size', values: ['M'] };
const questions: ShelfQuestion[] = [
  base,
  { ...base, page: 3 },
  { ...base, categoryIds: [2], filters: [colour, size] },
  { ...base, sort: 'priceasc', filters: [{ key: 'price', kind: 'price', min: 2000, max: 4000 }] },
  { ...base, sort: 'pricedesc', page: 2, filters: [{ key: 'stock', kind: 'stock', values: [true] }] },
  { ...base, words: [[['overhemd'], ['overhemd']]], pins: new Map([[7, 1]]) },
  { ...base, words: [[['jas']]], sort: 'relevance', filters: [{ key: 'sustainable', kind: 'boolean', values: [true] }] },
  { ...base, words: [[['b']], [['blauw']]], categoryIds: [10, 11] },
  { ...base, skus: ['SKU-5', 'SKU-6', 'SKU-9000'] },
];

const plain = (shelf: Shelf) =>
  questions.map((question) => {
    const answer = shelf.answer(question);
    return { ...answer, facets: [...answer.facets].map(([key, counts]) => [key, [...counts].sort()]).sort() };
  });

describe('a shelf of the listing read model in memory', () => {
  it('answers after changes in place, and after building its lists again, as a shelf built from the same rows', () => {
    const random = randomSource(7);
    const rows = new Map<number, ShelfRow>();
    for (let id = 1; id <= 3000; id++) rows.set(id, rowOf(id, random));
    const shelf = Shelf.of(rows.values());
    expect(plain(shelf)).toEqual(plain(Shelf.of(rows.values())));

    const change = (n: number) => {
      for (let i = 0; i < n; i++) {
        const id = 1 + random(3200);
        if (random(10) === 0 && rows.has(id)) {
          rows.delete(id);
          shelf.remove(id);
        } else {
          const row = rowOf(id, random);
          rows.set(id, row);
          shelf.put(row);
        }
      }
      shelf.settle();
    };
    // Dirty slots only (fewer than the rebuild's threshold).
    change(500);
    expect(plain(shelf)).toEqual(plain(Shelf.of(rows.values())));
    // Past the threshold: lists and orders built again, then dirty slots on top of them.
    const built = vi.spyOn(shelf, 'index');
    change(4000);
    expect(built).toHaveBeenCalled();
    change(300);
    expect(plain(shelf)).toEqual(plain(Shelf.of(rows.values())));
    expect(shelf.listed).toBe(rows.size);
    // Two products swap their skus.
    const swapped: ShelfRow[] = [
      { ...rowOf(5, random), sku: 'SKU-6' },
      { ...rowOf(6, random), sku: 'SKU-5' },
    ];
    for (const row of swapped) {
      rows.set(row.productId, row);
      shelf.put(row);
    }
    expect(plain(shelf)).toEqual(plain(Shelf.of(rows.values())));
  });

  it('finds by words as a plain reading of each row would: several words, readings that cover others, terms that must all be held', () => {
    const random = randomSource(23);
    const rows = Array.from({ length: 3000 }, (_, i) => rowOf(i + 1, random));
    const shelf = Shelf.of(rows);
    // Some rows change in place, so dirty slots are read beside the built lists.
    for (let i = 0; i < 200; i++) {
      const row = rowOf(1 + random(3000), random);
      rows[row.productId - 1] = row;
      shelf.put(row);
    }
    const holds = (lexemes: string[], terms: string[]) => terms.every((term) => lexemes.some((lexeme) => lexeme.startsWith(term)));
    const matches = (lexemes: string[], words: ShelfQuestion['words']) =>
      words.every((alternatives) => alternatives.some((terms) => holds(lexemes, terms)));
    const wordQuestions: ShelfQuestion['words'][] = [
      [[['overhemd']]],
      [[['overhemd'], ['overhemden']]],
      [[['overhemden'], ['overhemd']], [['blauw']]],
      [[['b']], [['jas'], ['jasje']]],
      [[['trui', 'riem']]],
      [[['riem'], ['broek', 'blauw']], [['b']]],
      [[['sku12']]],
      [[['sku1']], [['o']], [['b']]],
      [[['zzz']]],
    ];
    for (const words of wordQuestions) {
      for (const sort of ['recommended', 'relevance', 'priceasc'] as const) {
        const question: ShelfQuestion = { ...base, words, sort, pageSize: 40 };
        const found = rows.filter((row) => matches(row.lexemes, words));
        const key = (row: ShelfRow): number[] => {
          const named = matches(row.named, words) ? 1 : 0;
          const stock = row.inStock ? 1 : 0;
          if (sort === 'priceasc') return [row.finalPrice, row.productId];
          if (sort === 'relevance') return [-named, -stock, row.rank, row.productId];
          return [-stock, -named, row.rank, row.productId];
        };
        const order = (a: ShelfRow, b: ShelfRow) => {
          const [x, y] = [key(a), key(b)];
          for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
          return 0;
        };
        const answer = shelf.answer(question);
        expect({ words, sort, total: answer.total, ids: answer.ids }).toEqual({
          words,
          sort,
          total: found.length,
          ids: found
            .sort(order)
            .slice(0, 40)
            .map((row) => row.productId),
        });
        expect(shelf.countWords(words)).toBe(found.length);
      }
    }
  });

  it('gives a page before its facets, and no facets when the shelf changed in between', () => {
    const random = randomSource(11);
    const rows = Array.from({ length: 500 }, (_, i) => rowOf(i + 1, random));
    const shelf = Shelf.of(rows);
    for (const question of questions) {
      const asked = shelf.ask(question);
      expect({ ...asked, facets: asked.facets() }).toEqual(shelf.answer(question));
    }
    const asked = shelf.ask(base);
    shelf.put({ ...(rows[0] as ShelfRow), inStock: !(rows[0] as ShelfRow).inStock });
    expect(asked.facets()).toBeNull();
  });
});
