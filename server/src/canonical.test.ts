import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalAddresses } from './canonical.ts';

function serve(enforceHttps: boolean) {
  const app = express();
  app.set('trust proxy', true);
  app.use(canonicalAddresses({ enforceHttps }));
  app.use((_req, res) => {
    res.send('page');
  });
  const server = app.listen(0, '127.0.0.1');
  const listening = new Promise((resolve) => server.once('listening', resolve));
  return { server, listening, base: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const local = serve(false);
const behindProxy = serve(true);
beforeAll(async () => {
  await Promise.all([local.listening, behindProxy.listening]);
});
afterAll(() => {
  local.server.close();
  behindProxy.server.close();
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', headers });
  return { status: response.status, location: response.headers.get('location') };
}

describe('canonical addresses (R19, R24, R25)', () => {
  it('adds the trailing slash to page paths and keeps the query', async () => {
    expect(await get(local.base(), '/kleding/overhemden?page=2')).toEqual({ status: 301, location: '/kleding/overhemden/?page=2' });
  });

  it('leaves files, data requests, the API and canonical pages alone', async () => {
    for (const path of ['/shirt-navy-1.html', '/kleding.data', '/graphql', '/media/x', '/kleding/', '/', '/@vite/client', '/@id/virtual']) {
      expect((await get(local.base(), path)).status).toBe(200);
    }
  });

  it('R19: lower-cases page paths with one 301, slash added and query kept as it was', async () => {
    expect(await get(local.base(), '/Kleding/Overhemden?Sort=Price')).toEqual({ status: 301, location: '/kleding/overhemden/?Sort=Price' });
    expect(await get(local.base(), '/Shirt-Navy-1.HTML?a=B')).toEqual({ status: 301, location: '/shirt-navy-1.html?a=B' });
    expect(await get(local.base(), '/OVER-ONS/')).toEqual({ status: 301, location: '/over-ons/' });
  });

  it('R14: the order-complete address keeps its case', async () => {
    expect((await get(local.base(), '/order-complete/AbC12/')).status).toBe(200);
    expect(await get(local.base(), '/order-complete/AbC12')).toEqual({ status: 301, location: '/order-complete/AbC12/' });
  });

  it('R19: hostile and odd paths get a plain redirect or pass, never an error', async () => {
    expect((await get(local.base(), '/%E0%A4%A')).status).toBeLessThan(500);
    const encoded = await get(local.base(), '/Caf%C3%A9/');
    expect(encoded).toEqual({ status: 301, location: '/caf%C3%A9/' });
    expect((await get(local.base(), `/${'A'.repeat(5000)}/`)).status).toBe(301);
  });

  it('sends home aliases to / with the query kept', async () => {
    for (const alias of ['/index/', '/default/', '/index.php', '/home/', '/default.php', '/index.html']) {
      expect(await get(local.base(), `${alias}?a=1`)).toEqual({ status: 301, location: '/?a=1' });
    }
  });

  it('behind a TLS proxy, redirects http and www to the https address without www', async () => {
    const answer = await get(behindProxy.base(), '/foo/?a=1', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.shop.example' });
    expect(answer).toEqual({ status: 301, location: 'https://shop.example/foo/?a=1' });
    const canonical = await get(behindProxy.base(), '/', { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' });
    expect(canonical.status).toBe(200);
  });
});
