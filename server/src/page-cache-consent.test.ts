import { describe, expect, it } from 'vitest';
import { cartIdCookieName, cookies } from '@shop/rules';
import { shopForTests } from './test-shop.ts';

// The cookie bar is in the server's HTML for a visitor who has not answered it (decision 024), so the
// page cache keeps two pages of one address (decision 063): with the bar, for visitors without a
// consent cookie, and without it, for those with one. Neither may ever reach the other, on the way
// through Express nor answered before it.

const shop = shopForTests({ SEED_PRODUCTS: '20' });

const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
const ACCEPTED = `${cookies.message.name}=1; ${cookies.settings.name}=functional%2Canalytics%2Cmarketing`;
const DENIED = `${cookies.message.name}=1; ${cookies.settings.name}=functional`;

type Bar = 'shown' | 'none' | 'noscript only';

async function visit(path: string, cookie?: string): Promise<{ cache: string | null; bar: Bar }> {
  const response = await fetch(`${shop().base}${path}`, { headers: { ...BROWSER, ...(cookie === undefined ? {} : { cookie }) } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const bars = html.match(/data-testid="cookie-bar"/g)?.length ?? 0;
  const hidden = html.match(/<noscript><section[^>]*data-testid="cookie-bar"/g)?.length ?? 0;
  return { cache: response.headers.get('x-page-cache'), bar: bars === 0 ? 'none' : bars > hidden ? 'shown' : 'noscript only' };
}

function earlyCount(): number {
  const cache = shop().shop.pageCache;
  if (!cache) throw new Error('the test shop runs without its page cache');
  return cache.snapshot.early;
}

describe('the cookie bar and the page cache', () => {
  it('keeps a page with the bar for visitors who have not answered and one without it for those who have', async () => {
    // Both orders: the first visitor of an address has or has not answered.
    for (const [path, first, second] of [
      ['/', undefined, ACCEPTED],
      ['/kleding/', DENIED, undefined],
    ] as const) {
      const early = earlyCount();
      // Three each, interleaved: the first renders, the second is kept, the third is answered before Express.
      for (let round = 0; round < 3; round += 1) {
        const a = await visit(path, first);
        const b = await visit(path, second);
        expect(a.bar).toBe(first === undefined ? 'shown' : 'none');
        expect(b.bar).toBe(second === undefined ? 'shown' : 'none');
        if (round > 0) expect([a.cache, b.cache]).toEqual(['HIT', 'HIT']);
      }
      expect(earlyCount()).toBeGreaterThan(early);
    }
  });

  it('shows the bar to a shopper with a cart or a login who has not answered, and not to one who has', async () => {
    const cart = `${cartIdCookieName('nl')}=abcdefghijklmnopqrstuvwxyz012345`;
    const login = `${cookies.customerToken.name}=not-a-real-token`;
    for (let round = 0; round < 2; round += 1) {
      expect((await visit('/accessoires/', cart)).bar).toBe('shown');
      expect((await visit('/accessoires/', `${login}; ${ACCEPTED}`)).bar).toBe('none');
      expect((await visit('/accessoires/', `${cart}; ${login}`)).bar).toBe('shown');
    }
  });

  it('never hands the page without the bar to a visitor without a consent cookie when a cookie only looked answered', async () => {
    // An empty message cookie answers the bar as much as `1` does; a name with white space around it
    // is read as the page reads it. Each is its own page, never the one kept for no cookie at all.
    for (const [path, cookie] of [
      ['/sale/', `${cookies.message.name}=`],
      ['/merken/', `\u00a0${cookies.message.name} =1`],
    ] as const) {
      for (let round = 0; round < 3; round += 1) {
        expect((await visit(path, cookie)).bar).toBe('none');
        expect((await visit(path)).bar).toBe('shown');
        expect((await visit(path, 'other=1')).bar).toBe('shown');
      }
    }
  });
});
