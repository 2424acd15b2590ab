import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../catalog/listing-sql.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import {
  everyListingFacet,
  type EngineFacet,
  type EngineFilter,
  type SearchAnswer,
  type SearchEngine,
  type SearchRequest,
} from './engine.ts';
import { memoryEngine } from './memory-engine.ts';
import { postgresEngine } from './postgres-engine.ts';
import { prefixQuery, searchWords } from './text.ts';

/**
 * The engines against the plain definition, on a small seed: every listed row of the language read
 * once, then filtered, counted and sorted here, row by row. Totals, price ranges, facet counts and
 * the page's ids must agree, for the PostgreSQL engine's one statement (tiered page, facet counts in
 * one grouped pass) and for the copy in memory (decision 068).
 */

const t = testApiForFile({ products: 120 });

interface ListedRow {
  id: number;
  brand_id: number | null;
  color: string | null;
  sizes: string[];
  attrs: string[];
  category_ids: number[];
  final_price: number;
  in_stock: boolean;
  on_sale: boolean;
  rank: number;
  sku: string;
  hit: boolean;
  named: boolean;
}

/** Every word as a prefix, stemmed or as typed (the engine's matching rule, written out). */
function matchSql(language: string, words: readonly string[], weights = ''): SQL {
  if (words.length === 0) return sql`true`;
  return sql.join(
    words.map(
      (word) =>
        sql`l.document @@ (to_tsquery(shop_search_config(${language}::text), ${prefixQuery(word, weights)}) || to_tsquery('simple', ${prefixQuery(word, weights)}))`,
    ),
    sql` and `,
  );
}

function passes(row: ListedRow, filter: EngineFilter): boolean {
  switch (filter.kind) {
    case 'brand':
      return row.brand_id != null && filter.values.includes(row.brand_id);
    case 'color':
      return row.color != null && filter.values.includes(row.color);
    case 'size':
      return row.sizes.some((s) => filter.values.includes(s));
    case 'attribute':
    case 'boolean':
      return filter.values.some((v) => row.attrs.includes(`${filter.key}=${String(v)}`));
    case 'sale':
      return row.on_sale === filter.values[0];
    case 'stock':
      return row.in_stock === filter.values[0];
    case 'price':
      return (
        (filter.min == null || row.final_price >= Math.floor(filter.min)) &&
        (filter.max == null || row.final_price <= Math.ceil(filter.max))
      );
  }
}

function valuesOf(row: ListedRow, facet: EngineFacet): string[] {
  switch (facet.kind) {
    case 'brand':
      return row.brand_id == null ? [] : [String(row.brand_id)];
    case 'color':
      return row.color == null ? [] : [row.color];
    case 'size':
      return [...new Set(row.sizes)];
    case 'attribute':
    case 'boolean':
      return [...new Set(row.attrs)].filter((a) => a.startsWith(`${facet.key}=`)).map((a) => a.slice(facet.key.length + 1));
    case 'category':
      return row.category_ids.filter((id) => !facet.categoryIds || facet.categoryIds.includes(id)).map(String);
    case 'price':
      return [];
  }
}

async function reference(request: SearchRequest): Promise<Omit<SearchAnswer, 'correctedText'>> {
  const words = searchWords(request.text);
  const rows = await queryRows<ListedRow>(
    t.db,
    sql`select l.product_id as id, l.brand_id, l.color, l.sizes, l.attrs, l.category_ids, l.final_price, l.in_stock, l.on_sale, l.rank, l.sku,
      (${matchSql(request.language, words)}) as hit, (${matchSql(request.language, words, 'A')}) as named
    from listing_products l where l.language = ${request.language}`,
  );
  const pins = new Map<number, number>();
  if (request.sequence && request.sort === 'recommended') {
    const { categoryId, profile, fallback } = request.sequence;
    const read = async (name: string) =>
      queryRows<{ product_id: number; position: number }>(
        t.db,
        sql`select product_id, position from category_sequences where category_id = ${categoryId} and profile = ${name}`,
      );
    const own = await read(profile);
    for (const pin of own.length > 0 ? own : await read(fallback)) pins.set(pin.product_id, pin.position);
  }
  const candidates = rows.filter(
    (r) =>
      r.hit &&
      (!request.categoryIds || request.categoryIds.some((id) => r.category_ids.includes(id))) &&
      (!request.skus || request.skus.includes(r.sku)),
  );
  const matching = (except?: string) => candidates.filter((r) => request.filters.every((f) => f.key === except || passes(r, f)));
  const facets = new Map<string, Map<string, number>>();
  for (const facet of request.facets) {
    if (facet.kind === 'price' || (facet.kind === 'category' && facet.categoryIds?.length === 0)) continue;
    for (const row of matching(facet.key)) {
      for (const value of valuesOf(row, facet)) {
        const counts = facets.get(facet.key) ?? new Map<string, number>();
        counts.set(value, (counts.get(value) ?? 0) + 1);
        facets.set(facet.key, counts);
      }
    }
  }
  const priced = matching('price').map((r) => r.final_price);
  const hasText = words.length > 0;
  const pin = (r: ListedRow) => pins.get(r.id) ?? Number.POSITIVE_INFINITY;
  const keys = (r: ListedRow): number[] => {
    const stock = r.in_stock ? 0 : 1;
    const named = hasText && r.named ? 0 : 1;
    switch (request.sort) {
      case 'priceasc':
        return [r.final_price, r.id];
      case 'pricedesc':
        return [-r.final_price, r.id];
      case 'relevance':
        return [named, stock, r.rank, r.id];
      default:
        return [stock, named, pin(r), r.rank, r.id];
    }
  };
  const compare = (a: ListedRow, b: ListedRow) => {
    const [x, y] = [keys(a), keys(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
    return 0;
  };
  const all = matching().sort(compare);
  const from = (request.page - 1) * request.pageSize;
  return {
    total: all.length,
    ids: all.slice(from, from + request.pageSize).map((r) => r.id),
    facets,
    priceRange: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
  };
}

const plain = (answer: Omit<SearchAnswer, 'correctedText'>) => ({
  total: answer.total,
  ids: answer.ids,
  priceRange: answer.priceRange,
  facets: Object.fromEntries([...answer.facets].map(([key, counts]) => [key, Object.fromEntries([...counts].sort())])),
});

describe('the search engine against the plain definition', () => {
  it('gives the same total, price range, facet counts and page for searches, listings, filters, orders and pins', async () => {
    // Pages read along the order index (every question counts as dense) and from sorted candidates;
    // the copy in memory must answer every question itself (its fallback refuses).
    const refusing: SearchEngine = {
      search: () => Promise.reject(new Error('the copy in memory passed a search on')),
      count: () => Promise.reject(new Error('the copy in memory passed a count on')),
      vocabulary: () => Promise.reject(new Error('the copy in memory passed the vocabulary on')),
      countTerms: () => Promise.reject(new Error('the copy in memory passed countTerms on')),
    };
    const memory = memoryEngine(t.db, { fallback: refusing });
    expect(await memory.ready()).toBe(true);
    const engines = [postgresEngine(t.db, { keepAnswers: false, denseQuestion: 1 }), postgresEngine(t.db, { keepAnswers: false }), memory];
    const [top] = await queryRows<{ id: number; n: number }>(
      t.db,
      sql`select c.id, count(*)::int as n from categories c join listing_products l on l.language = 'nl' and c.id = any(l.category_ids)
        where c.parent_id is null group by c.id order by n desc limit 1`,
    );
    const [common] = await queryRows<{ color: string; size: string; brand_id: number }>(
      t.db,
      sql`select l.color, l.sizes[1] as size, l.brand_id from listing_products l
        where l.language = 'nl' and l.color is not null and cardinality(l.sizes) > 0 and l.brand_id is not null order by l.product_id limit 1`,
    );
    expect(top?.n).toBeGreaterThan(40);
    if (!top || !common) throw new Error('the seed lists no products');
    const children = await queryRows<{ id: number }>(t.db, sql`select id from categories where parent_id = ${top.id}`);
    const everyCategory = await queryRows<{ id: number }>(t.db, sql`select id from categories`);
    const facets = everyListingFacet;
    // Pins in the top category under its own profile: a product out of stock among them too.
    const pinned = await queryRows<{ product_id: number }>(
      t.db,
      sql`select l.product_id from listing_products l where l.language = 'nl' and ${top.id} = any(l.category_ids)
        order by l.in_stock, l.rank desc limit 3`,
    );
    for (const [index, pin] of pinned.entries()) {
      await t.db.execute(
        sql`insert into category_sequences (category_id, profile, product_id, position) values (${top.id}, 'bench', ${pin.product_id}, ${index + 1})`,
      );
    }
    const listing: SearchRequest = {
      language: 'nl',
      text: null,
      categoryIds: [top.id],
      filters: [],
      sort: 'recommended',
      page: 1,
      pageSize: 36,
      facets: facets(children.map((c) => c.id)),
    };
    const search: SearchRequest = { ...listing, text: 'overhemd', categoryIds: null, facets: facets(everyCategory.map((c) => c.id)) };
    const colour: EngineFilter = { key: 'color', kind: 'color', values: [common.color] };
    const size: EngineFilter = { key: 'size', kind: 'size', values: [common.size] };
    const requests: SearchRequest[] = [
      listing,
      { ...listing, page: 2, pageSize: 12 },
      { ...listing, sequence: { categoryId: top.id, profile: 'bench', fallback: 'default' } },
      { ...listing, sequence: { categoryId: top.id, profile: 'unknown', fallback: 'bench' }, page: 2, pageSize: 4 },
      { ...listing, filters: [colour, size] },
      { ...listing, filters: [{ key: 'brand', kind: 'brand', values: [common.brand_id] }], sort: 'relevance' },
      { ...listing, filters: [{ key: 'price', kind: 'price', min: 5000, max: 15000 }], sort: 'priceasc' },
      { ...listing, filters: [{ key: 'sustainable', kind: 'boolean', values: [true] }], sort: 'pricedesc', page: 2, pageSize: 12 },
      search,
      { ...search, pageSize: 4, filters: [{ key: 'stock', kind: 'stock', values: [true] }] },
      { ...search, text: 'blauw', sort: 'relevance', page: 2, pageSize: 12 },
      { ...search, text: 'van arkel', filters: [size] },
      { ...search, language: 'en', text: 'shirt', filters: [{ key: 'sale', kind: 'sale', values: [false] }] },
      { ...search, language: 'de', text: 'hose', categoryIds: [top.id] },
    ];
    const holds = async (engine: SearchEngine) => {
      for (const request of requests) {
        const answer = await engine.search(request);
        // A text that finds nothing is searched again as corrected (a vocabulary word): compare that.
        const expected = plain(await reference(answer.correctedText ? { ...request, text: answer.correctedText } : request));
        expect(plain(answer), JSON.stringify(request)).toEqual(expected);
      }
    };
    for (const engine of engines) await holds(engine);

    // The copy in memory after changes it caught up with: rows rewritten in place (sold out, another
    // rank and price), merged into its orders until it builds them anew, and a product no longer listed.
    const changed = await queryRows<{ id: number }>(
      t.db,
      sql`select l.product_id as id from listing_products l where l.language = 'nl' and ${top.id} = any(l.category_ids) order by l.product_id limit 12`,
    );
    for (const [index, row] of changed.entries()) {
      if (index === changed.length - 1) {
        await t.db.execute(sql`update products set is_visible = false where id = ${row.id}`);
      } else if (index % 2 === 0) {
        await t.db.execute(
          sql`update stock_items set qty = 0 where product_id in (select id from products where id = ${row.id} or parent_id = ${row.id})`,
        );
      } else {
        await t.db.execute(sql`update products set merchandising_rank = ${-index}, price = price + ${index} where id = ${row.id}`);
      }
    }
    await holds(memory);
    await holds(engines[1] as SearchEngine);
    memory.close();
  });
});
