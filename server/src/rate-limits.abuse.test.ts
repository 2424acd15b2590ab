/**
 * The rate limits through the whole server (decision 034): the address Express gives the API
 * (`req.ip`, after TRUST_PROXY) is the one counted, so behind a proxy each shopper has a share of
 * their own and addresses a client writes into X-Forwarded-For buy nothing. The API's own tests
 * cover each limit (packages/api/src/ratelimit/rate-limits.abuse.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@shop/api/testing';
import { shopForTests } from './test-shop.ts';

const createCart = (base: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: 'mutation { createEmptyCart }' }),
  });

const SHARE = RATE_LIMITS.cart.address.points;

describe('rate limits through the server, behind a proxy on this machine (TRUST_PROXY=loopback)', () => {
  // With TEST_REDIS_URL the counts are in Redis, as with REDIS_URL in production.
  const shop = shopForTests({
    SHOP_ROLE: 'api',
    SEED_PRODUCTS: '5',
    TRUST_PROXY: 'loopback',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  });

  it('one shopper gets their share of new carts, then 429 with Retry-After and a message; addresses they forge in front do not help', async () => {
    // The proxy appends the address it saw; the client wrote the ones before it. A shopper of their
    // own per run, as Redis keeps the counts of an earlier run for their window.
    const shopper = (n: number) => `203.0.${Math.floor(Math.random() * 250)}.${n}`;
    const seen = shopper(9);
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}, ${seen}` });
    for (let i = 0; i < SHARE; i++) expect((await createCart(shop().base, forged(i))).status).toBe(200);
    const refused = await createCart(shop().base, forged(SHARE));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.cart.address.seconds);
    const body = (await refused.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]?.extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(body.errors[0]?.message).toMatch(/try again in \d+ seconds/);

    // Another shopper behind the same proxy has a share of their own, and the shop is not held up.
    expect((await createCart(shop().base, { 'x-forwarded-for': shopper(10) })).status).toBe(200);
    expect((await fetch(`${shop().base}/readyz`)).status).toBe(200);
  });
});
