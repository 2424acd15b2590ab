import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './csrf.ts';
import { securityHeaders } from './security-headers.ts';
import { shopForTests } from './test-shop.ts';

/** The headers a bare page answers with behind the security headers set up with `options`. */
async function headersBehind(options: Parameters<typeof securityHeaders>[0]): Promise<Headers> {
  const app = express();
  app.use(securityHeaders(options));
  app.get('/', (_req, res) => {
    res.type('html').send('<p>x</p>');
  });
  const listener = app.listen(0, '127.0.0.1');
  await once(listener, 'listening');
  try {
    return (await fetch(`http://127.0.0.1:${(listener.address() as AddressInfo).port}/`)).headers;
  } finally {
    await new Promise((resolve) => listener.close(resolve));
  }
}

// The whole shop in process, production build, as a browser and an attacker's page would reach it.
const shop = shopForTests({ SEED_PRODUCTS: '40', TRUST_PROXY: 'loopback' });
let productPath: string;
let simpleSku: string;

async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${shop().base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'nl' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

beforeAll(async () => {
  const data = await graphql<{ products: { items: { __typename: string; sku: string; url_key: string; stock_status: string }[] } }>(
    '{ products(search: "", pageSize: 100) { items { __typename sku url_key stock_status } } }',
  );
  const simple = data.products.items.find((item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK');
  if (!simple) throw new Error('the demo shop has no simple product in stock');
  simpleSku = simple.sku;
  productPath = `/${simple.url_key}.html`;
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${shop().base}${pathname}`, { headers, redirect: 'manual' });

function post(pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(`${shop().base}${pathname}`, { method: 'POST', body: new URLSearchParams(body), headers, redirect: 'manual' });
}

function cookieValue(response: Response, prefix: string): string | null {
  for (const cookie of response.headers.getSetCookie()) {
    if (cookie.startsWith(prefix)) return cookie.slice(0, cookie.indexOf(';'));
  }
  return null;
}

async function cartQuantity(cookie: string): Promise<number> {
  const id = cookie.slice(cookie.indexOf('=') + 1);
  const data = await graphql<{ cart: { total_quantity: number } | null }>(`{ cart(cart_id: "${id}") { total_quantity } }`);
  return data.cart?.total_quantity ?? 0;
}

/** Adds the simple product the way the product page's form does (same origin) and returns the cart cookie. */
async function newCart(): Promise<string> {
  const response = await post('/cart/add/', { add: simpleSku }, { origin: shop().base });
  expect(response.status).toBe(303);
  const cookie = cookieValue(response, 'quote_masked_id_nl=');
  if (!cookie) throw new Error('adding to the cart set no cart cookie');
  return cookie;
}

function nonceOf(response: Response): string {
  const match = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(response.headers.get('content-security-policy') ?? '');
  if (!match?.[1]) throw new Error(`no nonce in the policy: ${response.headers.get('content-security-policy')}`);
  return match[1];
}

/** The opening tags of every inline or loaded script in a page. */
function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
}

describe('security headers on every page type', () => {
  const pages: [string, () => string, number][] = [
    ['home', () => '/', 200],
    ['listing', () => '/kleding/', 200],
    ['product', () => productPath, 200],
    ['content', () => '/klantenservice/', 200],
    ['cart', () => '/cart/', 200],
    ['checkout', () => '/checkout/', 200],
    ['account login', () => '/customer/login/', 200],
    ['wishlist', () => '/wishlist/', 200],
    ['search', () => '/zoeken/?q=sjaal', 200],
    ['not found', () => '/no-such-page-at-all/', 404],
  ];

  it.each(pages)('%s: CSP with a fresh nonce on every script, nosniff, referrer and permissions policy', async (_, pathOf, status) => {
    // The checkout needs a cart; the other pages are asked for with it too, as a shopper would.
    const cookie = await newCart();
    const response = await get(pathOf(), { cookie });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'self'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("'unsafe-eval'");
    expect(/script-src[^;]*'unsafe-inline'/.test(policy)).toBe(false);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(response.headers.get('strict-transport-security')).toBeNull();

    const nonce = nonceOf(response);
    const html = await response.text();
    const scripts = scriptTags(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      // JSON-LD is data, never run; everything else needs this response's nonce.
      if (/type="application\/ld\+json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    // No inline event handler or script address slips past the policy in the markup.
    expect(html).not.toMatch(/<[^>]+\son(?:click|load|error|mouseover)=/i);
    expect(html).not.toMatch(/(?:href|src)="javascript:/i);

    const again = await get(pathOf(), { cookie });
    expect(nonceOf(again)).not.toBe(nonce);
  });

  it('built files and pictures: nosniff and a policy that runs and loads nothing, without the page headers', async () => {
    const home = await (await get('/')).text();
    const stylesheet = /href="(\/assets\/[^"#]+\.css)/.exec(home)?.[1];
    const picture = /src="(\/media\/[^"]+)"/.exec(home)?.[1]?.replaceAll('&amp;', '&');
    expect(stylesheet).toBeDefined();
    expect(picture).toBeDefined();
    for (const path of [stylesheet!, picture!, '/assets/no-such-file.js']) {
      const response = await get(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      for (const header of ['x-frame-options', 'referrer-policy', 'permissions-policy'])
        expect(response.headers.get(header), path).toBeNull();
      await response.arrayBuffer();
    }
  });

  it('the cart cookie is Secure and HttpOnly behind TLS (a proxy saying https), not over local http', async () => {
    // The proxy names the public host with the port the shop listens on, as React Router's adapter expects.
    const publicHost = `shop.example:${new URL(shop().base).port}`;
    const overTls = await post(
      '/cart/add/',
      { add: simpleSku },
      {
        origin: `https://${publicHost}`,
        'x-forwarded-host': publicHost,
        'x-forwarded-proto': 'https',
      },
    );
    expect(overTls.status).toBe(303);
    const secure = overTls.headers.getSetCookie().find((cookie) => cookie.startsWith('quote_masked_id_nl='));
    expect(secure).toMatch(/;\s*Secure/i);
    expect(secure).toMatch(/;\s*HttpOnly/i);
    const plain = await post('/cart/add/', { add: simpleSku }, { origin: shop().base });
    expect(plain.headers.getSetCookie().find((cookie) => cookie.startsWith('quote_masked_id_nl='))).not.toMatch(/;\s*Secure/i);
  });
});

describe('cross-site form posts are refused (CSRF)', () => {
  const crossSite: [string, Record<string, string>][] = [
    ['another site as Origin', { origin: 'https://evil.example' }],
    ['a look-alike host as Origin', { origin: 'http://127.0.0.1.evil.example' }],
    ['an opaque Origin (sandboxed frame, data: page)', { origin: 'null' }],
    ['a malformed Origin', { origin: 'http://[' }],
    ['an oversized Origin', { origin: `https://${'a'.repeat(4000)}.example` }],
    ['only Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['only Sec-Fetch-Site: same-site (another store host)', { 'sec-fetch-site': 'same-site' }],
    ['only a Referer from another site', { referer: 'https://evil.example/page' }],
    ['no Origin, Sec-Fetch-Site or Referer at all', {}],
  ];

  it.each(crossSite)('a POST to /cart/add/ with %s: 403, no cookie, the cart unchanged', async (_, headers) => {
    const cookie = await newCart();
    expect(await cartQuantity(cookie)).toBe(1);
    const response = await post('/cart/add/', { add: simpleSku }, { ...headers, cookie });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    expect(text).toContain('niet van onze winkel');
    expect(text).toContain('did not come from our shop');
    expect(text).not.toMatch(/at \w+ \(|\/work\/|node_modules/);
    expect(await cartQuantity(cookie)).toBe(1);
  });

  it('a cross-site POST without a cart does not create one', async () => {
    const response = await post('/cart/add/', { add: simpleSku }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each(['/wishlist/', '/newsletter/', '/cookie-consent/', '/customer/login/', '/customer/account/logout/', '/cart/', '/de/'])(
    'a cross-site POST to %s is refused before the page runs',
    async (pathname) => {
      const response = await post(pathname, { email: 'a@b.nl', password: 'x', sku: simpleSku }, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );

  it('a same-origin POST works: by Origin, by Sec-Fetch-Site alone, by a same-origin Referer alone', async () => {
    const cookie = await newCart();
    expect((await post('/cart/add/', { add: simpleSku }, { origin: shop().base, cookie })).status).toBe(303);
    expect((await post('/cart/add/', { add: simpleSku }, { 'sec-fetch-site': 'same-origin', cookie })).status).toBe(303);
    expect((await post('/cart/add/', { add: simpleSku }, { referer: `${shop().base}${productPath}`, cookie })).status).toBe(303);
    expect(await cartQuantity(cookie)).toBe(4);
  });

  it('reading pages and the API are not affected: GET from anywhere, /graphql by Bearer without Origin', async () => {
    expect((await get('/', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(200);
    const api = await fetch(`${shop().base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: '{ storeConfig { code } }' }),
    });
    expect(api.status).toBe(200);
  });
});

describe('the same-origin rule', () => {
  const request = (headers: Record<string, string>, protocol = 'https', host = 'shop.example') =>
    ({ protocol, host, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Parameters<typeof isSameOriginRequest>[0];

  it('compares scheme, host and port, case-insensitively', () => {
    expect(isSameOriginRequest(request({ origin: 'https://shop.example' }))).toBe(true);
    expect(isSameOriginRequest(request({ origin: 'https://SHOP.example' }))).toBe(true);
    expect(isSameOriginRequest(request({ origin: 'http://shop.example' }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: 'https://shop.example:8443' }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: 'https://sub.shop.example' }))).toBe(false);
    expect(isSameOriginRequest(request({ origin: 'javascript:alert(1)' }))).toBe(false);
  });

  it('an Origin decides even when Sec-Fetch-Site or Referer say otherwise', () => {
    expect(
      isSameOriginRequest(request({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin', referer: 'https://shop.example/' })),
    ).toBe(false);
    expect(isSameOriginRequest(request({ 'sec-fetch-site': 'same-origin', referer: 'https://evil.example/' }))).toBe(true);
    expect(isSameOriginRequest(request({ 'sec-fetch-site': 'none' }))).toBe(false);
  });
});

describe('HSTS and the development server', () => {
  it('HSTS is sent only when the shop runs behind TLS (CANONICAL_HTTPS=true); development sends no policy', async () => {
    for (const [https, csp] of [
      [true, true],
      [false, true],
      [false, false],
    ] as const) {
      const headers = await headersBehind({ https, csp });
      expect(headers.get('strict-transport-security')).toBe(https ? 'max-age=31536000' : null);
      if (csp) expect(headers.get('content-security-policy')).toMatch(/'nonce-/);
      else expect(headers.get('content-security-policy')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('a configured tag manager', () => {
  it('AN, P4: its measurement hosts are allowed only when a tag manager is built in; scripts stay nonce-only', async () => {
    for (const tagManager of [false, true]) {
      const headers = await headersBehind({ https: false, csp: true, tagManager });
      const policy = headers.get('content-security-policy') ?? '';
      const connect = policy.split('; ').find((part) => part.startsWith('connect-src'));
      expect(connect).toBe(
        tagManager
          ? "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com"
          : "connect-src 'self'",
      );
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    }
  });
});

describe('configured tabletop session services', () => {
  it('T9: connect-src names the origins of absolute INSTORE_BASE_URLS entries only', async () => {
    for (const [inStoreBaseUrls, expected] of [
      [['/instore'], "connect-src 'self'"],
      [['https://tables.example/instore', 'https://tables.example/other', '/instore'], "connect-src 'self' https://tables.example"],
    ] as const) {
      const headers = await headersBehind({ https: false, csp: true, inStoreBaseUrls });
      const policy = headers.get('content-security-policy') ?? '';
      expect(policy.split('; ').find((part) => part.startsWith('connect-src'))).toBe(expected);
    }
  });
});
