/**
 * One client against the rate limits (decision 034), over HTTP as a browser or script reaches the
 * API: each client connects from its own loopback address (127.0.0.x), which the server sees as
 * `req.ip`. Runs on PGlite (counts in memory) and on PostgreSQL (counts in `rate_limits`).
 */
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts } from '../cart/tables.ts';
import { passwordVerifications } from '../customer/passwords.ts';
import { customers, passwordResetTokens } from '../customer/tables.ts';
import { requestPasswordResetEmail } from '../customer/password-reset.ts';
import { CONFIRMATION_MAILS_PER_HOUR, subscribeEmailToNewsletter } from '../newsletter/service.ts';
import { requestContextFor } from '../newsletter/test-support.ts';
import { createApi } from '../platform/graphql.ts';
import { createMailer } from '../platform/mail.ts';
import { mailOutbox } from '../platform/tables.ts';
import { createTestApi, type TestApi } from '../platform/testing.ts';
import { RATE_LIMITS } from './limits.ts';
import { createRateLimits, TOO_MANY_REQUESTS } from './limiter.ts';

let t: TestApi;
let server: Server;
let port: number;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** A GraphQL POST from the loopback address `from` (a client of its own). */
function post(from: string, query: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify({ query, variables });
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body'],
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const isRefused = (answer: Answer) => answer.body.errors?.some((error) => error.extensions?.code === TOO_MANY_REQUESTS) ?? false;

/** Runs `tasks` with at most `width` in flight, as a client with a few connections would. */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]!();
      }
    }),
  );
  return results;
}

async function cartCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(carts);
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApi({ products: 5 });
  // As Express mounts the API: `req.ip` is the client's address (no proxy in between here).
  server = createServer((req, res) => {
    Object.assign(req, { ip: req.socket.remoteAddress });
    void t.api(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('rate limits per client address', () => {
  it('one client creating 100 carts gets its 30 and then 429 with Retry-After; another client still gets a cart', async () => {
    const before = await cartCount();
    const answers = await inParallel(
      Array.from({ length: 100 }, () => () => post('127.0.0.2', 'mutation { createEmptyCart }')),
      4,
    );
    const created = answers.filter((answer) => answer.status === 200 && typeof answer.body.data?.createEmptyCart === 'string');
    const refused = answers.filter((answer) => answer.status === 429);
    expect(created.length).toBe(RATE_LIMITS.cart.address.points);
    expect(refused.length).toBe(100 - RATE_LIMITS.cart.address.points);
    for (const answer of refused) {
      expect(isRefused(answer)).toBe(true);
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(RATE_LIMITS.cart.address.seconds);
      expect(answer.body.errors?.[0]?.message).toMatch(/try again in \d+ seconds/);
    }
    expect((await cartCount()) - before).toBe(RATE_LIMITS.cart.address.points);

    const other = await post('127.0.0.3', 'mutation { createEmptyCart }');
    expect(other.status).toBe(200);
    expect(typeof other.body.data?.createEmptyCart).toBe('string');
  });

  it('200 sign-ins with different addresses from one client: the limit refuses the rest before any password is hashed', async () => {
    const SIGN_IN = `mutation ($email: String!) { generateCustomerToken(email: $email, password: "Wrong-password1") { token } }`;
    const hashedBefore = passwordVerifications();
    const answers = await inParallel(
      Array.from({ length: 200 }, (_, i) => () => post('127.0.0.4', SIGN_IN, { email: `shopper${i}@example.com` })),
      8,
    );
    const refused = answers.filter(isRefused);
    expect(refused.length).toBe(200 - RATE_LIMITS.signIn.address.points);
    expect(refused.every((answer) => answer.status === 429 && answer.retryAfter !== null)).toBe(true);
    // Without the limit, 200 password hashes take seconds of CPU; with it, only the client's share is hashed.
    expect(passwordVerifications() - hashedBefore).toBe(RATE_LIMITS.signIn.address.points);

    const other = await post('127.0.0.5', SIGN_IN, { email: 'shopper0@example.com' });
    expect(other.status).toBe(200);
    expect(isRefused(other)).toBe(false);
  });

  it('every limited entry point answers 429 after its share, per client address', async () => {
    const cases: { name: keyof typeof RATE_LIMITS; query: string; variables: (i: number) => Record<string, unknown> }[] = [
      {
        name: 'signUp',
        query: `mutation ($email: String!) { createCustomerV2(input: { email: $email, firstname: "Jan", lastname: "Jansen", password: "Geheim-wachtwoord1" }) { customer { email } } }`,
        variables: (i) => ({ email: `signup${i}@example.com` }),
      },
      {
        name: 'passwordResetRequest',
        query: `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`,
        variables: (i) => ({ email: `reset${i}@example.com` }),
      },
      {
        name: 'passwordReset',
        query: `mutation ($email: String!) { resetPassword(email: $email, resetPasswordToken: "not-a-token", newPassword: "Nieuw-wachtwoord1") }`,
        variables: (i) => ({ email: `reset${i}@example.com` }),
      },
      {
        name: 'newsletter',
        query: `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`,
        variables: (i) => ({ email: `news${i}@example.com` }),
      },
      {
        name: 'giftCard',
        query: `query ($code: String!) { giftCardAccount(input: { gift_card_code: $code, gift_card_pin: "123456" }) { code } }`,
        variables: (i) => ({ code: `6036 0000 0000 0000 ${String(100 + i).padStart(3, '0')}` }),
      },
      {
        name: 'placeOrder',
        query: `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`,
        variables: (i) => ({ id: `no-such-cart-${i}` }),
      },
    ];
    let host = 10;
    for (const { name, query, variables } of cases) {
      const from = `127.0.0.${host++}`;
      const share = RATE_LIMITS[name].address.points;
      const answers = await inParallel(
        Array.from({ length: share + 3 }, (_, i) => () => post(from, query, variables(i))),
        2,
      );
      expect(answers.filter(isRefused).length, name).toBe(3);
      expect(answers.filter((answer) => answer.status === 429).length, name).toBe(3);
      // Another client is not affected.
      const other = await post(`127.0.0.${host++}`, query, variables(share + 10));
      expect(isRefused(other), name).toBe(false);
    }
  }, 120_000);

  it('in process, the storefront hands in the shopper address: refused with the code and status 429', async () => {
    const run = () => t.api.run({ query: 'mutation { createEmptyCart }', clientAddress: '203.0.113.7' });
    for (let i = 0; i < RATE_LIMITS.cart.address.points; i++) expect((await run()).status).toBe(200);
    const refused = await run();
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe(TOO_MANY_REQUESTS);
    expect(refused.errors?.[0]?.extensions?.params).toEqual({ retryAfter: expect.stringMatching(/^[1-9]\d*$/) });
    // An IPv6 client is counted by its /64 network: a new address in the same network does not help.
    const v6 = (host: number) => t.api.run({ query: 'mutation { createEmptyCart }', clientAddress: `2001:db8:1:2::${host}` });
    for (let i = 0; i < RATE_LIMITS.cart.address.points; i++) expect((await v6(i + 1)).status).toBe(200);
    expect((await v6(999)).status).toBe(429);
    expect((await t.api.run({ query: 'mutation { createEmptyCart }', clientAddress: '2001:db8:1:3::1' })).status).toBe(200);
  });
});

describe('shared by every process', () => {
  it.runIf(process.env.SHOP_TEST_ENGINE === 'postgres')(
    'on PostgreSQL a second process counts the same client: its share is what the first left',
    async () => {
      // Another worker: its own API and counters, the same database.
      const second = createApi({ db: t.db, rateLimits: createRateLimits(t.database) });
      const run = (api: typeof t.api) => api.run({ query: 'mutation { createEmptyCart }', clientAddress: '192.0.2.44' });
      const share = RATE_LIMITS.cart.address.points;
      for (let i = 0; i < share - 5; i++) expect((await run(t.api)).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 10 }, () => run(second)));
      expect(answers.filter((answer) => answer.status === 200).length).toBe(5);
      expect(answers.filter((answer) => answer.status === 429).length).toBe(5);
    },
  );
});

describe('in Redis (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  // A client address of its own per run: Redis keeps the counts of earlier runs for their window.
  const client = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const createCart = (api: typeof t.api, clientAddress: string) => api.run({ query: 'mutation { createEmptyCart }', clientAddress });

  it.runIf(redisUrl)('two processes on one Redis share the count of a client', async () => {
    const counters = [createRateLimits(null, redisUrl), createRateLimits(null, redisUrl)];
    await Promise.all(counters.map((counter) => counter.ready()));
    const [first, second] = counters.map((rateLimits) => createApi({ db: t.db, rateLimits }));
    const address = client();
    const share = RATE_LIMITS.cart.address.points;
    for (let i = 0; i < share - 5; i++) expect((await createCart(first!, address)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => createCart(second!, address)));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(5);
    const refused = answers.find((answer) => answer.status === 429);
    expect(refused?.errors?.[0]?.extensions?.code).toBe(TOO_MANY_REQUESTS);
    await Promise.all(counters.map((counter) => counter.close()));
  });

  it('while Redis cannot be reached, each process still counts on its own and nobody sees an error', async () => {
    const rateLimits = createRateLimits(null, 'redis://127.0.0.1:1');
    const api = createApi({ db: t.db, rateLimits });
    const address = client();
    const answers = [];
    for (let i = 0; i < RATE_LIMITS.cart.address.points + 2; i++) answers.push(await createCart(api, address));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(RATE_LIMITS.cart.address.points);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(2);
    await rateLimits.close();
  });
});

describe('rate limits per account', () => {
  it('sign-ins for one e-mail address from many clients are limited too', async () => {
    const SIGN_IN = `mutation { generateCustomerToken(email: "target@example.com", password: "Wrong-password1") { token } }`;
    const share = RATE_LIMITS.signIn.account.points;
    const answers = await inParallel(
      Array.from({ length: share + 5 }, (_, i) => () => t.api.run({ query: SIGN_IN, clientAddress: `198.51.100.${i + 1}` })),
      4,
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBe(5);
  });
});

describe('caps that count mails are atomic', () => {
  it('40 parallel newsletter sign-ups of one address send at most 3 confirmation mails', async () => {
    const email = 'race@example.com';
    const ctx = await requestContextFor(t.db, createMailer());
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => subscribeEmailToNewsletter(ctx, email)));
    expect(outcomes.every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    const [row] = await t.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'newsletter_confirm'), eq(mailOutbox.toAddress, email)));
    expect(row?.n).toBe(CONFIRMATION_MAILS_PER_HOUR);
  });

  it('40 parallel password reset requests for one account make at most 3 reset links', async () => {
    const [customer] = await t.db
      .insert(customers)
      .values({ email: 'reset-race@example.com', passwordHash: 'x', firstname: 'Jan', lastname: 'Jansen', storeCode: 'nl' })
      .returning({ id: customers.id });
    const ctx = await requestContextFor(t.db, createMailer());
    await Promise.all(Array.from({ length: 40 }, () => requestPasswordResetEmail(ctx, 'reset-race@example.com')));
    const [row] = await t.db.select({ n: count() }).from(passwordResetTokens).where(eq(passwordResetTokens.customerId, customer!.id));
    expect(row?.n).toBe(3);
  });
});
