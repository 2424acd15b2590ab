import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { CHANGE_PASSWORD, CUSTOMER, PASSWORD, SIGN_IN, SIGN_OUT, signedUpCustomer, signIn, uniqueEmail } from './customer-fixtures.ts';
import { ACCOUNT_LOCKED, ALREADY_LOGGED_OUT, SIGN_IN_FAILED } from './service.ts';
import { loginThrottle } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const t = testApiForFile({ products: 10, now: () => clock });
let clock = new Date('2025-03-01T10:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const FAILED = { message: SIGN_IN_FAILED, category: 'graphql-authentication' };
const wrongSignIns = async (email: string, times: number) => {
  for (let i = 0; i < times; i++) expect(errorOf(await t.query(SIGN_IN, { email, password: `Wrong!Pass${i}` }))).toEqual(FAILED);
};

describe('lockout (A20)', () => {
  it('A20: ten wrong passwords lock the account for ten minutes, even for the right password', async () => {
    const { email } = await signedUpCustomer(t);
    await wrongSignIns(email, 10);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
    advance(9 * MINUTE);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
    advance(MINUTE + 1000);
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
    // A successful sign-in clears the count.
    expect(await t.db.select().from(loginThrottle).where(eq(loginThrottle.email, email))).toEqual([]);
  });

  it('A20: nine failures and a success leave the account open; the count starts again', async () => {
    const { email } = await signedUpCustomer(t);
    await wrongSignIns(email, 9);
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
    await wrongSignIns(email, 9);
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
  });

  it('A20: failures older than the ten-minute window are not counted', async () => {
    const { email } = await signedUpCustomer(t);
    await wrongSignIns(email, 9);
    advance(10 * MINUTE + 1000);
    await wrongSignIns(email, 9);
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
  });

  it('A20: an unknown e-mail gets the same answer before and after ten tries', async () => {
    const email = uniqueEmail('onbekend');
    await wrongSignIns(email, 12);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
  });

  it('A20: aliases in one document are each counted', async () => {
    const { email } = await signedUpCustomer(t);
    const aliases = Array.from(
      { length: 11 },
      (_, i) => `a${i}: generateCustomerToken(email: $email, password: "Wrong!Pass${i}") { token }`,
    );
    const answer = await t.query(`mutation ($email: String!) { ${aliases.join(' ')} }`, { email });
    expect(answer.errors).toHaveLength(11);
    for (const error of answer.errors!) expect(error.message).toBe(SIGN_IN_FAILED);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
  });

  it('A20: aliases with the right password after ten wrong ones in one document are refused', async () => {
    const { email } = await signedUpCustomer(t);
    const wrong = Array.from({ length: 10 }, (_, i) => `w${i}: generateCustomerToken(email: $email, password: "Wrong!Pass${i}") { token }`);
    const answer = await t.query<{ right: { token: string } | null }>(
      `mutation ($email: String!, $password: String!) { ${wrong.join(' ')} right: generateCustomerToken(email: $email, password: $password) { token } }`,
      {
        email,
        password: PASSWORD,
      },
    );
    expect(answer.data?.right ?? null).toBeNull();
    expect(answer.errors).toHaveLength(11);
  });

  it('A20: a batch of operations in one request is refused whole, so it cannot go round the count', async () => {
    const { email } = await signedUpCustomer(t);
    const batch = Array.from({ length: 20 }, (_, i) => ({ query: SIGN_IN, variables: { email, password: `Wrong!Pass${i}` } }));
    const response = await t.request({
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'nl' },
      body: JSON.stringify(batch),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    // Nothing was tried: no attempt counted, and the right password still works.
    expect(await t.db.select().from(loginThrottle).where(eq(loginThrottle.email, email))).toEqual([]);
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
  });

  it('A20: parallel wrong attempts are all counted', async () => {
    const { email } = await signedUpCustomer(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => t.query(SIGN_IN, { email, password: `Wrong!Pass${i}` })));
    for (const answer of answers) expect(errorOf(answer)).toEqual(FAILED);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
    const [row] = await t.db.select().from(loginThrottle).where(eq(loginThrottle.email, email));
    expect(row!.failures).toBe(13);
  });

  it('A12: wrong current passwords in changeCustomerPassword count towards the lock', async () => {
    const { email, token } = await signedUpCustomer(t);
    for (let i = 0; i < 10; i++) {
      expect(errorOf(await t.query(CHANGE_PASSWORD, { current: `Wrong!Pass${i}`, next: 'Nieuw!Pak99' }, { token })).message).toBe(
        'Invalid login or password.',
      );
    }
    expect(errorOf(await t.query(CHANGE_PASSWORD, { current: PASSWORD, next: 'Nieuw!Pak99' }, { token })).message).toBe(ACCOUNT_LOCKED);
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD }))).toEqual(FAILED);
  });
});

describe('token lifetime (CK5)', () => {
  it('CK5: a token works for 7 days and is refused afterwards', async () => {
    const { token } = await signedUpCustomer(t);
    advance(7 * DAY - MINUTE);
    expect(dataOf(await t.query(CUSTOMER, {}, { token })).customer.firstname).toBe('Jan');
    advance(2 * MINUTE);
    expect(errorOf(await t.query(CUSTOMER, {}, { token }))).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
    });
    expect(errorOf(await t.query(SIGN_OUT, {}, { token })).message).toBe(ALREADY_LOGGED_OUT);
  });
});
