import { describe, expect, it } from 'vitest';
import { rawRequest, shopForTests } from './test-shop.ts';

/**
 * Bad bytes in addresses (decision 037): NUL and other control characters, and percent escapes that
 * are not UTF-8, in the path or a query parameter of a storefront page answer the shop's translated
 * 400 page, before any route or API call sees them; never a 500.
 */
const shop = shopForTests();

const BAD_ADDRESSES = [
  '/kleding/?color=a%00b',
  '/kleding/?color=%FF',
  '/kleding/?color=a%C0%AFb',
  '/kleding/?price=1%0A2',
  '/kleding/?sort=%00',
  '/kleding/?lf=color%7Ea%00b',
  '/zoeken/?q=sjaal%00',
  '/zoeken/suggest/?q=%ED%A0%80',
  '/listing/count/?color=%00',
  '/kleding%00/',
  '/kleding/%FF/',
  '/shirt%01.html',
  '/winkels/%E0%A4%A/',
];

describe('bad bytes in addresses', () => {
  it.each(BAD_ADDRESSES)('%s answers 400 with the translated error page', async (path) => {
    const answer = await rawRequest(shop().port, { path, headers: { accept: 'text/html', 'accept-language': 'nl' } });
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('Dit verzoek konden we niet verwerken.');
  });

  it("the page speaks the address's store, whatever the browser prefers, in the shop's look", async () => {
    for (const [path, language, lead] of [
      ['/kleding/?color=a%00b', 'nl', 'Dit verzoek konden we niet verwerken.'],
      ['/de/?color=a%00b', 'de', 'Diese Anfrage konnten wir nicht verarbeiten.'],
      ['/kleding/?color=a%00b&store=de', 'de', 'Diese Anfrage konnten wir nicht verarbeiten.'],
      ['/kleding/?color=%FF&store=en', 'en', 'We could not process this request.'],
    ] as const) {
      for (const browser of ['en', 'de', 'nl']) {
        const answer = await rawRequest(shop().port, { path, headers: { accept: 'text/html', 'accept-language': browser } });
        expect(answer.status, `${path} ${browser}`).toBe(400);
        expect(answer.body, `${path} ${browser}`).toContain(`<html lang="${language}">`);
        expect(answer.body, `${path} ${browser}`).toContain(lead);
        // Not the browser's bare page: the shop's wordmark, its type and colours.
        expect(answer.body).toContain('<a class="brand" href="/">Van Arkel</a>');
        expect(answer.body).toMatch(/<style>[^<]*#14213d/);
      }
    }
  });

  it('a store chosen earlier (its cookie) decides the language of a bad address without a store of its own', async () => {
    const answer = await rawRequest(shop().port, {
      path: '/kleding/?color=a%00b',
      headers: { accept: 'text/html', 'accept-language': 'nl', cookie: 'store=de' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('Diese Anfrage konnten wir nicht verarbeiten.');
  });

  it('a Host that cannot be part of an address answers 400, not 500', async () => {
    for (const host of ['[::1', 'a b', 'shop.example/evil', 'user@shop.example']) {
      const answer = await rawRequest(shop().port, { path: '/kleding/', headers: { host, accept: 'text/html' } });
      expect(answer.status, host).toBe(400);
    }
  });

  it('ordinary addresses still work: encoded letters, spaces, a stray percent in a search', async () => {
    for (const path of ['/kleding/', '/zoeken/?q=caf%C3%A9+noir', '/zoeken/?q=100%', '/kleding/?color=Blauw']) {
      const answer = await rawRequest(shop().port, { path, headers: { accept: 'text/html' } });
      expect(answer.status, path).toBeLessThan(400);
    }
  });
});
