import { sql, type SQL } from 'drizzle-orm';
import { list, queryRows } from '../catalog/listing-sql.ts';
import { resultRows, type Db } from '../platform/db.ts';
import type { EngineFacet, EngineFilter, SearchAnswer, SearchEngine, SearchRequest } from './engine.ts';
import { prefixQuery, searchWords } from './text.ts';

/**
 * The search engine on the shop's own database: every question is answered from the listing read
 * model (`listing_products`, migration 0004) in one statement: the page, read in the order's tiers
 * along the order index (decision 066), and one grouped pass over the candidates for the total and
 * every facet count; a facet is counted with every filter but its own.
 */

const textArray = (values: readonly string[]) => sql`array[${list(values)}]::text[]`;

/** The full-text query of a list of words: every word must match, as a prefix, stemmed or as typed. */
function tsQuery(language: string, words: readonly string[], weights = ''): SQL {
  const parts = words.map(
    (word) =>
      sql`(to_tsquery(shop_search_config(${language}::text), ${prefixQuery(word, weights)}) || to_tsquery('simple', ${prefixQuery(word, weights)}))`,
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

/** The order of the sorts by price and name (the recommended and relevance orders are read in tiers: `tieredPage`). */
function orderBy(sort: 'priceasc' | 'pricedesc' | 'nameasc' | 'namedesc'): SQL {
  switch (sort) {
    case 'priceasc':
      return sql`final_price asc, id asc`;
    case 'pricedesc':
      return sql`final_price desc, id asc`;
    case 'nameasc':
      return sql`lower(name) asc, id asc`;
    case 'namedesc':
      return sql`lower(name) desc, id asc`;
  }
}

/** Joins the values of `sizes_key` and `attrs_key` (migration 0004). */
const KEY_SEPARATOR = '\u001f';

/** Facet columns counted in one pass with GROUPING SETS, in the order of `grouping(...)`'s bits. */
const GROUPED = [
  { kind: 'brand', column: sql`l.brand_id`, text: sql`l.brand_id::text` },
  { kind: 'color', column: sql`l.color`, text: sql`l.color` },
  { kind: 'size', column: sql`l.sizes_key`, text: sql`l.sizes_key` },
  { kind: 'attribute', column: sql`l.attrs_key`, text: sql`l.attrs_key` },
  { kind: 'category', column: sql`l.categories_key`, text: sql`l.categories_key` },
] as const;

/** The staff-set profile whose pins apply: the asked one, or the fallback when the asked one pins nothing in this category. */
export function chosenProfile(sequence: NonNullable<SearchRequest['sequence']>): SQL {
  const { categoryId, profile, fallback } = sequence;
  return profile === fallback
    ? sql`${profile}::text`
    : sql`(case when exists (select 1 from category_sequences r where r.category_id = ${categoryId} and r.profile = ${profile})
          then ${profile}::text else ${fallback}::text end)`;
}

/** Index entries a tier reads in order before it sorts its candidates instead (`tierBranch`). */
const TIER_WALK = 1000;

/**
 * Products a question must find before its tiers read along the order index at all: below it the
 * candidates are few (or rare among the listed products) and sorting them costs less than walking.
 */
const DENSE_QUESTION = 5000;

/**
 * The first `wanted` products of one tier (in stock or not) meeting `condition`, by rank: read
 * along the order index while the condition is common (a broad word, a large category: a few dozen
 * entries), else, when the first entries hold fewer than `wanted`, from the candidates sorted (the
 * GIN index; `rank + 0` keeps the planner off the order index). Either way a sparse tier never
 * walks the whole index, and a dense one never sorts its thousands of candidates.
 */
function tierBranch(language: string, inStock: boolean, condition: SQL, wanted: number, dense: SQL): SQL {
  const walk = Math.max(TIER_WALK, wanted * 30);
  const stock = inStock ? sql`l.in_stock` : sql`not l.in_stock`;
  return sql`(with walked as materialized (
      select w.id from (select l.product_id as id, (${condition}) as ok from listing_products l
        where l.language = ${language} and ${stock} order by l.rank, l.product_id limit ${walk}) w
      where ${dense} and w.ok limit ${wanted})
    select walked.id from walked where (select count(*) from walked) >= ${wanted}
    union all
    (select l.product_id from listing_products l where ${condition} and ${stock} and (select count(*) from walked) < ${wanted}
      order by l.rank + 0, l.product_id limit ${wanted}))`;
}

/**
 * The page of the recommended and relevance orders, read in the order's own tiers instead of
 * sorting every candidate: per tier (in stock or not; for a text, whether name, brand or sku hold
 * every word), first its pinned products in their positions, then the others along the index on
 * (language, in_stock, rank, product_id). The branches are appended in the order's sequence and the
 * page is cut from their concatenation, so a broad question reads about a page of index entries
 * and never scores or sorts its tens of thousands of candidates.
 */
function tieredPage(request: SearchRequest, words: readonly string[], all: SQL, dense: SQL): SQL {
  const hasText = words.length > 0;
  const named = hasText ? sql`(l.document @@ (${tsQuery(request.language, words, 'A')}))` : null;
  const sequence = request.sort === 'recommended' ? request.sequence : null;
  const wanted = request.page * request.pageSize;
  const where = candidateWhere(request, words);
  const pinned = sequence
    ? sql`exists (select 1 from category_sequences s where s.category_id = ${sequence.categoryId}
        and s.profile = ${chosenProfile(sequence)} and s.product_id = l.product_id)`
    : null;
  const tiers: { inStock: boolean; named: boolean | null }[] = [];
  const stocks = [true, false];
  const names = hasText ? [true, false] : [null];
  if (hasText && request.sort === 'relevance') {
    for (const n of names) for (const inStock of stocks) tiers.push({ inStock, named: n });
  } else {
    for (const inStock of stocks) for (const n of names) tiers.push({ inStock, named: n });
  }
  const branches: SQL[] = [];
  for (const tier of tiers) {
    const conditions = [where, all];
    if (named && tier.named !== null) conditions.push(tier.named ? named : sql`not ${named}`);
    const condition = sql.join(conditions, sql` and `);
    if (sequence && pinned) {
      branches.push(sql`(select l.product_id as id from listing_products l
          join category_sequences s on s.category_id = ${sequence.categoryId} and s.profile = ${chosenProfile(sequence)} and s.product_id = l.product_id
          where ${condition} and ${tier.inStock ? sql`l.in_stock` : sql`not l.in_stock`} order by s.position, l.rank, l.product_id limit ${wanted})`);
    }
    branches.push(tierBranch(request.language, tier.inStock, sql`${condition}${pinned ? sql` and not ${pinned}` : sql``}`, wanted, dense));
  }
  return sql`select t.id from (${sql.join(branches, sql` union all `)}) t limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`;
}

/**
 * The listing in one statement: the page (tiered for the recommended and relevance orders, else a
 * top-N sort of the candidates), and one pass over the candidates with GROUPING SETS for the total,
 * the price range and every facet's counts: per group, one count with all filters and one per
 * filter with all filters but that one (standard faceting), so each facet can be read without its
 * own filter.
 */
function searchSql(request: SearchRequest, words: readonly string[], denseQuestion: number): SQL {
  const { filters } = request;
  const conditions = filters.map((filter) => sql`(${filterSql(filter)})`);
  const allOf = (except?: string) => {
    const parts = filters.flatMap((filter, index) => (filter.key === except ? [] : [conditions[index] as SQL]));
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const all = allOf();
  const where = candidateWhere(request, words);
  const sort = request.sort;
  const page =
    sort === 'recommended' || sort === 'relevance'
      ? tieredPage(request, words, all, sql`(select found.n >= ${denseQuestion} from found)`)
      : sql`select c.id from (select l.product_id as id, l.final_price, l.name from listing_products l where ${where} and ${all}) c
          order by ${orderBy(sort)} limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`;
  // The grouped pass reads each filter once per row, as a column (`offset 0` keeps the subquery, so
  // the planner does not copy the expression into every count that names it).
  const flagColumns = filters.map((_, index) => sql`, ${conditions[index] as SQL} as ${sql.raw(`f${index}`)}`);
  const flagsOf = (except?: string) => {
    const parts = filters.flatMap((filter, index) => (filter.key === except ? [] : [sql.raw(`l.f${index}`)]));
    return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
  };
  const counts = [flagsOf(), ...filters.map((filter) => flagsOf(filter.key))].map((condition) => sql`count(*) filter (where ${condition})`);
  const priceCondition = flagsOf('price');
  // A category without children has no category counts to give.
  const counted = (f: EngineFacet) => !(f.kind === 'category' && f.categoryIds?.length === 0);
  const grouped = GROUPED.filter((g) =>
    request.facets.some((f) => counted(f) && (f.kind === g.kind || (g.kind === 'attribute' && f.kind === 'boolean'))),
  );
  const sets = [...grouped.map((g) => sql`(${g.column})`), sql`()`];
  const mask =
    grouped.length > 0
      ? sql`grouping(${sql.join(
          grouped.map((g) => g.column),
          sql`, `,
        )})`
      : sql`0`;
  const groupValue =
    grouped.length > 0
      ? sql`coalesce(${sql.join(
          grouped.map((g) => g.text),
          sql`, `,
        )})`
      : sql`null::text`;
  // The row of the empty grouping set (every column aggregated) holds the total.
  const whole = (1 << grouped.length) - 1;
  return sql`with grouped as materialized (
      select ${`g:${grouped.map((g) => g.kind).join(',')}`}::text as kind, ${groupValue} as value, ${mask}::int as n,
        min(l.final_price) filter (where ${priceCondition})::int as lo, max(l.final_price) filter (where ${priceCondition})::int as hi,
        json_build_array(${sql.join(counts, sql`, `)})::text as extra, count(*) filter (where ${flagsOf()})::int as found
      from (select l.brand_id, l.color, l.sizes_key, l.attrs_key, l.categories_key, l.final_price ${sql.join(flagColumns, sql``)}
        from listing_products l where ${where} offset 0) l
      group by grouping sets (${sql.join(sets, sql`, `)})
    ), found as (select coalesce(max(g.found) filter (where g.n = ${whole}), 0) as n from grouped g)
    select 'page'::text as kind, p.id::text as value, (row_number() over ())::int as n, null::int as lo,
        null::int as hi, null::text as extra
      from (${page}) p
    union all
    select g.kind, g.value, g.n, g.lo, g.hi, g.extra from grouped g`;
}

function addCount(facets: Map<string, Map<string, number>>, key: string, value: string, n: number): void {
  if (n === 0) return;
  const counts = facets.get(key) ?? new Map<string, number>();
  counts.set(value, (counts.get(value) ?? 0) + n);
  facets.set(key, counts);
}

interface Row {
  kind: string;
  value: string | null;
  n: number | null;
  lo: number | null;
  hi: number | null;
  extra: string | null;
}

function readAnswer(request: SearchRequest, rows: Row[], correctedText: string | null): SearchAnswer {
  const facets = new Map<string, Map<string, number>>();
  // Per facet key, which count of a group to read: the one without the facet's own filter.
  const column = (key: string) => 1 + request.filters.findIndex((f) => f.key === key);
  const keysOf = (kind: string) =>
    request.facets.filter((f) => f.kind === kind || (kind === 'attribute' && f.kind === 'boolean')).map((f) => f.key);
  let total = 0;
  let priceRange: SearchAnswer['priceRange'] = null;
  const page: { id: number; at: number }[] = [];
  for (const row of rows) {
    if (row.kind === 'page') {
      page.push({ id: Number(row.value), at: row.n ?? 0 });
    } else if (row.kind.startsWith('g:')) {
      const grouped = row.kind
        .slice(2)
        .split(',')
        .filter((k) => k !== '');
      const counts = JSON.parse(row.extra ?? '[]') as number[];
      const set = grouped.findIndex((_, index) => ((row.n ?? 0) & (1 << (grouped.length - 1 - index))) === 0);
      if (set === -1) {
        total = counts[0] ?? 0;
        priceRange = row.lo != null && row.hi != null ? { min: row.lo, max: row.hi } : null;
        continue;
      }
      const kind = grouped[set] as string;
      if (row.value == null) continue;
      if (kind === 'category') {
        const key = keysOf('category')[0];
        if (key === undefined) continue;
        const wanted = request.facets.find((f) => f.kind === 'category')?.categoryIds;
        for (const id of row.value.split(',')) {
          if (id !== '' && (!wanted || wanted.includes(Number(id)))) addCount(facets, 'category', id, counts[column(key)] ?? 0);
        }
      } else if (kind === 'size' || kind === 'attribute') {
        for (const value of new Set(row.value === '' ? [] : row.value.split(KEY_SEPARATOR))) {
          if (kind === 'size') {
            for (const key of keysOf('size')) addCount(facets, key, value, counts[column(key)] ?? 0);
            continue;
          }
          const at = value.indexOf('=');
          const key = value.slice(0, at);
          if (keysOf('attribute').includes(key)) addCount(facets, key, value.slice(at + 1), counts[column(key)] ?? 0);
        }
      } else {
        for (const key of keysOf(kind)) addCount(facets, key, row.value, counts[column(key)] ?? 0);
      }
    }
  }
  return { total, ids: page.sort((a, b) => a.at - b.at).map((p) => p.id), facets, priceRange, correctedText };
}

/**
 * For each word the vocabulary does not know (not even as a prefix), its closest known word: what a
 * search that found nothing as typed searches instead (every engine corrects the same way).
 */
export async function correctedWords(db: Db, language: string, words: readonly string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const found = await queryRows<{ word: string; fix: string | null }>(
    db,
    sql`select t.word,
        case when exists (select 1 from search_words w where w.language = ${language} and w.word like t.word || '%') then null
        else (select w.word from search_words w where w.language = ${language} and w.word % t.word
          order by similarity(w.word, t.word) desc, w.word limit 1) end as fix
      from unnest(${textArray(words)}) as t(word)`,
  );
  return new Map(found.filter((r) => r.fix != null).map((r) => [r.word, r.fix as string]));
}

/**
 * The engine on PostgreSQL or PGlite; `keepAnswers: false` runs every question (benchmarks);
 * `denseQuestion` moves the point from which pages are read along the order index (tests).
 */
export function postgresEngine(db: Db, options: { keepAnswers?: boolean; denseQuestion?: number } = {}): SearchEngine {
  const denseQuestion = options.denseQuestion ?? DENSE_QUESTION;
  const rows = <T>(query: SQL): Promise<T[]> => queryRows<T>(db, query);
  // The planner cannot estimate materialised candidate sets and overrates these statements; with
  // JIT on, PostgreSQL would spend far longer compiling than running them. Settings made with
  // `set_config(…, true)` last until the end of this transaction; PGlite has no JIT and accepts it.
  const listingRows = <T>(query: SQL): Promise<T[]> =>
    db.transaction(async (tx) => {
      // The grouping and the sorts of a large category (tens of thousands of rows) stay in memory
      // rather than spill to a temporary file, as they did at the default 4 MB. The planner rates a
      // prefix word ('overhemd':*) as matching half the catalogue and would read every row instead
      // of the GIN index (5 times slower at 18,000 of 100,000). The tiered page is cut from its
      // branches in their order: no parallel plan may interleave them (decision 066).
      await tx.execute(
        sql`select set_config('jit', 'off', true), set_config('work_mem', '16MB', true), set_config('enable_seqscan', 'off', true),
          set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      return resultRows<T>(await tx.execute(query));
    });

  /**
   * Answers are kept per read-model version: the committed rows of `listing_changes` (a table of
   * about a thousand rows, read per question), summed up as newest id, count and sum of ids. Every
   * refresh adds a row in its own transaction, so any committed change makes every kept answer stale
   * and nothing is answered from before it. The newest id alone would not do: two refreshes commit
   * in either order, and a row with a lower id can become visible after one with a higher id.
   * Concurrent identical questions share one statement.
   */
  const kept = new Map<string, { version: string; value: Promise<unknown> }>();
  const version = async () => {
    const [row] = await rows<{ v: string }>(
      sql`select concat_ws(':', coalesce(max(id), 0), count(*), coalesce(sum(id), 0)) as v from listing_changes`,
    );
    return row?.v ?? '0';
  };
  async function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
    const current = await version();
    const hit = kept.get(key);
    if (hit && hit.version === current) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = load();
    kept.set(key, { version: current, value });
    value.catch(() => kept.delete(key));
    while (kept.size > MAX_KEPT) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return value;
  }

  const engine: SearchEngine = {
    async search(request) {
      const words = searchWords(request.text);
      const answer = readAnswer(request, await listingRows<Row>(searchSql(request, words, denseQuestion)), null);
      if (answer.total > 0 || words.length === 0) return answer;
      // Nothing found as typed: try the closest known words (typing errors), once.
      const fixes = await correctedWords(db, request.language, words);
      if (fixes.size === 0) return answer;
      const fixed = words.map((w) => fixes.get(w) ?? w);
      const retry = readAnswer(request, await listingRows<Row>(searchSql(request, fixed, denseQuestion)), fixed.join(' '));
      return retry.total > 0 ? retry : answer;
    },

    async count(request) {
      const words = searchWords(request.text);
      const conditions = [candidateWhere(request, words), ...request.filters.map((f) => sql`(${filterSql(f)})`)];
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from listing_products l where ${sql.join(conditions, sql` and `)}`,
      );
      return row?.n ?? 0;
    },

    async vocabulary(language, word, limit) {
      const [clean] = searchWords(word);
      if (!clean || clean.length < 2) return [];
      const found = await rows<{ word: string }>(sql`(select w.word from search_words w
          where w.language = ${language} and w.word like ${`${clean}%`} and w.word <> ${clean} order by length(w.word), w.word limit ${limit})
        union all
        (select w.word from search_words w where w.language = ${language} and w.word % ${clean} and w.word not like ${`${clean}%`}
          -- Words that merely look alike only when nothing continues what was typed.
          and not exists (select 1 from search_words c where c.language = ${language} and c.word like ${`${clean}%`})
          order by similarity(w.word, ${clean}) desc, w.word limit ${limit})`);
      return found.map((r) => r.word);
    },

    async countTerms(language, texts) {
      const queries = texts.map((text) => searchWords(text)).filter((words) => words.length > 0);
      if (queries.length === 0) return [];
      const columns = queries.map(
        (words, index) => sql`count(*) filter (where l.document @@ (${tsQuery(language, words)}))::int as ${sql.raw(`t${index}`)}`,
      );
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

  if (options.keepAnswers === false) return engine;
  return {
    search: (request) => remembered(JSON.stringify(['search', request]), () => engine.search(request)),
    count: (request) => remembered(JSON.stringify(['count', request]), () => engine.count(request)),
    vocabulary: (language, word, limit) =>
      remembered(JSON.stringify(['vocabulary', language, word, limit]), () => engine.vocabulary(language, word, limit)),
    countTerms: (language, texts) => remembered(JSON.stringify(['terms', language, texts]), () => engine.countTerms(language, texts)),
  };
}

/** Answers kept per process (each a few kilobytes). */
const MAX_KEPT = 2000;
