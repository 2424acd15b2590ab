import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedDocumentsFrom, readPersistedDocuments, sha256 } from './persisted-documents.ts';
import { createTestApi, type Answer, type TestApi } from './testing.ts';

const STORE = 'query Store { storeConfig { code website_name } }';
const CART = 'mutation Cart { createEmptyCart }';
const storeHash = sha256(STORE);

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi({
    products: 10,
    production: true,
    persistedDocuments: persistedDocumentsFrom({ [`sha256:${storeHash}`]: STORE, [`sha256:${sha256(CART)}`]: CART }),
  });
});
afterAll(() => t.close());

async function post(body: object, headers: Record<string, string> = {}) {
  const response = await t.request({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Answer; errors?: { message: string; extensions?: object }[] },
  };
}

async function get(parameters: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await t.request({ path: `/graphql?${new URLSearchParams(parameters)}`, method: 'GET', headers });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Answer; errors?: { message: string; extensions?: object }[] },
  };
}

const notFound = {
  status: 404,
  body: { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
};

describe('persisted documents', () => {
  it('answers a known documentId without the query text, by POST and by GET', async () => {
    expect(await post({ documentId: `sha256:${storeHash}` }, { store: 'de' })).toEqual({
      status: 200,
      body: { data: { storeConfig: { code: 'de', website_name: expect.any(String) } } },
    });
    const viaGet = await get({ documentId: `sha256:${storeHash}` }, { store: 'en' });
    expect(viaGet.body.data!.storeConfig.code).toBe('en');
  });

  it('answers a known hash sent as the automatic-persisted-query extension', async () => {
    const answer = await post({ extensions: { persistedQuery: { version: 1, sha256Hash: storeHash } } });
    expect(answer.body.data!.storeConfig.code).toBe('nl');
    const viaGet = await get({ extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: storeHash } }) }, { store: 'de' });
    expect(viaGet.body.data!.storeConfig.code).toBe('de');
  });

  it('answers an unknown hash with PersistedQueryNotFound, however it is sent', async () => {
    const unknown = sha256('{ ping }');
    expect(await post({ documentId: `sha256:${unknown}` })).toEqual(notFound);
    expect(await get({ documentId: unknown })).toEqual(notFound);
    expect(await post({ extensions: { persistedQuery: { version: 1, sha256Hash: unknown } } })).toEqual(notFound);
  });

  it('still runs any document a client sends, and keeps registering automatic persisted queries', async () => {
    const query = '{ storeConfig { locale } }';
    expect((await post({ query })).body).toEqual({ data: { storeConfig: { locale: 'nl_NL' } } });
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    expect(await post({ extensions: { persistedQuery } })).toEqual(notFound);
    expect((await post({ query, extensions: { persistedQuery } })).status).toBe(200);
    expect((await post({ extensions: { persistedQuery } }, { store: 'de' })).body).toEqual({ data: { storeConfig: { locale: 'de_DE' } } });
  });

  it('refuses a persisted mutation over GET and a request naming both a document and a text', async () => {
    const mutation = await get({ documentId: `sha256:${sha256(CART)}` });
    expect(mutation.status).toBe(405);
    expect(mutation.body.errors?.[0]?.message).toBe('Can only perform a mutation operation from a POST request.');
    const both = await post({ documentId: `sha256:${storeHash}`, query: STORE });
    expect(both.status).toBe(400);
    expect(both.body.errors?.[0]?.message).toBe('Send either "query" or "documentId", not both.');
  });
});

describe('the persisted documents manifest', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'persisted-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads the hash → document map the code generator writes', () => {
    const documents = readPersistedDocuments(write('ok.json', JSON.stringify({ [`sha256:${storeHash}`]: STORE })));
    expect(documents.get(`sha256:${storeHash}`)).toBe(STORE);
  });

  it('refuses a missing file, a key that is not a hash and a document that does not match its hash', () => {
    expect(() => readPersistedDocuments(path.join(dir, 'missing.json'))).toThrow(/Cannot read the persisted documents.*npm run codegen/);
    expect(() => readPersistedDocuments(write('bad.json', '{"a":'))).toThrow(/is not JSON/);
    expect(() => persistedDocumentsFrom({ Store: STORE })).toThrow(/sha256:<64 hex digits>/);
    expect(() => persistedDocumentsFrom({ [`sha256:${storeHash}`]: '{ ping }' })).toThrow(/is not the hash of its document/);
  });
});
