import { createTestApi, type TestApi } from '@shop/api/testing';
import { readPersistedDocuments } from '@shop/api/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
