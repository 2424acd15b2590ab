import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROCESS_CALLER } from './operations.ts';
import { persistedDocumentsFrom, sha256 } from './persisted-documents.ts';
import { createTestApi, type TestApi } from './testing.ts';

const PRODUCT =
  'query Product($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku name price_range { minimum_price { final_price { value } } } } } }';

let t: TestApi;
let clockStopped = false;
let sku: string;
beforeAll(async () => {
  t = await createTestApi({
    products: 10,
    production: true,
    persistedDocuments: persistedDocumentsFrom({ [`sha256:${sha256(PRODUCT)}`]: PRODUCT }),
    now: () => {
      if (clockStopped) throw new Error('the clock stopped');
      return new Date();
    },
  });
  const listed = await t.query<{ products: { items: { sku: string }[] } }>('{ products(search: "", pageSize: 1) { items { sku } } }');
  sku = listed.data!.products.items[0]!.sku;
});
afterAll(() => t.close());

/** What an HTTP client reads: the status and the JSON body. */
async function overHttp(query: string, variables: Record<string, unknown> = {}, store?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(store ? { store } : {}) };
  const response = await t.request({ method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return { status: response.status, ...((await response.json()) as object) };
}

describe('operations in process', () => {
  it('answer a query with the same data as over HTTP, in plain objects', async () => {
    const answer = await t.api.run({ query: PRODUCT, variables: { sku }, store: 'de' });
    expect(answer).toEqual(await overHttp(PRODUCT, { sku }, 'de'));
    const items = (answer.data as { products: { items: { sku: string }[] } }).products.items;
    expect(items[0]?.sku).toBe(sku);
    expect(Object.getPrototypeOf(items[0])).toBe(Object.prototype);
  });

  it('run a persisted document by its hash', async () => {
    const answer = await t.api.run({ documentId: `sha256:${sha256(PRODUCT)}`, variables: { sku } });
    expect(answer).toEqual(await overHttp(PRODUCT, { sku }));
    const unknown = await t.api.run({ documentId: `sha256:${sha256('{ ping }')}` });
    expect(unknown).toEqual({
      status: 404,
      errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
    });
  });

  it('give a business error the same message and extensions as over HTTP', async () => {
    const query = '{ cart(cart_id: "no-such-cart") { id } }';
    const answer = await t.api.run({ query });
    expect(answer).toEqual(await overHttp(query));
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Could not find a cart with ID "no-such-cart"',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('name an unknown store as over HTTP (an error while building the context)', async () => {
    const query = '{ storeConfig { code } }';
    const answer = await t.api.run({ query, store: 'xx' });
    expect(answer).toEqual(await overHttp(query, {}, 'xx'));
    expect(answer.errors?.[0]?.message).toBe('Requested store is not found: "xx"');
  });

  it('mask an unexpected failure as over HTTP', async () => {
    const query = '{ footerContent(lang: "nl") { promoBanner { active } } }';
    clockStopped = true;
    try {
      const answer = await t.api.run({ query });
      expect(answer).toEqual(await overHttp(query));
      expect(answer.errors?.map((error) => error.message)).toEqual(['Unexpected error.']);
      expect(JSON.stringify(answer)).not.toContain('clock');
    } finally {
      clockStopped = false;
    }
  });

  it('apply the depth and alias limits as over HTTP', async () => {
    let selection = 'name';
    for (let i = 0; i < 14; i++) selection = `crosssell_products { ${selection} }`;
    const deep = `{ products(filter: { sku: { eq: "x" } }) { items { ${selection} } } }`;
    const tooDeep = await t.api.run({ query: deep });
    expect(tooDeep).toEqual(await overHttp(deep));
    expect(tooDeep.errors?.[0]?.message).toMatch(/depth/i);

    const aliased = `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: ping`).join(' ')} }`;
    const tooMany = await t.api.run({ query: aliased });
    expect(tooMany).toEqual(await overHttp(aliased));
    expect(tooMany.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('report syntax and validation errors as over HTTP', async () => {
    for (const query of ['{ storeConfig { code ', '{ storeConfig { no_such_field } }', 'query A { ping } query B { ping }']) {
      expect(await t.api.run({ query })).toEqual(await overHttp(query));
    }
  });
});

describe('parsing and validation', () => {
  const enveloped = () => t.api.getEnveloped({ params: {}, [IN_PROCESS_CALLER]: { store: null, customerToken: null, requestId: null } });

  it('parse and validate a document once, then reuse the result', () => {
    const first = enveloped();
    const document = first.parse(PRODUCT);
    const errors = first.validate(first.schema, document);
    expect(errors).toEqual([]);
    const second = enveloped();
    expect(second.parse(PRODUCT)).toBe(document);
    expect(second.validate(second.schema, document)).toBe(errors);
  });

  it('run the limits once per document: a rejected document is not checked again', () => {
    const aliased = `{ ${Array.from({ length: 31 }, (_, i) => `b${i}: ping`).join(' ')} }`;
    const first = enveloped();
    const document = first.parse(aliased);
    const [rejection] = first.validate(first.schema, document);
    expect(rejection?.message).toMatch(/alias/i);
    const second = enveloped();
    expect(second.validate(second.schema, second.parse(aliased))[0]).toBe(rejection);
  });
});
