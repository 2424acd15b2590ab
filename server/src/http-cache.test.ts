import { statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Request } from 'express';
import { mayShare, PRIVATE, PUBLIC_NOT_FOUND, PUBLIC_PAGE } from './http-cache.ts';
import { storefrontDir } from './storefront.ts';
import { shopForTests } from './test-shop.ts';

// The whole shop in process (storefront included, built once if missing), as a CDN would see it.
const shop = shopForTests();
let productPath: string;

beforeAll(async () => {
  const home = await (await fetch(`${shop().base}/`)).text();
  const link = /href="(\/[a-z0-9-]+\.html)"/.exec(home);
  if (!link?.[1]) throw new Error('the home page links no product page');
  productPath = link[1];
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${shop().base}${pathname}`, { headers, redirect: 'manual' });

describe('static assets', () => {
  it('sends a page script compressed ahead (brotli, else gzip) and cached for a year, the same bytes as the file', async () => {
    const page = await (await fetch(`${shop().base}${productPath}`)).text();
    // The page's largest script (the smallest ones are not worth compressing).
    const scripts = [...page.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const sizes = await Promise.all(
      scripts.map(async (url) => ({ url, bytes: (await (await fetch(`${shop().base}${url}`)).arrayBuffer()).byteLength })),
    );
    const asset = sizes.sort((a, b) => b.bytes - a.bytes)[0]?.url;
    if (!asset) throw new Error('the product page loads no script from /assets');
    const plain = await fetch(`${shop().base}${asset}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const source = await plain.text();
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const response = await fetch(`${shop().base}${asset}`, { headers: { 'accept-encoding': accepted! } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // The file written at build time, sent as it is (an on-the-fly encoding has no length up front).
      const written = statSync(path.join(storefrontDir, 'build/client', `${asset}.${encoding === 'br' ? 'br' : 'gz'}`)).size;
      expect(response.headers.get('content-length')).toBe(String(written));
      expect(written).toBeLessThan(source.length);
      expect(await response.text()).toBe(source);
    }
  });
});

describe('page caching for a CDN or reverse proxy', () => {
  it('an anonymous catalogue page is public for shared caches, with a strong ETag, varying by cookie', async () => {
    for (const pathname of ['/', productPath]) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{20,}"$/);
      expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
    }
  });

  it('gives two anonymous requests for the same page the same ETag', async () => {
    const first = await get(productPath);
    const second = await get(productPath);
    // Only the CSP nonce differs between the two (decision 025); the tag is of the page without it.
    const withoutNonce = async (response: Response) => {
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? 'none';
      return (await response.text()).replaceAll(nonce, '');
    };
    expect(await withoutNonce(second)).toBe(await withoutNonce(first));
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('answers a 304 without a CSP, so the kept page keeps the policy it came with', async () => {
    const first = await get(productPath);
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const notModified = await get(productPath, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });

  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    const etag = (await get(productPath)).headers.get('etag') ?? '';
    const notModified = await get(productPath, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect(notModified.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    // A proxy that compressed the page may send our tag back weakened.
    expect((await get(productPath, { 'if-none-match': `W/${etag}` })).status).toBe(304);
    const changed = await get(productPath, { 'if-none-match': '"an-older-version"' });
    expect(changed.status).toBe(200);
    expect((await changed.text()).length).toBeGreaterThan(1000);
  });

  it('shares a catalogue page whatever cookies come with it: the personal parts are asked after it (decision 064)', async () => {
    for (const cookie of ['quote_masked_id_nl=abc123', 'apollo-token=secret', 'va_cookie_message=1; store=de']) {
      const response = await get(productPath, { cookie });
      expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE);
      expect(response.headers.get('etag')).not.toBeNull();
    }
    // The session request itself is never kept; nor is an address that takes a cart over (CA26).
    expect((await get('/session.json', { cookie: 'quote_masked_id_nl=abc123' })).headers.get('cache-control')).toBe(PRIVATE);
    expect((await get(`${productPath}?cartId=abc`)).headers.get('cache-control')).toBe(PRIVATE);
  });

  it('never lets a shared cache keep the cart, the checkout, or a form submission', async () => {
    expect((await get('/cart/')).headers.get('cache-control')).toBe(PRIVATE);
    expect((await get('/checkout/')).headers.get('cache-control')).toBe(PRIVATE);
    // One policy, not the page's own beside the server's: the account's redirect to the login page.
    const toLogin = await get('/customer/orders/');
    expect(toLogin.status).toBe(301);
    expect(toLogin.headers.get('cache-control')).toBe(PRIVATE);
    const posted = await fetch(`${shop().base}/cart/add/`, {
      method: 'POST',
      body: new URLSearchParams({ sku: 'none' }),
      redirect: 'manual',
    });
    expect(posted.headers.get('cache-control')).toBe(PRIVATE);
    // Whatever the path: only GET and HEAD can be shared.
    expect(mayShare({ method: 'POST', path: productPath, get: () => undefined } as unknown as Request)).toBe(false);
  });

  it('keeps a missing page briefly, without an ETag', async () => {
    const response = await get('/this-page-does-not-exist/');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_NOT_FOUND);
    expect(response.headers.get('etag')).toBeNull();
  });

  it('sends the baseline security headers, and HSTS only behind TLS', async () => {
    const response = await get(productPath);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // Last: it closes the database.
  it('keeps a server error private, and its page cites the request id (E9)', async () => {
    await shop().shop.database?.close();
    const response = await get(productPath);
    expect(response.status).toBeGreaterThanOrEqual(500);
    expect(response.headers.get('cache-control')).toBe(PRIVATE);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(await response.text()).toContain(`data-request-reference="${requestId}"`);
    // React Router reports the failed loader on the console; that is expected here.
    vi.mocked(console.error).mockClear();
  });
});
