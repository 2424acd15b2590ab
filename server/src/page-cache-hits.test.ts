import { describe, expect, it } from 'vitest';
import { cacheTag, cookies } from '@shop/rules';
import { shopForTests } from './test-shop.ts';

// Kept pages are answered before Express when a request of the same shape reached them the whole
// way (page-cache-hits.ts): with the headers the whole way sends, and never where the whole way
// would have done more (a cookie set, a page purged, a private request).

const shop = shopForTests({ SEED_PRODUCTS: '20' });

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shop().base}${path}`, { headers: { ...BROWSER, ...headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function earlyCount(): number {
  const cache = shop().shop.pageCache;
  if (!cache) throw new Error('the test shop runs without its page cache');
  return cache.snapshot.early;
}

const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1] ?? '';

/** The answer's headers that are the same for every answer of one page (its own id, nonce and date aside). */
function comparable(headers: Headers): Record<string, string> {
  const nonce = nonceOf(headers);
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (name === 'date' || name === 'x-request-id' || name === 'connection' || name === 'keep-alive') continue;
    kept[name] = nonce ? value.replaceAll(nonce, 'NONCE') : value;
  }
  return kept;
}

describe('kept pages answered before Express', () => {
  it('answers a request of a shape seen before early, with the headers and bytes the whole way sends', async () => {
    // A tracking parameter gives a new shape of the same key: its first answer is a hit the whole way.
    const first = await get('/kleding/?utm_source=early-test');
    expect(first.status).toBe(200);
    const before = earlyCount();
    const whole = await get('/kleding/?utm_source=early-test-2');
    expect(whole.headers.get('x-page-cache')).toBe('HIT');
    expect(earlyCount()).toBe(before);
    const early = await get('/kleding/?utm_source=early-test-2');
    expect(early.headers.get('x-page-cache')).toBe('HIT');
    expect(earlyCount()).toBe(before + 1);

    expect(comparable(early.headers)).toEqual(comparable(whole.headers));
    expect(early.headers.get('content-encoding')).toBe('gzip');
    expect(early.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(early.headers.get('x-request-id')).not.toBe(whole.headers.get('x-request-id'));
    // Each answer has its own nonce, on its policy and on every script of its page.
    const nonce = nonceOf(early.headers);
    expect(nonce).not.toBe('');
    expect(nonce).not.toBe(nonceOf(whole.headers));
    expect(early.body).toContain(`nonce="${nonce}"`);
    expect(early.body.replaceAll(nonce, 'NONCE')).toBe(whole.body.replaceAll(nonceOf(whole.headers), 'NONCE'));
  });

  it("answers a browser's validator early with an empty 304 that carries no policy", async () => {
    const page = await get('/kleding/');
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    await get('/kleding/');
    const before = earlyCount();
    const revalidated = await get('/kleding/', { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(earlyCount()).toBe(before + 1);
  });

  it('sends a request whose way set a cookie the whole way again: the store a link names is remembered every time', async () => {
    const address = `/kleding/?store=en`;
    const asked = { cookie: `${cookies.locale.name}=nl` };
    await get(address, asked);
    const before = earlyCount();
    for (let round = 0; round < 2; round += 1) {
      const answer = await get(address, asked);
      expect(answer.headers.get('set-cookie')).toContain(`${cookies.locale.name}=en`);
    }
    expect(earlyCount()).toBe(before);
  });

  it('renders a page anew once it was purged, however often its shape was answered early', async () => {
    await get('/accessoires/');
    await get('/accessoires/');
    const cache = shop().shop.pageCache;
    cache?.purge([cacheTag.everything]);
    const after = await get('/accessoires/');
    expect(after.headers.get('x-page-cache')).toBe('MISS');
  });

  it('never answers early a request with an Authorization header or an editor preview cookie, nor one that does not take gzip', async () => {
    await get('/kleding/');
    await get('/kleding/');
    const before = earlyCount();
    const privateAnswer = await get('/kleding/', { authorization: 'Bearer abc' });
    expect(privateAnswer.headers.get('x-page-cache')).toBeNull();
    const preview = await get('/kleding/', { cookie: `${cookies.preview.name}=x` });
    expect(preview.headers.get('x-page-cache')).not.toBe('HIT');
    const plain = await get('/kleding/', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('x-page-cache')).toBe('HIT');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(earlyCount()).toBe(before);
  });
});
