import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import type { EngineFilter, EngineSort, SearchAnswer, SearchEngine, SearchRequest, TermCount } from './engine.ts';
import { prefixQuery, searchWords } from './text.ts';

/**
 * The search engine on the shop's own database: every question is answered from the listing read
 * model (`listing_products`, migration 0004) in one statement. The candidates are materialised
 * once with a boolean column per filter, so the page, the total and every facet count are
 * GROUP BYs over that one set; a facet is counted with every filter but its own.
 */

interface Row {
  kind: string;
  value: string | null;
  n: number;
  lo: number | null;
  hi: number | null;
}

function list(values: readonly (string | number | boolean)[]): SQL {
  return sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
}

const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/** The full-text query of a list of words: every word must match, as a prefix, stemmed or as typed. */
function tsQuery(language: string, words: readonly string[]): SQL {
  const parts = words.map(
    (word) => sql`(to_tsquery(shop_search_config(${language}::text), ${prefixQuery(word)}) || to_tsquery('simple', ${prefixQuery(word)}))`,
  );
  return sql.join(parts, sql` && `);
}

function filterSql(filter: EngineFilter): SQL {
  switch (filter.kind) {
    case 'brand':
      return filter.values.length > 0 ? sql`l.brand_id in (${list(filter.values)})` : sql`false`;
    case 'color':
      return sql`l.color in (${list(filter.values)})`;
    case 'size':
      return sql`l.sizes && ${textArray(filter.values)}`;
    case 'attribute':
      return sql`l.attrs && ${textArray(filter.values.map((v) => `${filter.key}=${v}`))}`;
    case 'boolean':
      return sql`l.attrs && ${textArray(filter.values.map((v) => `${filter.key}=${v}`))}`;
    case 'sale':
      return filter.values[0] ? sql`l.on_sale` : sql`not l.on_sale`;
    case 'stock':
      return filter.values[0] ? sql`l.in_stock` : sql`not l.in_stock`;
    case 'price': {
      const bounds: SQL[] = [];
      if (filter.min != null) bounds.push(sql`l.final_price >= ${Math.floor(filter.min)}`);
      if (filter.max != null) bounds.push(sql`l.final_price <= ${Math.ceil(filter.max)}`);
      return bounds.length > 0 ? sql.join(bounds, sql` and `) : sql`true`;
    }
  }
}

type CoreRequest = Pick<SearchRequest, 'language' | 'categoryIds' | 'skus'>;

/** Conditions of the candidate set: language, categories, skus and the words. */
function candidateWhere(request: CoreRequest, words: readonly string[]): SQL {
  const parts: SQL[] = [sql`l.language = ${request.language}`];
  if (request.categoryIds) {
    parts.push(request.categoryIds.length > 0 ? sql`l.category_ids && array[${list(request.categoryIds)}]::int[]` : sql`false`);
  }
  if (request.skus) parts.push(request.skus.length > 0 ? sql`l.sku in (${list(request.skus)})` : sql`false`);
  if (words.length > 0) parts.push(sql`l.document @@ (${tsQuery(request.language, words)})`);
  return sql.join(parts, sql` and `);
}

function orderBy(sort: EngineSort, hasText: boolean): SQL {
  switch (sort) {
    case 'priceasc':
      return sql`final_price asc, id asc`;
    case 'pricedesc':
      return sql`final_price desc, id asc`;
    case 'nameasc':
      return sql`name asc, id asc`;
    case 'namedesc':
      return sql`name desc, id asc`;
    case 'relevance':
      return hasText ? sql`score desc, in_stock desc, rank asc, id asc` : sql`in_stock desc, rank asc, id asc`;
    default:
      // Sold-out products stay listed but never push available ones off the first page.
      return hasText ? sql`in_stock desc, score desc, rank asc, id asc` : sql`in_stock desc, rank asc, id asc`;
  }
}

const flagName = (index: number) => sql.raw(`f${index}`);

function flagsExcept(filters: readonly EngineFilter[], except?: string): SQL {
  const parts = filters.flatMap((filter, index) => (filter.key === except ? [] : [flagName(index)]));
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

function searchSql(request: SearchRequest, words: readonly string[]): SQL {
  const { filters } = request;
  const all = flagsExcept(filters);
  const order = orderBy(request.sort, words.length > 0);
  const offset = (request.page - 1) * request.pageSize;
  const score = words.length > 0 ? sql`ts_rank(l.document, ${tsQuery(request.language, words)})` : sql`0::real`;
  const flagColumns = filters.map((filter, index) => sql`, (${filterSql(filter)}) as ${flagName(index)}`);
  const parts: SQL[] = [
    sql`select 'total'::text as kind, null::text as value, count(*)::int as n, null::int as lo, null::int as hi from base where ${all}`,
    sql`(select 'page', base.id::text, (row_number() over (order by ${order}))::int, null::int, null::int
      from base where ${all} order by ${order} limit ${request.pageSize} offset ${offset})`,
  ];
  const own = new Set(filters.map((f) => f.key));
  let sharedAttrs = false;
  for (const facet of request.facets) {
    const others = flagsExcept(filters, facet.key);
    switch (facet.kind) {
      case 'category':
        parts.push(sql`select 'c', x::text, count(*)::int, null::int, null::int from base cross join unnest(base.category_ids) x
          where ${others} group by x`);
        break;
      case 'brand':
        parts.push(sql`select ${`f:${facet.key}`}, base.brand_id::text, count(*)::int, null::int, null::int from base
          where base.brand_id is not null and ${others} group by 2`);
        break;
      case 'color':
        parts.push(sql`select ${`f:${facet.key}`}, base.color, count(*)::int, null::int, null::int from base
          where base.color is not null and ${others} group by 2`);
        break;
      case 'size':
        // Grouped by the whole list (far cheaper than unnesting); each value gets the group's count.
        parts.push(sql`select ${`a:${facet.key}`}, array_to_json(base.sizes)::text, count(*)::int, null::int, null::int from base
          where cardinality(base.sizes) > 0 and ${others} group by base.sizes`);
        break;
      case 'attribute':
      case 'boolean':
        if (own.has(facet.key)) {
          parts.push(sql`select ${`p:${facet.key}`}, array_to_json(base.attrs)::text, count(*)::int, null::int, null::int from base
            where ${others} group by base.attrs`);
        } else sharedAttrs = true;
        break;
      case 'price':
        parts.push(sql`select 'price', null::text, count(*)::int, min(base.final_price)::int, max(base.final_price)::int from base where ${others}`);
        break;
    }
  }
  if (sharedAttrs) {
    parts.push(sql`select 'p:*', array_to_json(base.attrs)::text, count(*)::int, null::int, null::int from base where ${all} group by base.attrs`);
  }
  return sql`with base as materialized (
      select l.product_id as id, l.brand_id, l.color, l.sizes, l.attrs, l.final_price, l.in_stock, l.rank, l.name,
        l.category_ids, ${score} as score ${sql.join(flagColumns, sql``)}
      from listing_products l where ${candidateWhere(request, words)}
    ) ${sql.join(parts, sql` union all `)}`;
}

function addCount(facets: Map<string, Map<string, number>>, key: string, value: string, n: number): void {
  const counts = facets.get(key) ?? new Map<string, number>();
  counts.set(value, (counts.get(value) ?? 0) + n);
  facets.set(key, counts);
}

function readAnswer(request: SearchRequest, rows: Row[], correctedText: string | null): SearchAnswer {
  const facets = new Map<string, Map<string, number>>();
  const own = new Set(request.filters.map((f) => f.key));
  const attributeKeys = new Set(request.facets.filter((f) => f.kind === 'attribute' || f.kind === 'boolean').map((f) => f.key));
  let total = 0;
  let priceRange: SearchAnswer['priceRange'] = null;
  const page: { id: number; at: number }[] = [];
  for (const row of rows) {
    if (row.kind === 'total') total = row.n;
    else if (row.kind === 'page') page.push({ id: Number(row.value), at: row.n });
    else if (row.kind === 'price') priceRange = row.n > 0 && row.lo != null && row.hi != null ? { min: row.lo, max: row.hi } : null;
    else if (row.kind === 'c') addCount(facets, 'category', row.value ?? '', row.n);
    else if (row.kind.startsWith('f:')) addCount(facets, row.kind.slice(2), row.value ?? '', row.n);
    else if (row.kind.startsWith('a:')) {
      for (const value of new Set(JSON.parse(row.value ?? '[]') as string[])) addCount(facets, row.kind.slice(2), value, row.n);
    } else if (row.kind.startsWith('p:')) {
      const only = row.kind.slice(2);
      for (const pair of new Set(JSON.parse(row.value ?? '[]') as string[])) {
        const at = pair.indexOf('=');
        const key = pair.slice(0, at);
        if (only === '*' ? attributeKeys.has(key) && !own.has(key) : key === only) addCount(facets, key, pair.slice(at + 1), row.n);
      }
    }
  }
  return { total, ids: page.sort((a, b) => a.at - b.at).map((p) => p.id), facets, priceRange, correctedText };
}

/** The engine on PostgreSQL or PGlite; `run` executes a statement (with JIT off) and returns its rows. */
export function postgresEngine(db: Db): SearchEngine {
  const rows = async <T>(query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // The planner cannot estimate materialised candidate sets and overrates these statements; with
  // JIT on, PostgreSQL would spend far longer compiling than running them. `set local` keeps the
  // setting to this transaction; PGlite has no JIT and accepts it.
  const listingRows = <T>(query: SQL): Promise<T[]> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    });

  /** For each word the vocabulary does not know (not even as a prefix), its closest known word. */
  async function corrections(language: string, words: readonly string[]): Promise<Map<string, string>> {
    if (words.length === 0) return new Map();
    const found = await rows<{ word: string; fix: string | null }>(sql`select t.word,
        case when exists (select 1 from search_words w where w.language = ${language} and w.word like t.word || '%') then null
        else (select w.word from search_words w where w.language = ${language} and w.word % t.word
          order by similarity(w.word, t.word) desc, w.word limit 1) end as fix
      from unnest(${textArray(words)}) as t(word)`);
    return new Map(found.filter((r) => r.fix != null).map((r) => [r.word, r.fix as string]));
  }

  return {
    async search(request) {
      const words = searchWords(request.text);
      const answer = readAnswer(request, await listingRows<Row>(searchSql(request, words)), null);
      if (answer.total > 0 || words.length === 0) return answer;
      // Nothing found as typed: try the closest known words (typing errors), once.
      const fixes = await corrections(request.language, words);
      if (fixes.size === 0) return answer;
      const fixed = words.map((w) => fixes.get(w) ?? w);
      const retry = readAnswer(request, await listingRows<Row>(searchSql(request, fixed)), fixed.join(' '));
      return retry.total > 0 ? retry : answer;
    },

    async count(request) {
      const words = searchWords(request.text);
      const conditions = [candidateWhere(request, words), ...request.filters.map((f) => sql`(${filterSql(f)})`)];
      const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products l where ${sql.join(conditions, sql` and `)}`);
      return row?.n ?? 0;
    },

    async vocabulary(language, word, limit) {
      const [clean] = searchWords(word);
      if (!clean || clean.length < 2) return [];
      const found = await rows<{ word: string }>(sql`(select w.word from search_words w
          where w.language = ${language} and w.word like ${`${clean}%`} and w.word <> ${clean} order by length(w.word), w.word limit ${limit})
        union all
        (select w.word from search_words w where w.language = ${language} and w.word % ${clean} and w.word not like ${`${clean}%`}
          order by similarity(w.word, ${clean}) desc, w.word limit ${limit})`);
      return found.map((r) => r.word);
    },

    async countTerms(language, texts) {
      const queries = texts.map((text) => searchWords(text)).filter((words) => words.length > 0);
      if (queries.length === 0) return [];
      const columns = queries.map((words, index) => sql`count(*) filter (where l.document @@ (${tsQuery(language, words)}))::int as ${sql.raw(`t${index}`)}`);
      const any = sql.join(
        queries.map((words) => sql`(${tsQuery(language, words)})`),
        sql` || `,
      );
      const [row] = await rows<Record<string, number>>(
        sql`select ${sql.join(columns, sql`, `)} from listing_products l where l.language = ${language} and l.document @@ (${any})`,
      );
      return queries.map((words, index) => ({ term: words.join(' '), count: row?.[`t${index}`] ?? 0 }));
    },
  };
}
