import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, type ShopServer } from './app.ts';
import { parseEnv } from './env.ts';

// The API as a browser on another site would reach it: /graphql never signs anyone in by cookie.
let shop: ShopServer;
let server: Server;
let base: string;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-customer-token-'));

beforeAll(async () => {
  const log = pino({ level: 'silent' });
  const env = parseEnv({ SHOP_ROLE: 'api', DATA_DIR: dataDir, SEED_PRODUCTS: '10', NODE_ENV: 'production', PORT: '0' });
  shop = await createShopServer(env, log);
  server = shop.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 300_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await shop?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function graphql(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: { generateCustomerToken?: { token: string } | null; customer?: { email: string } | null } | null;
    errors?: { message: string }[];
  };
}

describe('the customer token reaches /graphql only as a Bearer header (issue: accounts, security)', () => {
  it('A20, CK5: a token in the apollo-token cookie signs no one in; the same token as Bearer does', async () => {
    const created = await graphql(
      'mutation { createCustomerV2(input: { firstname: "Jan", lastname: "Smit", email: "jan.cookie@example.com", password: "Zomer!2026" }) { customer { email } } }',
    );
    expect(created.errors).toBeUndefined();
    const login = await graphql('mutation { generateCustomerToken(email: "jan.cookie@example.com", password: "Zomer!2026") { token } }');
    const token = login.data?.generateCustomerToken?.token as string;
    expect(token).toMatch(/^[\w-]{40,}$/);

    const byCookie = await graphql('{ customer { email } }', { cookie: `apollo-token=${token}` });
    expect(byCookie.data?.customer ?? null).toBeNull();
    expect(byCookie.errors?.[0]?.message).toBe("The current customer isn't authorized.");

    const byBearer = await graphql('{ customer { email } }', { authorization: `Bearer ${token}` });
    expect(byBearer.data?.customer?.email).toBe('jan.cookie@example.com');
  });
});
