import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from './test-file-api.ts';

const t = testApiForFile({ products: 20, production: true });

describe('GraphQL endpoint', () => {
  it('answers a POST with JSON (M8)', async () => {
    const result = await t.query('{ __typename ping }');
    expect(result.data).toEqual({ __typename: 'Query', ping: true });
  });

  it('names an unknown store code in the error (M7)', async () => {
    const result = await t.query('{ storeConfig { code } }', {}, { store: 'xx' });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]?.message).toBe('Requested store is not found: "xx"');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'STORE_NOT_FOUND', params: { store: 'xx' } });
  });

  it('uses the default store when no Store header is sent', async () => {
    const result = await t.query<{ storeConfig: { code: string } }>('{ storeConfig { code } }');
    expect(result.data?.storeConfig.code).toBe('nl');
  });

  it('rejects malformed GraphQL with a syntax error, not a crash', async () => {
    const result = await t.query('{ storeConfig { code ');
    expect(result.errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('rejects a body that is not JSON with status 400', async () => {
    const response = await t.request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBeTruthy();
  });

  it("answers 400 with a plain message, not the parser's, for a body or a parameter that is not JSON", async () => {
    const post = await t.request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '{bad' });
    expect(post.status).toBe(400);
    expect(await post.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST', params: {} } }],
    });
    for (const name of ['variables', 'extensions']) {
      const get = await t.request({ path: `/graphql?query=%7Bping%7D&${name}=%7Bbad`, method: 'GET' });
      expect(get.status).toBe(400);
      expect(((await get.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
        `The "${name}" parameter is not valid JSON.`,
      );
    }
    const scalar = await t.request({ method: 'POST', headers: { 'content-type': 'application/json' }, body: '42' });
    expect(scalar.status).toBe(400);
  });

  it('rejects a query nested deeper than the limit', async () => {
    let selection = 'name';
    for (let i = 0; i < 14; i++) selection = `crosssell_products { ${selection} }`;
    const result = await t.query(`{ products(filter: { sku: { eq: "x" } }) { items { ${selection} } } }`);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: ping`).join(' ');
    const result = await t.query(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('rejects an unknown field with a validation error', async () => {
    const result = await t.query('{ storeConfig { no_such_field } }');
    expect(result.errors?.[0]?.message).toMatch(/Cannot query field/);
  });

  it('serves automatic persisted queries by hash over GET', async () => {
    const query = '{ storeConfig { code website_name } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash } }));
    const unknown = await t.request({ path: `/graphql?extensions=${extensions}`, method: 'GET' });
    const unknownBody = (await unknown.json()) as { errors: { message: string }[] };
    expect(unknownBody.errors[0]?.message).toBe('PersistedQueryNotFound');

    const register = await t.request({
      path: `/graphql?query=${encodeURIComponent(query)}&extensions=${extensions}`,
      method: 'GET',
    });
    expect(register.status).toBe(200);
    const hashed = await t.request({ path: `/graphql?extensions=${extensions}`, method: 'GET', headers: { store: 'de' } });
    const body = (await hashed.json()) as { data: { storeConfig: { code: string } } };
    expect(body.data.storeConfig.code).toBe('de');
  });
});
