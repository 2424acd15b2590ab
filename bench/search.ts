/**
 * `npm run bench:search [-- --database-url=postgres://… | --data-dir=.data] [--engine=memory|postgres] [--duration=10] [--concurrency=8] [--cold] [--plans]`
 *
 * Measures the catalogue search and listing on an existing, seeded shop database (seed a large one
 * first: `DATABASE_URL=… npm run seed -- --products 100000`, or `DATA_DIR=… npm run seed -- …` for
 * the embedded database). Three questions, each asked over many terms or categories in turn
 * through the API in process (the path the storefront takes: GraphQL pipeline, search engine,
 * tiles):
 *   quick      the overlay's quick search (spec 000 §9: in stock, 4 products) with facets, pages and
 *              suggestions (16 terms in three languages, typing errors too)
 *   search     the same operation for a results page (36 products)
 *   category   an unfiltered category listing (`productList`, every category in turn)
 *   filtered   a category listing with two filters (colour and size)
 * Latency is measured one request at a time (p50, p95); throughput with `--concurrency` requests in
 * flight for `--duration` seconds. `--cold` turns off the answers the engine keeps per read-model
 * version, so every question runs its statement. `--engine` picks the search engine (default
 * `SEARCH_ENGINE`, else postgres); `memory` loads the copy first and prints its load time and size
 * (decision 068). `--plans` prints EXPLAIN ANALYZE of the engine's statement for one
 * request of each kind. Figures and plans are recorded in bench/README.md.
 */
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { everyListingFacet, memoryEngine, postgresEngine, useSearchEngine } from '@shop/api/search';
import { createApi, openDatabase } from '@shop/api/server';
import { SearchAroundFragmentDoc } from '@shop/storefront/documents';
import { percentile } from './stats.ts';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '8' },
    samples: { type: 'string', default: '300' },
    plans: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
    engine: { type: 'string', default: process.env.SEARCH_ENGINE ?? 'postgres' },
  },
});

/** What the quick search and the results page both ask: products, facets, pages and suggestions (the storefront's `SearchAround`). */
const AROUND = /* GraphQL */ `
  fragment BenchSearchAround on SearchResult {
    productData {
      products {
        sku
        name
        price
        image
      }
    }
    ...SearchAround
  }
  ${SearchAroundFragmentDoc.toString()}
`;

const SEARCH = /* GraphQL */ `
  query BenchSearch($search: String!, $filters: [ListFilterInput!]) {
    search(search: $search, filters: $filters, page: 1, itemsPerPage: 36) {
      productData {
        products {
          inStock
        }
      }
      ...BenchSearchAround
    }
  }
  ${AROUND}
`;

const QUICK = /* GraphQL */ `
  query BenchQuickSearch($search: String!) {
    search(search: $search, filters: [{ key: "stock", values: ["in-stock"] }], isQuickSearch: true, page: 1, itemsPerPage: 4) {
      productData {
        products {
          urlKey
        }
      }
      ...BenchSearchAround
    }
  }
  ${AROUND}
`;

const LIST = /* GraphQL */ `
  query BenchList($filters: [ListFilterInput!]) {
    productList(filters: $filters, page: 1, itemsPerPage: 36) {
      totalCount
      products {
        sku
        name
        price
        inStock
        image
        hover_image
      }
      filters {
        key
        type
        options {
          key
          label
          count
          selected
        }
        min
        max
      }
    }
  }
`;

const TERMS: [string, string][] = [
  ['nl', 'overhemd'],
  ['nl', 'blauw overhemd'],
  ['nl', 'jas'],
  ['nl', 'broek slim fit'],
  ['nl', 'overhmd'],
  ['nl', 'trui wol'],
  ['en', 'shirt'],
  ['en', 'navy blazer'],
  ['en', 'trousers'],
  ['en', 'knitwear'],
  ['en', 'sneakres'],
  ['de', 'hemd'],
  ['de', 'hose'],
  ['de', 'jacke'],
  ['de', 'pullover'],
  ['nl', 'van arkel'],
];

interface Ask {
  store: string;
  query: string;
  variables: Record<string, unknown>;
}

async function main(): Promise<void> {
  const url = values['database-url'] ?? process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ url, poolSize: 10 })
    : await openDatabase({ dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? '.data' });
  // --cold: every question runs its statement (no answers kept per read-model version).
  if (values.cold) useSearchEngine(database.db, postgresEngine(database.db, { keepAnswers: false }));
  if (values.engine === 'memory') {
    const started = performance.now();
    const heapBefore = process.memoryUsage();
    const memory = memoryEngine(database.db, { fallback: postgresEngine(database.db, { keepAnswers: !values.cold }) });
    if (!(await memory.ready())) throw new Error('the search engine in memory did not load');
    const { listed, bytes } = memory.size();
    const heapAfter = process.memoryUsage();
    const grown = heapAfter.heapUsed + heapAfter.arrayBuffers - heapBefore.heapUsed - heapBefore.arrayBuffers;
    const rows = Object.values(listed).reduce((sum, n) => sum + n, 0);
    const mib = (n: number) => Math.round(n / 2 ** 20);
    console.log(
      `engine in memory: loaded in ${Math.round(performance.now() - started)} ms; rows ${JSON.stringify(listed)}; ` +
        `${mib(bytes)} MiB counted (${mib((bytes / rows) * 100_000)} MiB per 100,000 rows), heap and buffers grew ${mib(grown)} MiB`,
    );
    useSearchEngine(database.db, memory);
  } else if (values.engine !== 'postgres') {
    throw new Error(`--engine must be memory or postgres, not ${values.engine}`);
  }
  const api = createApi({ db: database.db, production: true });
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [{ n: listed } = { n: 0 }] = await rows<{ n: number }>(sql`select count(*)::int as n from listing_products where language = 'nl'`);
  const categories = await rows<{ url_path: string; n: number }>(sql`select c.url_path, count(*)::int as n from categories c
    join listing_products l on l.language = 'nl' and l.category_ids @> array[c.id] where c.is_active group by c.url_path order by c.url_path`);
  const facets = await rows<{ url_path: string; color: string; size: string }>(sql`select c.url_path, l.color, l.sizes[1] as size
    from categories c join lateral (select color, sizes from listing_products l where l.language = 'nl' and l.category_ids @> array[c.id]
      and cardinality(l.sizes) > 0 and l.color is not null limit 1) l on true where c.is_active order by c.url_path`);

  const kinds: Record<string, Ask[]> = {
    quick: TERMS.map(([store, term]) => ({ store, query: QUICK, variables: { search: term } })),
    search: TERMS.map(([store, term]) => ({ store, query: SEARCH, variables: { search: term } })),
    category: categories.map((c) => ({ store: 'nl', query: LIST, variables: { filters: [{ key: 'category', values: [c.url_path] }] } })),
    filtered: facets.map((f) => ({
      store: 'nl',
      query: LIST,
      variables: {
        filters: [
          { key: 'category', values: [f.url_path] },
          { key: 'color', values: [f.color] },
          { key: 'size', values: [f.size] },
        ],
      },
    })),
  };

  const ask = async (a: Ask) => {
    const result = await api.run({ query: a.query, variables: a.variables, store: a.store });
    if (result.errors?.length) throw new Error(`${JSON.stringify(a.variables)}: ${result.errors[0]?.message}`);
  };

  console.log(
    `listed products per language: ${listed}; categories: ${categories.length}; database: ${url ? 'PostgreSQL' : 'PGlite'}; engine: ${values.engine}`,
  );
  const duration = Number(values.duration) * 1000;
  const concurrency = Number(values.concurrency);
  const samples = Number(values.samples);
  for (const [kind, asks] of Object.entries(kinds)) {
    for (const a of asks) await ask(a); // warm: reference caches, prepared plans
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      await ask(asks[i % asks.length] as Ask);
      latencies.push(performance.now() - started);
    }
    let done = 0;
    let next = 0;
    const until = performance.now() + duration;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < until) {
          await ask(asks[next++ % asks.length] as Ask);
          done += 1;
        }
      }),
    );
    const round = (v: number) => Math.round(v * 10) / 10;
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(9)} p50 ${round(percentile(sorted, 50))} ms  p95 ${round(percentile(sorted, 95))} ms  ` +
        `${Math.round(done / (duration / 1000))} req/s at ${concurrency} in flight  (${asks.length} variants)`,
    );
  }

  if (values.plans) {
    const explaining = database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
    const engine = postgresEngine(
      {
        ...database.db,
        execute: async (q: ReturnType<typeof sql>) => {
          const plan = (await explaining.execute(sql`explain (analyze, buffers off, timing on) ${q}`)) as {
            rows: Record<string, string>[];
          };
          console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
          return { rows: [] };
        },
        transaction: async (work: (tx: unknown) => Promise<unknown>) =>
          work({
            execute: async (q: ReturnType<typeof sql>) => {
              const text = JSON.stringify(q);
              if (text.includes('set local jit')) return { rows: [] };
              const plan = (await explaining.execute(sql`explain (analyze, timing on) ${q}`)) as { rows: Record<string, string>[] };
              console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
              return { rows: [] };
            },
          }),
      } as never,
      { keepAnswers: false },
    );
    const childIds = await rows<{ id: number }>(sql`select c.id from categories c join categories p on p.id = c.parent_id
      where p.url_path like '%overhemden' and c.is_active`);
    const facetsOf = everyListingFacet(childIds.map((r) => r.id));
    const shirts = categories.find((c) => c.url_path.endsWith('overhemden'));
    const ids = shirts ? await rows<{ id: number }>(sql`select id from categories where url_path = ${shirts.url_path}`) : [];
    console.log('\n## search "overhemd" with facets (nl)');
    await engine.search({
      language: 'nl',
      text: 'overhemd',
      categoryIds: null,
      filters: [],
      sort: 'recommended',
      page: 1,
      pageSize: 36,
      facets: [...facetsOf],
    });
    console.log(`\n## category listing ${shirts?.url_path ?? ''}`);
    await engine.search({
      language: 'nl',
      text: null,
      categoryIds: ids.map((r) => r.id),
      filters: [],
      sort: 'recommended',
      page: 1,
      pageSize: 36,
      facets: [...facetsOf],
    });
    const f = facets.find((x) => x.url_path === shirts?.url_path);
    console.log(`\n## category listing ${shirts?.url_path ?? ''} with colour ${f?.color} and size ${f?.size}`);
    await engine.search({
      language: 'nl',
      text: null,
      categoryIds: ids.map((r) => r.id),
      filters: [
        { key: 'color', kind: 'color', values: [f?.color ?? ''] },
        { key: 'size', kind: 'size', values: [f?.size ?? ''] },
      ],
      sort: 'recommended',
      page: 1,
      pageSize: 36,
      facets: [...facetsOf],
    });
  }
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
