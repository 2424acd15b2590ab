import { describe, expect, it } from 'vitest';
import { shopForTests } from './test-shop.ts';

// The API role needs no storefront build: this exercises the server composition, health and the API.
const shop = shopForTests({ SHOP_ROLE: 'api' });

describe('shop server', () => {
  it('answers /healthz and /readyz with 200 when the database answers', async () => {
    expect((await fetch(`${shop().base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${shop().base}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('seeded the embedded database on first start and serves GraphQL', async () => {
    const response = await fetch(`${shop().base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeConfig { code } }' }),
    });
    expect(await response.json()).toEqual({ data: { storeConfig: { code: 'nl' } } });
  });

  it('gives every response a request id', async () => {
    const response = await fetch(`${shop().base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${shop().base}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports not ready once the database is gone', async () => {
    await shop().shop.database?.close();
    const ready = await fetch(`${shop().base}/readyz`);
    expect(ready.status).toBe(503);
  });
});
