import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE, PUBLIC_PAGE } from './http-cache.ts';
import { rawRequest, shopForTests } from './test-shop.ts';

/**
 * Forwarding headers from a client no TRUST_PROXY names (decision 037): the shop as it starts by
 * default, reached directly. X-Forwarded-Host/-Proto are ignored, so no redirect, canonical link,
 * alternate, structured data or sitemap points to the host a client made up, and a page asked for
 * under a made-up Host is never kept by a shared cache.
 */
const shop = shopForTests();
let productPath: string;
let categoryPath: string;
beforeAll(async () => {
  const home = await (await fetch(`${shop().base}/`)).text();
  productPath = /href="(\/[a-z0-9-]+\.html)"/.exec(home)?.[1] ?? '';
  categoryPath = /href="(\/[a-z0-9-]+\/)"/.exec(home)?.[1] ?? '';
  if (!productPath || !categoryPath) throw new Error('the home page links no product or category');
}, 60_000);

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };

function get(path: string, headers: Record<string, string>) {
  return rawRequest(shop().port, { path, headers: { accept: 'text/html', ...headers } });
}

describe('forwarding headers from an untrusted client', () => {
  it('X-Forwarded-Host: www.evil.example does not redirect anywhere', async () => {
    for (const path of ['/', '/kleding', '/index.php']) {
      const answer = await get(path, { 'x-forwarded-host': 'www.evil.example' });
      expect(answer.headers.location ?? '', path).not.toContain('evil');
      if (answer.status === 301) expect(answer.headers.location, path).toMatch(/^\//);
    }
    expect((await get('/', { 'x-forwarded-host': 'www.evil.example' })).status).toBe(200);
  });

  it('pages asked with X-Forwarded-Host: evil.example link only to the shop, and stay shareable', async () => {
    for (const path of ['/', categoryPath, productPath, '/sitemap.xml', '/robots.txt']) {
      const answer = await get(path, FORGED);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).not.toContain('evil.example');
      expect(answer.body, path).not.toContain('https://127.0.0.1');
    }
    const home = await get('/', FORGED);
    expect(home.body).toContain(`<link rel="canonical" href="${shop().base}/"`);
    expect(home.body).toMatch(new RegExp(`hrefLang="x-default" href="${shop().base}/"`, 'i'));
    expect(home.body).toContain(`"url":"${shop().base}/"`);
    expect(home.headers['cache-control']).toBe(PUBLIC_PAGE);
  });

  it('a page asked under a Host no store names is never kept by a shared cache', async () => {
    for (const path of ['/', categoryPath, productPath]) {
      const answer = await get(path, { host: 'evil.example' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(PRIVATE);
    }
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      expect((await get(path, { host: 'evil.example' })).headers['cache-control'], path).toBe('private, no-store');
    }
    const redirect = await get('/kleding', { host: 'www.evil.example' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
  });

  it('a forged X-Forwarded-Proto does not make cookies Secure or links https; a forged Origin host is still cross-site', async () => {
    const answer = await rawRequest(shop().port, {
      path: '/cookie-consent/',
      method: 'POST',
      body: 'choice=accept&returnTo=%2F',
      headers: { ...FORGED, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(403);
    const own = await rawRequest(shop().port, {
      path: '/cookie-consent/',
      method: 'POST',
      body: 'choice=accept&returnTo=%2F',
      headers: { ...FORGED, origin: shop().base, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(own.status).toBe(303);
    for (const cookie of own.headers['set-cookie'] ?? []) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
