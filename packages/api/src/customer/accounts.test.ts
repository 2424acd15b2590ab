import type * as Argon2 from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { dataOf, errorOf } from '../cart/cart-fixtures.ts';
import { newsletterSubscriptions } from '../newsletter/tables.ts';
import { mailOutbox } from '../platform/tables.ts';
import { refusalOf } from '../platform/testing.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import { hashToken } from './auth.ts';
import {
  CREATE_CUSTOMER,
  CREATE_CUSTOMER_V2,
  CUSTOMER,
  PASSWORD,
  SIGN_IN,
  SIGN_OUT,
  signedUpCustomer,
  signIn,
  uniqueEmail,
  NOT_AUTHORIZED,
} from './customer-fixtures.ts';
import { ALREADY_LOGGED_OUT, EMAIL_TAKEN, SIGN_IN_FAILED } from './service.ts';
import { customers, customerTokens } from './tables.ts';

// Every argon2 check the shop makes, counted: the real function still answers.
const argon2Verify = vi.hoisted(() => vi.fn<(hash: string, password: string) => Promise<boolean>>());
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  argon2Verify.mockImplementation((hash, password) => argon2.verify(hash, password));
  return { ...argon2, verify: argon2Verify };
});

const t = testApiForFile({ products: 10 });

const customersCount = async () => (await t.db.select({ n: count() }).from(customers))[0]!.n;
const input = (extra: Record<string, unknown> = {}) => ({
  firstname: 'Jan',
  lastname: 'Jansen',
  email: uniqueEmail(),
  password: PASSWORD,
  ...extra,
});

/** The refusal of a value that breaks one of the account form's rules (the rule as the shared schema names it). */
const fieldRule = (field: string, rule: string) => ({ code: 'CUSTOMER_FIELD_INVALID', params: { field, rule } });
/** The refusal of a value the GraphQL input rules do not accept. */
const invalidInput = (field: string) => ({ code: 'INPUT_INVALID', params: { field } });

describe('registration (A7)', () => {
  it('A7: createCustomer makes an account with a lower-cased e-mail, an argon2id hash and a welcome mail', async () => {
    const email = uniqueEmail('Nieuw').toUpperCase();
    const created = dataOf(
      await t.query(CREATE_CUSTOMER, { input: input({ email: `  ${email} `, gender: 1, date_of_birth: '1980-05-17' }) }),
    ).createCustomer.customer;
    expect(created).toMatchObject({
      email: email.toLowerCase(),
      firstname: 'Jan',
      lastname: 'Jansen',
      gender: 1,
      date_of_birth: '1980-05-17',
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await t.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    expect(row!.passwordHash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email.toLowerCase()));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'welcome', subject: 'Welkom bij Van Arkel' });
    expect(mails[0]!.textBody).toContain('Beste Jan,');
    expect(mails[0]!.textBody).toContain('/customer/');
  });

  it('A7: createCustomerV2 makes an account too and the new customer can sign in at once', async () => {
    const email = uniqueEmail();
    const created = dataOf(await t.query(CREATE_CUSTOMER_V2, { input: { firstname: 'Els', lastname: 'Bos', email, password: PASSWORD } }));
    expect(created.createCustomerV2.customer).toMatchObject({ email, firstname: 'Els', addresses: [], default_billing: null });
    expect(await signIn(t, email, PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('A7: an address that already has an account, in any case, is refused with Magento text', async () => {
    const { email } = await signedUpCustomer(t);
    const before = await customersCount();
    const answer = await t.query(CREATE_CUSTOMER, { input: input({ email: email.toUpperCase() }) });
    expect(errorOf(answer)).toEqual({ message: EMAIL_TAKEN, category: 'graphql-already-exists' });
    expect(refusalOf(answer)).toEqual({ code: 'CUSTOMER_EMAIL_TAKEN', params: {} });
    expect(await customersCount()).toBe(before);
  });

  it('A7: two registrations for one address at the same moment make one account', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([1, 2, 3].map(() => t.query(CREATE_CUSTOMER, { input: input({ email }) })));
    expect(answers.filter((answer) => !answer.errors).length).toBe(1);
    for (const failed of answers.filter((answer) => answer.errors)) expect(errorOf(failed).message).toBe(EMAIL_TAKEN);
    expect((await t.db.select().from(customers).where(eq(customers.email, email))).length).toBe(1);
  });

  it.each([
    ['a malformed e-mail', { email: 'jan@@example' }, 'fill in your valid email', fieldRule('email', 'email.invalid')],
    ['a missing e-mail', { email: '' }, 'email is required', fieldRule('email', 'email.required')],
    [
      'an oversized e-mail',
      { email: `${'a'.repeat(250)}@example.com` },
      'email can be at most 254 characters',
      fieldRule('email', 'email.tooLong'),
    ],
    ['a missing first name', { firstname: '   ' }, 'first name is required', fieldRule('firstname', 'firstname.required')],
    ['an oversized last name', { lastname: 'x'.repeat(101) }, 'name can be at most 100 characters', fieldRule('lastname', 'name.tooLong')],
    [
      'a control character in a name',
      { firstname: 'Jan\u0000' },
      '"firstname" contains characters that are not allowed',
      // The argument guard refuses it before the account rules see it (decision 032).
      { code: 'BAD_USER_INPUT', params: {} },
    ],
    ['a missing password', { password: '' }, 'password is required', fieldRule('password', 'password.required')],
    ['a short password', { password: 'Ab1!' }, 'password must be at least 8 characters', fieldRule('password', 'password.minLength')],
    [
      'a password without a capital',
      { password: 'pakdas2024!' },
      'password must contain at least 1 capital letter',
      fieldRule('password', 'password.capital'),
    ],
    [
      'a password without a digit',
      { password: 'Pakdasnu!' },
      'password must contain at least 1 digit',
      fieldRule('password', 'password.digit'),
    ],
    [
      'a password without punctuation',
      { password: 'Pakdas2024' },
      'password must contain at least 1 punctuation mark',
      fieldRule('password', 'password.punctuation'),
    ],
    [
      'an oversized password',
      { password: `Aa1!${'x'.repeat(200)}` },
      'password can be at most 128 characters',
      fieldRule('password', 'password.tooLong'),
    ],
    ['an unknown gender', { gender: 7 }, '"gender" must be 1 (male), 2 (female) or 3 (not specified)', invalidInput('gender')],
    [
      'an impossible date of birth',
      { date_of_birth: '1990-02-30' },
      '"date_of_birth" must be a date in the past, written YYYY-MM-DD',
      invalidInput('date_of_birth'),
    ],
    [
      'a date of birth in the future',
      { date_of_birth: '2999-01-01' },
      '"date_of_birth" must be a date in the past, written YYYY-MM-DD',
      invalidInput('date_of_birth'),
    ],
    [
      'an oversized prefix',
      { prefix: 'p'.repeat(41) },
      '"prefix" can be at most 40 characters',
      { code: 'INPUT_TOO_LONG', params: { field: 'prefix', max: '40' } },
    ],
  ])('A7: %s is refused with a clear message, its code and no account', async (_name, change, message, refusal) => {
    const before = await customersCount();
    const answer = await t.query(CREATE_CUSTOMER, { input: input(change) });
    expect(errorOf(answer)).toEqual({ message, category: 'graphql-input' });
    expect(refusalOf(answer)).toEqual(refusal);
    expect(await customersCount()).toBe(before);
  });

  it('A7: hostile text in a name is kept as text and escaped in the welcome mail', async () => {
    const email = uniqueEmail();
    const hostile = '<script>alert(1)</script>';
    const created = dataOf(await t.query(CREATE_CUSTOMER, { input: input({ email, firstname: hostile }) })).createCustomer.customer;
    expect(created.firstname).toBe(hostile);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('Beste &lt;script&gt;alert(1)&lt;/script&gt;,');
  });

  it('A19: is_subscribed at registration starts the newsletter opt-in for the account', async () => {
    const email = uniqueEmail();
    dataOf(await t.query(CREATE_CUSTOMER, { input: input({ email, is_subscribed: true }) }));
    const rows = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.customerId).not.toBeNull();
  });
});

describe('sign-in and sign-out (A4–A6, A20, CK5)', () => {
  it('A4: generateCustomerToken returns a 256-bit token stored only as its hash, valid for 7 days', async () => {
    const { id, token } = await signedUpCustomer(t);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(customerTokens).where(eq(customerTokens.customerId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('A10: the customer query answers every field for the Bearer token', async () => {
    const { email, token } = await signedUpCustomer(t, { middlename: 'van', prefix: 'Dhr.', taxvat: 'NL123', gender: 3 });
    const customer = dataOf(await t.query(CUSTOMER, {}, { token })).customer;
    expect(customer).toMatchObject({
      email,
      firstname: 'Jan',
      middlename: 'van',
      lastname: 'Jansen',
      prefix: 'Dhr.',
      suffix: null,
      gender: 3,
      taxvat: 'NL123',
      default_billing: null,
      default_shipping: null,
      addresses: [],
      allow_remote_shopping_assistance: false,
    });
  });

  it('A4: the e-mail is matched without regard to case or surrounding spaces', async () => {
    const { email } = await signedUpCustomer(t);
    expect(await signIn(t, `  ${email.toUpperCase()} `, PASSWORD)).toBeTruthy();
  });

  it('A5/A20: a wrong password and an unknown e-mail get the same answer', async () => {
    const { email } = await signedUpCustomer(t);
    const wrong = errorOf(await t.query(SIGN_IN, { email, password: 'Wrong!Pass1' }));
    const unknown = errorOf(await t.query(SIGN_IN, { email: uniqueEmail('nobody'), password: 'Wrong!Pass1' }));
    expect(wrong).toEqual({ message: SIGN_IN_FAILED, category: 'graphql-authentication' });
    expect(unknown).toEqual(wrong);
    expect(refusalOf(await t.query(SIGN_IN, { email, password: 'Wrong!Pass1' }))).toEqual({ code: 'CUSTOMER_SIGN_IN_FAILED', params: {} });
    const hostile = errorOf(await t.query(SIGN_IN, { email: `' or 1=1 --`, password: 'x'.repeat(5000) }));
    expect(hostile).toEqual(wrong);
    const oversized = errorOf(await t.query(SIGN_IN, { email: `${'a'.repeat(5000)}@example.com`, password: PASSWORD }));
    expect(oversized).toEqual(wrong);
  });

  it('A20: an unknown e-mail costs a password check too, so timing does not tell whether an account exists', async () => {
    const { email } = await signedUpCustomer(t);
    const checksFor = async (address: string) => {
      argon2Verify.mockClear();
      errorOf(await t.query(SIGN_IN, { email: address, password: 'Wrong!Pass1' }));
      return argon2Verify.mock.calls.length;
    };
    expect(await checksFor(email)).toBe(1);
    expect(await checksFor(uniqueEmail('niemand'))).toBe(1);
  });

  it('A5: a missing e-mail or password is an input error', async () => {
    expect(errorOf(await t.query(SIGN_IN, { email: ' ', password: PASSWORD })).message).toBe('Specify the "email" value.');
    expect(errorOf(await t.query(SIGN_IN, { email: uniqueEmail(), password: '' })).message).toBe('Specify the "password" value.');
  });

  it('A20: customer without a token, with a garbage token or an oversized one is not authorized', async () => {
    expect(errorOf(await t.query(CUSTOMER))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(CUSTOMER, {}, { token: 'garbage' }))).toEqual(NOT_AUTHORIZED);
    expect(refusalOf(await t.query(CUSTOMER, {}, { token: 'garbage' }))).toEqual({ code: 'CUSTOMER_NOT_AUTHORIZED', params: {} });
    expect(errorOf(await t.query(CUSTOMER, {}, { token: 'x'.repeat(5000) }))).toEqual(NOT_AUTHORIZED);
  });

  it('A6: revokeCustomerToken signs out; the token stops working and a second revoke says already logged out', async () => {
    const { token } = await signedUpCustomer(t);
    const other = await signIn(t, (dataOf(await t.query(CUSTOMER, {}, { token })).customer as { email: string }).email, PASSWORD);
    expect(dataOf(await t.query(SIGN_OUT, {}, { token })).revokeCustomerToken).toEqual({ result: true });
    expect(errorOf(await t.query(CUSTOMER, {}, { token }))).toEqual(NOT_AUTHORIZED);
    expect(errorOf(await t.query(SIGN_OUT, {}, { token }))).toEqual({ message: ALREADY_LOGGED_OUT, category: 'graphql-authorization' });
    expect(errorOf(await t.query(SIGN_OUT))).toEqual({ message: ALREADY_LOGGED_OUT, category: 'graphql-authorization' });
    expect(refusalOf(await t.query(SIGN_OUT))).toEqual({ code: 'CUSTOMER_ALREADY_LOGGED_OUT', params: {} });
    // Another session of the same customer is left alone.
    expect(dataOf(await t.query(CUSTOMER, {}, { token: other })).customer.firstname).toBe('Jan');
  });
});
