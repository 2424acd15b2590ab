/**
 * Caches bounded in bytes: the parse cache kept up to 1,024 whole documents whatever their size, and
 * the persisted-query store kept any text a client sent with a hash, before it was even parsed. Now
 * distinct large documents leave the heap flat, and a persisted query is kept only once its document
 * validated within the limits, in a store bounded in bytes and in number.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { QUERY_BUDGET } from './query-budget.ts';
import { postJson, testApiForFile } from './test-file-api.ts';
import { heapAfterGc } from './heap-testing.ts';

const MB = 1024 * 1024;

const t = testApiForFile({ products: 4, production: true });

const post = (body: Record<string, unknown>) => postJson(t, body);

const hashOf = (query: string) => createHash('sha256').update(query).digest('hex');
const persisted = (sha256Hash: string) => ({ persistedQuery: { version: 1, sha256Hash } });

describe('parse cache', () => {
  it('keeps the heap flat under 400 distinct documents of 23 KB that each parse into 0.7 MB', async () => {
    // Within every bound but the list's: each parses, validates and is refused before execution.
    const document = (n: number) =>
      `{ productsBySkus(skus: [${Array.from({ length: 2_400 }, (_, i) => `"s${n}-${i}"`).join(',')}]) { sku } }`;
    const before = heapAfterGc();
    for (let n = 0; n < 400; n += 4) {
      const answers = await Promise.all([n, n + 1, n + 2, n + 3].map((i) => post({ query: document(i) })));
      for (const { status } of answers) expect(status).toBe(400);
    }
    expect(heapAfterGc() - before).toBeLessThan(QUERY_BUDGET.parseCacheBytes / MB + 50);
  });
});

describe('automatic persisted queries', () => {
  it('does not keep a document that broke a limit or did not parse', async () => {
    const tooManyAliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: ping`).join(' ')} }`;
    const broken = '{ storeConfig { code ';
    for (const query of [tooManyAliases, broken]) {
      const registered = await post({ query, extensions: persisted(hashOf(query)) });
      expect(registered.answer.errors?.length).toBeGreaterThan(0);
      const byHash = await post({ extensions: persisted(hashOf(query)) });
      expect(byHash.answer.errors?.[0]?.message).toBe('PersistedQueryNotFound');
    }
  });

  it('refuses a 10 MB text sent with its hash without hashing or keeping it', async () => {
    const query = `{ __typename }#${'x'.repeat(10 * MB)}`;
    const { status } = await post({ query, extensions: persisted(hashOf(query)) });
    expect(status).toBe(413);
    const byHash = await post({ extensions: persisted(hashOf(query)) });
    expect(byHash.answer.errors?.[0]?.message).toBe('PersistedQueryNotFound');
  });

  it('keeps a valid document, and at most 1,000 of them (the least recently used go first)', async () => {
    const queries = Array.from({ length: QUERY_BUDGET.persistedQueryEntries + 1 }, (_, i) => `{ __typename } # ${i}`);
    // The first alone, so it is the least recently used; the rest twenty at a time.
    await post({ query: queries[0]!, extensions: persisted(hashOf(queries[0]!)) });
    for (let i = 1; i < queries.length; i += 20) {
      await Promise.all(queries.slice(i, i + 20).map((query) => post({ query, extensions: persisted(hashOf(query)) })));
    }
    const last = await post({ extensions: persisted(hashOf(queries.at(-1)!)) });
    expect(last.answer).toEqual({ data: { __typename: 'Query' } });
    const first = await post({ extensions: persisted(hashOf(queries[0]!)) });
    expect(first.answer.errors?.[0]?.message).toBe('PersistedQueryNotFound');
  });
});
