import { createTestApi, type TestApi } from '@shop/api/testing';
import { readPersistedDocuments } from '@shop/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS_REQUEST_HEADER } from '@shop/rules';
import * as generated from '../../apps/storefront/app/graphql/graphql.ts';
import { CartPageDocument, ProductPageDocument } from '../../apps/storefront/app/graphql/graphql.ts';
import { ApiError, createApiClient, createHttpTransport, type ApiTransport } from '@shop/api/client';
import { persistedDocumentsFile } from './storefront.ts';

// The storefront's client against the real API, in process (one-process mode) and over HTTP (API_URL).
let t: TestApi;
let sku: string;
const requests: Request[] = [];
let inProcess: ApiTransport;
let overHttp: ApiTransport;

beforeAll(async () => {
  t = await createTestApi({ products: 10, production: true, persistedDocuments: readPersistedDocuments(persistedDocumentsFile) });
  const listed = await t.query<{ products: { items: { sku: string }[] } }>('{ products(search: "", pageSize: 1) { items { sku } } }');
  sku = listed.data!.products.items[0]!.sku;
  inProcess = (operation) => t.api.run(operation);
  overHttp = createHttpTransport({
    baseUrl: 'http://api.shop.test',
    fetch: (request) => {
      requests.push(request.clone());
      return t.api.fetch(request);
    },
  });
});
afterAll(() => t.close());

const client = (transport: ApiTransport) => createApiClient({ transport, storeCode: 'de', requestId: 'test' });

describe('storefront to API', () => {
  it('every generated storefront document is in the manifest the API serves', () => {
    const manifest = readPersistedDocuments(persistedDocumentsFile);
    const hashes = Object.values(generated)
      .map((value) => (value as { __meta__?: { hash?: unknown } }).__meta__?.hash)
      .filter((hash): hash is string => typeof hash === 'string');
    expect(hashes.length).toBeGreaterThan(20);
    expect(hashes.filter((hash) => !manifest.has(hash))).toEqual([]);
  });

  it('gets the same product page in process as over HTTP, where it went out as a GET with the hash only', async () => {
    requests.length = 0;
    const viaHttp = await client(overHttp).query(ProductPageDocument, { sku });
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    expect(new URL(requests[0]!.url).searchParams.get('documentId')).toBe(ProductPageDocument.__meta__?.hash);
    const direct = await client(inProcess).query(ProductPageDocument, { sku });
    expect(direct).toEqual(viaHttp);
    expect(direct.products.items[0]?.sku).toBe(sku);
  });

  it('throws the same ApiError in process as over HTTP for a business error', async () => {
    const failure = (transport: ApiTransport) =>
      client(transport)
        .query(CartPageDocument, { cartId: 'no-such-cart' })
        .catch((error: unknown) => error);
    const [viaHttp, direct] = [await failure(overHttp), await failure(inProcess)];
    expect(direct).toBeInstanceOf(ApiError);
    expect(direct).toEqual(viaHttp);
    expect((direct as ApiError).errors[0]).toMatchObject({
      message: 'Could not find a cart with ID "no-such-cart"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('falls back to the document text when the API does not know a hash', async () => {
    const unknownDocument = {
      toString: () => '{ storeConfig { code } }',
      __meta__: { hash: `sha256:${'0'.repeat(64)}`, operation: 'query' },
    };
    for (const transport of [inProcess, overHttp]) {
      expect(await client(transport).query(unknownDocument, {})).toEqual({ storeConfig: { code: 'de' } });
    }
  });
});

describe("a page's cache tags over HTTP (decision 063)", () => {
  async function tagsOf(transport: ApiTransport): Promise<string[]> {
    const cacheTags = new Set<string>();
    await createApiClient({ transport, storeCode: 'de', requestId: 'test', cacheTags }).query(ProductPageDocument, { sku });
    return [...cacheTags].sort();
  }

  it('collects the same tags over HTTP as in process, where the client asked for them', async () => {
    const direct = await tagsOf(inProcess);
    expect(direct.some((tag) => tag.startsWith('p:'))).toBe(true);
    requests.length = 0;
    expect(await tagsOf(overHttp)).toEqual(direct);
    expect(requests[0]!.headers.get(CACHE_TAGS_REQUEST_HEADER)).toBe('1');

    // A client that keeps no pages does not ask.
    requests.length = 0;
    await client(overHttp).query(ProductPageDocument, { sku });
    expect(requests[0]!.headers.has(CACHE_TAGS_REQUEST_HEADER)).toBe(false);
  });

  it('answers the tags only to a request that asks, and says the answer varies with it', async () => {
    const ask = (headers: Record<string, string>) =>
      t.api.fetch(
        new Request('http://api.shop.test/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', store: 'de', ...headers },
          body: JSON.stringify({ query: '{ products(search: "", pageSize: 2) { items { sku name } } }' }),
        }),
      );
    const asked = await ask({ [CACHE_TAGS_REQUEST_HEADER]: '1' });
    const body = (await asked.json()) as { extensions?: { cacheTags?: string[] } };
    expect(body.extensions?.cacheTags?.filter((tag) => tag.startsWith('p:'))).toHaveLength(2);
    expect(asked.headers.get('vary')).toContain(CACHE_TAGS_REQUEST_HEADER);

    const plain = await ask({});
    expect(((await plain.json()) as { extensions?: unknown }).extensions).toBeUndefined();
  });
});
