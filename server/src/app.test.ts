import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, type ShopServer } from './app.ts';
import { parseEnv } from './env.ts';

// The API role needs no storefront build: this exercises the server composition, health and the API.
let shop: ShopServer;
let server: Server;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-server-'));

beforeAll(async () => {
  const env = parseEnv({ SHOP_ROLE: 'api', DATA_DIR: dataDir, SEED_PRODUCTS: '20', NODE_ENV: 'production', PORT: '0' });
  shop = await createShopServer(env, pino({ level: 'silent' }));
  server = shop.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('shop server', () => {
  it('answers /healthz and /readyz with 200 when the database answers', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('seeded the embedded database on first start and serves GraphQL', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ storeConfig { code } }' }),
    });
    expect(await response.json()).toEqual({ data: { storeConfig: { code: 'nl' } } });
  });

  it('gives every response a request id', async () => {
    const response = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const generated = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports not ready once the database is gone', async () => {
    await shop.database?.close();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
  });
});
