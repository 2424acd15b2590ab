/**
 * Expensive queries: 30 aliases of `productList` passed the alias limit and took seconds each, and
 * `productList` with 100,000 filter values took 21 s. Now an operation's estimated cost counts page
 * sizes and list arguments and is refused over the budget before anything runs, and no input list may
 * be longer than the budget's `maxListItems`; what Magento's PWA Studio sends still passes.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from './graphql.ts';
import { COST_MODEL } from './query-budget-plugin.ts';
import { QUERY_BUDGET } from './query-budget.ts';
import { estimateCost } from './query-cost.ts';
import { resolvers } from './resolvers.ts';
import { testApiForFile } from './test-file-api.ts';

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Request bodies Magento PWA Studio (Venia) sends, as @magento/peregrine 15.7.3 (its talons' .gql.js files) writes
 * the documents, fragments included, with the variables Venia sends (its category and search grids at their
 * largest page, 36; 10 orders a page). The budget must let every one through (decision 032).
 */
const VENIA_REQUESTS = JSON.parse(readFileSync(new URL('./venia-requests.json', import.meta.url), 'utf8')) as Record<
  string,
  { query: string; variables: Record<string, unknown> }
>;

const t = testApiForFile({ products: 6, production: true });

async function post(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; answer: Answer }> {
  const response = await t.request({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, answer: (await response.json()) as Answer };
}

const aliases = (count: number, field: string) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('estimated cost', () => {
  it('refuses 30 aliases of productList or products with a clear error, before running them', async () => {
    for (const field of ['productList { totalCount }', 'products(search: "a") { total_count }']) {
      const thirty = await post(aliases(30, field));
      expect(thirty.answer.data ?? null).toBeNull();
      expect(thirty.answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded/);
      // Within the alias limit, the cost refuses them: 14 catalogue searches in one request.
      const { status, answer } = await post(aliases(14, field));
      expect(status).toBe(400);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
      expect(answer.errors?.[0]?.message).toMatch(/estimated cost is [\d,]+; at most 25,000 is allowed/);
    }
  });

  it('counts the page size asked for, also through a variable', async () => {
    const listing = 'query Listing($size: Int) { productList(itemsPerPage: $size) { products { sku name } } }';
    expect((await post(listing, { size: 36 })).status).toBe(200);
    const { status, answer } = await post(listing, { size: 100_000 });
    expect(status).toBe(400);
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('lets one listing, a product page and a handful of searches through', async () => {
    const { status, answer } = await post(
      '{ productList(itemsPerPage: 72) { totalCount products { sku name } filters { key options { key label count } } } }',
    );
    expect(answer.errors).toBeUndefined();
    expect(status).toBe(200);
    expect((await post(aliases(5, 'productList { totalCount }'))).status).toBe(200);
  });

  it('lets every PWA Studio (Venia) document through the cost and the document limits', async () => {
    const schema = createSchema({ typeDefs: loadTypeDefs(), resolvers });
    for (const [name, { query, variables }] of Object.entries(VENIA_REQUESTS)) {
      const cost = estimateCost(schema, parse(query), variables, COST_MODEL);
      expect({ name, within: cost <= QUERY_BUDGET.maxCost }).toEqual({ name, within: true });
      // Our schema lacks some of Magento's fields (validation says so), but no limit may refuse them.
      const { answer } = await post(query, variables);
      const refusals = (answer.errors ?? []).filter(
        (error) => /limit of \d+ exceeded/i.test(error.message) || /TOO_|BAD_USER_INPUT/.test(error.extensions?.code ?? ''),
      );
      expect({ name, refusals }).toEqual({ name, refusals: [] });
    }
  });

  it('leaves the server’s own operations in process to their own page sizes (a sitemap of 50,000 addresses)', async () => {
    const sitemap = '{ sitemapEntries(type: PRODUCT, pageSize: 50000) { total_count items { path } } }';
    expect((await post(sitemap)).status).toBe(400);
    const inProcess = await t.api.run({ query: sitemap });
    expect(inProcess.errors).toBeUndefined();
    expect(inProcess.status).toBe(200);
  });
});

describe('list arguments', () => {
  const values = (count: number) => Array.from({ length: count }, (_, i) => `v${i}`);

  it('refuses a list of 2,000 filter values, written in the document or given as a variable, naming the argument', async () => {
    const literal = `{ productList(filters: [{ key: "color", values: ${JSON.stringify(values(2000))} }]) { totalCount } }`;
    const written = await post(literal);
    expect(written.status).toBe(400);
    expect(written.answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/argument "filters" of "productList" holds a list of 2000 items .*at most 250/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const variable = await post('query List($filters: [ListFilterInput!]) { productList(filters: $filters) { totalCount } }', {
      filters: [{ key: 'color', values: values(2000) }],
    });
    expect(variable.status).toBe(400);
    expect(variable.answer.errors?.[0]?.message).toMatch(
      /"filters" of "productList" holds a list of 2000 items \(at filters\[0\]\.values\)/,
    );
    // The whole 100,000 values (1.5 MB) do not even get read.
    const huge = await post(literal.replace(JSON.stringify(values(2000)), JSON.stringify(values(100_000))));
    expect(huge.status).toBe(413);
  });

  it('takes lists up to the bound where no field bounds them itself (a listing’s filter values)', async () => {
    const query = 'query List($values: [String!]!) { productList(filters: [{ key: "color", values: $values }]) { totalCount } }';
    const within = await post(query, { values: values(QUERY_BUDGET.maxListItems) });
    expect(within.answer.errors).toBeUndefined();
    const over = await post(query, { values: values(QUERY_BUDGET.maxListItems + 1) });
    expect(over.status).toBe(400);
    expect(over.answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', category: 'graphql-input' });
  });
});
