import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { startTestMailbox, type ReceivedMail, type TestMailbox } from '../newsletter/test-support.ts';
import { createMailer, type Mailer } from '../platform/mail.ts';
import { mailOutbox } from '../platform/tables.ts';
import { createTestApi, outboxMails, refusalOf, type TestApi } from '../platform/testing.ts';
import {
  CREATE_CUSTOMER,
  CUSTOMER,
  NEW_PASSWORD,
  PASSWORD,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  signedUpCustomer,
  signIn,
  uniqueEmail,
} from './customer-fixtures.ts';
import { RESET_MAILS_PER_HOUR, TOKEN_EXPIRED, TOKEN_MISMATCHED } from './password-reset.ts';
import { SIGN_IN_FAILED } from './service.ts';

let t: TestApi;
let mailbox: TestMailbox;
const sends: Promise<unknown>[] = [];
let clock = new Date('2025-04-01T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  mailbox = await startTestMailbox();
  const mailer = createMailer({ smtpUrl: mailbox.smtpUrl });
  // The reset mail goes out after the answer: keep each send, so a test can wait until all are handed over.
  const mail: Mailer = {
    send(db, message) {
      const sent = mailer.send(db, message);
      sends.push(sent);
      return sent;
    },
  };
  t = await createTestApi({ products: 10, now: () => clock, mail });
});

afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** The reset mails that arrived for the address, once every mail the shop started has been handed over. */
async function resetMails(email: string): Promise<ReceivedMail[]> {
  await Promise.all(sends);
  return mailbox.mails.filter((mail) => mail.to.includes(email) && mail.decoded.includes('forgotpassword'));
}

/** The token of the newest reset mail for the address (there must be more than `skip`), and its link. */
async function mailedReset(email: string, skip = 0): Promise<{ token: string; link: URL }> {
  const mails = await resetMails(email);
  expect(mails.length).toBeGreaterThan(skip);
  const href = /https?:\/\/[^\s"<>]+\/customer\/forgotpassword\/\?[^\s"<>]+/.exec(mails[mails.length - 1]!.decoded)![0];
  const link = new URL(href.replace(/&amp;/g, '&'));
  return { token: link.searchParams.get('token')!, link };
}

describe('welcome mail (A7)', () => {
  it('A7: the welcome mail arrives through SMTP in the store language', async () => {
    const email = uniqueEmail('welkom');
    dataOf(await t.query(CREATE_CUSTOMER, { input: { firstname: 'Anna', lastname: 'Smit', email, password: PASSWORD } }));
    const mail = await mailbox.waitFor(email, /Welkom bij Van Arkel/);
    expect(mail.decoded).toContain('Beste Anna,');
    const english = uniqueEmail('welcome');
    dataOf(
      await t.query(
        CREATE_CUSTOMER,
        { input: { firstname: 'Anna', lastname: 'Smith', email: english, password: PASSWORD } },
        { store: 'en' },
      ),
    );
    expect((await mailbox.waitFor(english, /Welcome to Van Arkel/)).decoded).toContain('Dear Anna,');
  });
});

describe('password reset (A8, A9)', () => {
  it('A9: the request mails a single-use link to /customer/forgotpassword/ with e-mail and token', async () => {
    const { email } = await signedUpCustomer(t);
    expect(dataOf(await t.query(REQUEST_RESET, { email: email.toUpperCase() })).requestPasswordResetEmail).toBe(true);
    const { token, link } = await mailedReset(email);
    expect(link.pathname).toBe('/customer/forgotpassword/');
    expect(link.searchParams.get('email')).toBe(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('A9: an unknown address gets the same answer and no mail; a malformed one is an input error', async () => {
    const email = uniqueEmail('onbekend');
    expect(dataOf(await t.query(REQUEST_RESET, { email })).requestPasswordResetEmail).toBe(true);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);
    expect(errorOf(await t.query(REQUEST_RESET, { email: 'geen adres' }))).toEqual({
      message: 'fill in your valid email',
      category: 'graphql-input',
    });
    expect(errorOf(await t.query(REQUEST_RESET, { email: `${'a'.repeat(300)}@example.com` })).category).toBe('graphql-input');
  });

  it('A8: the mailed token sets a new password, revokes every session and cannot be used twice', async () => {
    const { email, token: session } = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const { token } = await mailedReset(email);
    expect(dataOf(await t.query(RESET_PASSWORD, { email, token, password: NEW_PASSWORD })).resetPassword).toBe(true);
    expect(errorOf(await t.query(CUSTOMER, {}, { token: session })).category).toBe('graphql-authorization');
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD })).message).toBe(SIGN_IN_FAILED);
    expect(await signIn(t, email, NEW_PASSWORD)).toBeTruthy();
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token, password: 'Derde!Pak77' }))).toEqual({
      message: TOKEN_MISMATCHED,
      category: 'graphql-input',
    });
    expect(await signIn(t, email, NEW_PASSWORD)).toBeTruthy();
  });

  it('A8: a wrong, foreign, hostile or oversized token is mismatched; a weak password keeps the token usable', async () => {
    const { email } = await signedUpCustomer(t);
    const other = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const { token } = await mailedReset(email);
    for (const wrong of ['nope', token.slice(0, -1), "' or 1=1 --", 'x'.repeat(5000)]) {
      expect(errorOf(await t.query(RESET_PASSWORD, { email, token: wrong, password: NEW_PASSWORD })).message).toBe(TOKEN_MISMATCHED);
    }
    expect(errorOf(await t.query(RESET_PASSWORD, { email: other.email, token, password: NEW_PASSWORD })).message).toBe(TOKEN_MISMATCHED);
    expect(refusalOf(await t.query(RESET_PASSWORD, { email: other.email, token, password: NEW_PASSWORD }))).toEqual({
      code: 'CUSTOMER_RESET_TOKEN_INVALID',
      params: {},
    });
    expect(errorOf(await t.query(RESET_PASSWORD, { email: uniqueEmail(), token, password: NEW_PASSWORD })).message).toBe(TOKEN_MISMATCHED);
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token, password: 'zwakpass' }))).toEqual({
      message: 'password must contain at least 1 capital letter',
      category: 'graphql-input',
    });
    expect(refusalOf(await t.query(RESET_PASSWORD, { email, token, password: 'zwakpass' }))).toEqual({
      code: 'CUSTOMER_FIELD_INVALID',
      params: { field: 'newPassword', rule: 'password.capital' },
    });
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token: '', password: NEW_PASSWORD })).message).toBe(
      'resetPasswordToken must be specified',
    );
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token, password: '' })).message).toBe('newPassword must be specified');
    expect(errorOf(await t.query(RESET_PASSWORD, { email: 'kapot', token, password: NEW_PASSWORD })).category).toBe('graphql-input');
    expect(await signIn(t, other.email, PASSWORD)).toBeTruthy();
    expect(dataOf(await t.query(RESET_PASSWORD, { email, token, password: NEW_PASSWORD })).resetPassword).toBe(true);
  });

  it('A9: a newer request makes the older link stop working', async () => {
    const { email } = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const first = await mailedReset(email);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const second = await mailedReset(email, 1);
    expect(second.token).not.toBe(first.token);
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token: first.token, password: NEW_PASSWORD })).message).toBe(TOKEN_MISMATCHED);
    expect(dataOf(await t.query(RESET_PASSWORD, { email, token: second.token, password: NEW_PASSWORD })).resetPassword).toBe(true);
  });

  it('A9: a link expires after an hour', async () => {
    const { email } = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const { token } = await mailedReset(email);
    advance(60 * 60_000 + 1000);
    expect(errorOf(await t.query(RESET_PASSWORD, { email, token, password: NEW_PASSWORD }))).toEqual({
      message: TOKEN_EXPIRED,
      category: 'graphql-input',
    });
    expect(refusalOf(await t.query(RESET_PASSWORD, { email, token, password: NEW_PASSWORD }))).toEqual({
      code: 'CUSTOMER_RESET_TOKEN_EXPIRED',
      params: {},
    });
    expect(await signIn(t, email, PASSWORD)).toBeTruthy();
  });

  it('A9: passwordResetTokenState tells a working link from a used, replaced, foreign or expired one without using it up', async () => {
    const STATE = `query ($email: String!, $token: String!) { passwordResetTokenState(email: $email, resetPasswordToken: $token) }`;
    const stateOf = async (email: string, token: string) => dataOf(await t.query(STATE, { email, token })).passwordResetTokenState;
    const { email } = await signedUpCustomer(t);
    const other = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const first = await mailedReset(email);
    expect(await stateOf(email, first.token)).toBe('VALID');
    expect(await stateOf(email.toUpperCase(), first.token)).toBe('VALID');
    // Asking does not use the link up.
    expect(await stateOf(email, first.token)).toBe('VALID');
    for (const wrong of ['nope', first.token.slice(0, -1), 'x'.repeat(5000), ' ']) expect(await stateOf(email, wrong)).toBe('INVALID');
    expect(await stateOf(other.email, first.token)).toBe('INVALID');
    expect(await stateOf('kapot', first.token)).toBe('INVALID');
    dataOf(await t.query(REQUEST_RESET, { email }));
    const second = await mailedReset(email, 1);
    expect(await stateOf(email, first.token)).toBe('INVALID');
    expect(await stateOf(email, second.token)).toBe('VALID');
    expect(dataOf(await t.query(RESET_PASSWORD, { email, token: second.token, password: NEW_PASSWORD })).resetPassword).toBe(true);
    expect(await stateOf(email, second.token)).toBe('INVALID');
    dataOf(await t.query(REQUEST_RESET, { email: other.email }));
    const late = await mailedReset(other.email);
    advance(60 * 60_000 + 1000);
    expect(await stateOf(other.email, late.token)).toBe('EXPIRED');
  });

  it('A9: at most three reset mails per hour per account; the answer stays the same', async () => {
    const { email } = await signedUpCustomer(t);
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++)
      expect(dataOf(await t.query(REQUEST_RESET, { email })).requestPasswordResetEmail).toBe(true);
    expect(await resetMails(email)).toHaveLength(RESET_MAILS_PER_HOUR);
    advance(60 * 60_000 + 1000);
    dataOf(await t.query(REQUEST_RESET, { email }));
    await mailedReset(email, RESET_MAILS_PER_HOUR);
  });

  it('A20: a reset lifts the sign-in lock', async () => {
    const { email } = await signedUpCustomer(t);
    for (let i = 0; i < 11; i++) await t.query(SIGN_IN, { email, password: `Wrong!Pass${i}` });
    expect(errorOf(await t.query(SIGN_IN, { email, password: PASSWORD })).message).toBe(SIGN_IN_FAILED);
    dataOf(await t.query(REQUEST_RESET, { email }));
    const { token } = await mailedReset(email);
    dataOf(await t.query(RESET_PASSWORD, { email, token, password: NEW_PASSWORD }));
    expect(await signIn(t, email, NEW_PASSWORD)).toBeTruthy();
  });

  it('A9: the reset mail is kept in the outbox as sent', async () => {
    const { email } = await signedUpCustomer(t);
    dataOf(await t.query(REQUEST_RESET, { email }));
    await mailedReset(email);
    const rows = await outboxMails(t.db, 'password_reset', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sentAt).not.toBeNull();
    expect(rows[0]!.subject).toBe('Nieuw wachtwoord instellen');
  });
});
