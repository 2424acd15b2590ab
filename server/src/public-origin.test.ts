import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalAddresses } from './canonical.ts';
import { parseEnv } from './env.ts';
import { parseTrustProxy } from './proxy-trust.ts';
import { decideOrigin, publicOriginOf, publicOrigins } from './public-origin.ts';
import type { StoreSummary } from './stores.ts';

const store = (code: string, base: string, isDefault = false): StoreSummary => ({
  store_code: code,
  language: code === 'de' ? 'de' : 'nl',
  base_url: base,
  secure_base_url: base.replace(/^http:/, 'https:'),
  is_default_store: isDefault,
});
const DEMO = [store('nl', 'http://localhost:3000/', true), store('de', 'http://localhost:3000/')];
const LIVE = [store('nl', 'https://shop.example/', true), store('de', 'https://shop.example.de/')];

describe('TRUST_PROXY', () => {
  it('is off unless set; names proxies by name, address, range or count', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('loopback, 10.0.0.0/8, 2001:db8::1')).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('refuses to trust everyone and anything that names no proxy, at start', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every address/);
    expect(() => parseEnv({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: "nginx" is neither/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/prefix after \/ must be 0 to 32/);
    expect(() => parseEnv({ TRUST_PROXY: '99' })).toThrow(/hop count/);
    // Behind TLS only a trusted proxy can say the shopper came over https.
    expect(() => parseEnv({ CANONICAL_HTTPS: 'true' })).toThrow(/CANONICAL_HTTPS: needs TRUST_PROXY/);
    expect(parseEnv({ CANONICAL_HTTPS: 'true', TRUST_PROXY: 'loopback' }).CANONICAL_HTTPS).toBe(true);
  });
});

describe('the public address decision', () => {
  it('the demo: the request host (loopback counts as ours); another host is not shared', () => {
    expect(decideOrigin('http://127.0.0.1:4000', DEMO)).toMatchObject({ origin: 'http://127.0.0.1:4000', recognised: true });
    expect(decideOrigin('http://localhost:3000', DEMO)).toMatchObject({ origin: 'http://localhost:3000', recognised: true });
    expect(decideOrigin('http://evil.example', DEMO)).toMatchObject({ origin: 'http://evil.example', recognised: false });
  });

  it('a configured shop: a store host gives its address, any other host the default store address', () => {
    expect(decideOrigin('https://shop.example.de', LIVE)).toMatchObject({ origin: 'https://shop.example.de', recognised: true });
    expect(decideOrigin('http://shop.example', LIVE)).toMatchObject({ origin: 'https://shop.example', recognised: true });
    expect(decideOrigin('https://evil.example', LIVE)).toMatchObject({ origin: 'https://shop.example', recognised: true });
    expect(decideOrigin('http://127.0.0.1:3000', LIVE).origin).toBe('https://shop.example');
  });
});

/** The redirects and the decision as the server mounts them, for a shop whose stores name their addresses. */
function serve(trust: string | undefined, enforceHttps: boolean) {
  const app = express();
  app.set('trust proxy', parseTrustProxy(trust));
  app.use(publicOrigins(async () => LIVE));
  app.use(canonicalAddresses({ enforceHttps }));
  app.use((_req, res) => {
    res.json(publicOriginOf(res));
  });
  const server = app.listen(0, '127.0.0.1');
  return { server, base: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const direct = serve(undefined, true);
const behindLoopbackProxy = serve('loopback', true);
beforeAll(() =>
  Promise.all(
    [direct, behindLoopbackProxy].map(({ server }) =>
      server.listening ? Promise.resolve() : new Promise((resolve) => server.once('listening', resolve)),
    ),
  ),
);
afterAll(() => {
  direct.server.close();
  behindLoopbackProxy.server.close();
});

async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual', headers });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: response.status === 200 ? await response.json() : null,
  };
}

describe('redirects of a configured shop', () => {
  it('go to the store address, whatever host a client names', async () => {
    const forged = await get(direct.base(), '/foo/?a=1', { 'x-forwarded-host': 'www.evil.example', 'x-forwarded-proto': 'https' });
    expect(forged).toMatchObject({ status: 301, location: 'https://shop.example/foo/?a=1' });
    const behind = await get(behindLoopbackProxy.base(), '/foo/?a=1', {
      'x-forwarded-host': 'www.evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(behind).toMatchObject({ status: 301, location: 'https://shop.example/foo/?a=1' });
  });

  it('a trusted proxy names the store host and scheme: www and http go to the https store address, https passes', async () => {
    const www = await get(behindLoopbackProxy.base(), '/foo/', { 'x-forwarded-host': 'www.shop.example.de', 'x-forwarded-proto': 'https' });
    expect(www).toMatchObject({ status: 301, location: 'https://shop.example.de/foo/' });
    const ok = await get(behindLoopbackProxy.base(), '/foo/', { 'x-forwarded-host': 'shop.example.de', 'x-forwarded-proto': 'https' });
    expect(ok).toMatchObject({ status: 200, body: { origin: 'https://shop.example.de', recognised: true } });
  });

  it('a page path of two slashes never becomes an address on another host', async () => {
    for (const path of ['//Evil.example/', '//evil.example', '/\\evil.example/']) {
      const answer = await get(behindLoopbackProxy.base(), path, { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' });
      expect(answer.location ?? '/', path).toMatch(/^\/(?![/\\])/);
    }
  });
});
