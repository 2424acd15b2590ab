import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../coupon/tables.ts';
import { createMailer, type Mailer } from '../platform/mail.ts';
import { mailOutbox } from '../platform/tables.ts';
import { createTestApi, outboxMails, type TestApi } from '../platform/testing.ts';
import { newsletterSubscriptions } from './tables.ts';
import { isCustomerSubscribed, setCustomerSubscription } from './service.ts';
import { customerWithToken, requestContextFor, startTestMailbox, type TestMailbox } from './test-support.ts';

const SUBSCRIBE = `mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }`;
const CONFIRM = `mutation ($code: String!) { confirmNewsletterSubscription(code: $code) { status } }`;
const IS_SUBSCRIBED = `{ customer { is_subscribed } }`;

let t: TestApi;
let mailbox: TestMailbox;
let mailer: Mailer;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  mailer = createMailer({ smtpUrl: mailbox.smtpUrl });
  t = await createTestApi({ products: 8, mail: mailer });
});

afterAll(async () => {
  await t.close();
  await mailbox.close();
});

let sequence = 0;
const freshEmail = (name = 'lezer') => `${name}${++sequence}@example.com`;

/** The code from the newest confirmation link mailed to `email`. */
async function confirmationCode(email: string): Promise<string> {
  await mailbox.waitFor(email, /newsletter\/confirm/);
  const mails = mailbox.mails.filter((mail) => mail.to.includes(email) && /newsletter\/confirm/.test(mail.decoded));
  const match = /newsletter\/confirm\/\?code=([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.decoded);
  return match![1]!;
}

async function subscriptionOf(email: string, store = 'nl') {
  const [row] = await t.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.storeCode, store)));
  return row;
}

const messageOf = (response: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => response.errors?.[0]?.message;

describe('subscribeEmailToNewsletter', () => {
  it('NL3, NL9: a new address answers NOT_ACTIVE and receives a confirmation link by SMTP in the store language', async () => {
    const email = freshEmail();
    const response = await t.query(SUBSCRIBE, { email });
    expect(response.errors).toBeUndefined();
    expect(response.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    const mail = await mailbox.waitFor(email, /newsletter\/confirm/);
    expect(mail.decoded).toContain('Bevestig je aanmelding voor de nieuwsbrief');
    expect(mail.decoded).toMatch(/http:\/\/localhost:3000\/newsletter\/confirm\/\?code=[A-Za-z0-9_-]{43}/);
    const row = await subscriptionOf(email);
    expect(row?.status).toBe('NOT_ACTIVE');
    // Only the hash of the code is kept.
    expect(row?.confirmCode).not.toBe(await confirmationCode(email));
    expect(row?.confirmCode).toMatch(/^[0-9a-f]{64}$/);
  });

  it('NL9: the confirmation mail follows the store: German in the de store, English in the en store', async () => {
    const german = freshEmail();
    await t.query(SUBSCRIBE, { email: german }, { store: 'de' });
    expect((await mailbox.waitFor(german, /newsletter\/confirm/)).decoded).toContain('Bitte bestätige deine Newsletter-Anmeldung');
    const english = freshEmail();
    await t.query(SUBSCRIBE, { email: english }, { store: 'en' });
    expect((await mailbox.waitFor(english, /newsletter\/confirm/)).decoded).toContain('Please confirm your newsletter sign-up');
    expect((await subscriptionOf(german, 'de'))?.status).toBe('NOT_ACTIVE');
    expect(await subscriptionOf(german, 'nl')).toBeUndefined();
  });

  it('NL3: the address is trimmed and lower-cased, so the same address in capitals is one sign-up', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
    const rows = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['empty', '', 'You must specify an email address to subscribe to a newsletter.'],
    ['blank', '   ', 'You must specify an email address to subscribe to a newsletter.'],
    ['without an at sign', 'piet.example.com', 'Enter a valid email address.'],
    ['without a domain', 'piet@', 'Enter a valid email address.'],
    ['with markup', '<script>alert(1)</script>@example.com', 'Enter a valid email address.'],
    ['with a header injection', 'piet@example.com\r\nBcc: victim@example.com', 'Enter a valid email address.'],
    ['with SQL', "piet'; drop table newsletter_subscriptions;--@example.com", 'Enter a valid email address.'],
    ['oversized (255 characters)', `${'a'.repeat(243)}@example.com`, 'Enter a valid email address.'],
    ['huge (100 000 characters)', `${'a'.repeat(100_000)}@example.com`, 'Enter a valid email address.'],
  ])('NL3: an address %s is refused with a message and nothing is stored or mailed', async (_label, email, message) => {
    const rowsBefore = await t.db.select().from(newsletterSubscriptions);
    const mailsBefore = await t.db.select().from(mailOutbox);
    const response = await t.query(SUBSCRIBE, { email });
    expect(messageOf(response)).toBe(message);
    expect(response.errors?.[0]?.extensions?.category).toBe('graphql-input');
    expect(response.errors?.[0]?.extensions?.code).toBe(
      message.startsWith('You must') ? 'NEWSLETTER_EMAIL_REQUIRED' : 'NEWSLETTER_EMAIL_INVALID',
    );
    expect(response.data?.subscribeEmailToNewsletter ?? null).toBeNull();
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(rowsBefore.length);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(mailsBefore.length);
  });

  it('NL3: a missing or non-text email is a GraphQL validation error', async () => {
    expect((await t.query(`mutation { subscribeEmailToNewsletter { status } }`)).errors?.[0]?.message).toMatch(/email/);
    expect((await t.query(SUBSCRIBE, { email: 42 })).errors?.[0]?.message).toMatch(/String/);
  });

  it('NL9: signing up again before confirming resends the link, at most 3 mails per address per hour', async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) {
      const response = await t.query(SUBSCRIBE, { email });
      expect(response.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    }
    const sent = await outboxMails(t.db, 'newsletter_confirm', email);
    expect(sent).toHaveLength(3);
    // The newest link mailed is the one that works.
    const code = await confirmationCode(email);
    expect((await t.query(CONFIRM, { code })).data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
  });
});

describe('confirmNewsletterSubscription', () => {
  it('NL9, NL8: confirming makes the address SUBSCRIBED and mails a single-use 10-euro coupon not valid on sale items', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email });
    const code = await confirmationCode(email);
    const response = await t.query(CONFIRM, { code });
    expect(response.errors).toBeUndefined();
    expect(response.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');

    const row = await subscriptionOf(email);
    expect(row?.status).toBe('SUBSCRIBED');
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.couponCode).toMatch(/^WELKOM-[A-HJKMNP-Z2-9]{10}$/);

    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, row!.couponCode!));
    expect(coupon).toMatchObject({
      type: 'fixed',
      amount: 1000,
      excludesSale: true,
      usageLimit: 1,
      timesUsed: 0,
      storeCodes: ['nl'],
      active: true,
    });
    const days = (coupon!.toDate!.getTime() - coupon!.fromDate!.getTime()) / 86_400_000;
    expect(days).toBe(365);

    const mail = await mailbox.waitFor(email, /WELKOM-/);
    expect(mail.decoded).toContain('10 euro korting, niet geldig op sale- en actieartikelen');
    expect(mail.decoded).toContain(row!.couponCode!);
  });

  it('NL9: following the link again answers SUBSCRIBED and creates no second coupon or mail', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email });
    const code = await confirmationCode(email);
    await t.query(CONFIRM, { code });
    await mailbox.waitFor(email, /WELKOM-/);
    const again = await t.query(CONFIRM, { code });
    expect(again.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    const couponMails = await outboxMails(t.db, 'newsletter_coupon', email);
    expect(couponMails).toHaveLength(1);
  });

  it('NL5: subscribing a confirmed address again answers "This email address is already subscribed"', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email });
    await t.query(CONFIRM, { code: await confirmationCode(email) });
    const again = await t.query(SUBSCRIBE, { email: email.toUpperCase() });
    expect(messageOf(again)).toBe('This email address is already subscribed');
    expect(again.errors?.[0]?.extensions?.code).toBe('NEWSLETTER_ALREADY_SUBSCRIBED');
    expect(again.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('NL9: the coupon is given once per address, also after unsubscribing and confirming again or in another store', async () => {
    const { db } = t;
    const customer = await customerWithToken(db);
    await t.query(`mutation { subscribeEmailToNewsletter(email: "${customer.email}") { status } }`, undefined, { token: customer.token });
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    const first = (await subscriptionOf(customer.email))!.couponCode;
    expect(first).toMatch(/^WELKOM-/);

    // Unsubscribe through the account, then sign up and confirm again.
    const ctxOf = await contextFor(customer.token);
    expect(await setCustomerSubscription(ctxOf, { customerId: customer.id, email: customer.email }, false)).toBe('UNSUBSCRIBED');
    expect((await subscriptionOf(customer.email))?.status).toBe('UNSUBSCRIBED');
    await t.query(SUBSCRIBE, { email: customer.email });
    await waitForMails(customer.email, 'newsletter_confirm', 2);
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect((await subscriptionOf(customer.email))?.couponCode).toBe(first);

    await t.query(SUBSCRIBE, { email: customer.email }, { store: 'de' });
    await waitForMails(customer.email, 'newsletter_confirm', 3);
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect((await subscriptionOf(customer.email, 'de'))?.status).toBe('SUBSCRIBED');
    expect((await subscriptionOf(customer.email, 'de'))?.couponCode).toBeNull();
    const couponMails = await outboxMails(db, 'newsletter_coupon', customer.email);
    expect(couponMails).toHaveLength(1);
  });

  it('NL9: two confirmations of one link at the same moment give one coupon', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email });
    const code = await confirmationCode(email);
    const answers = await Promise.all([t.query(CONFIRM, { code }), t.query(CONFIRM, { code }), t.query(CONFIRM, { code })]);
    for (const answer of answers) expect(answer.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    const rows = await t.db.select().from(coupons);
    const mine = (await subscriptionOf(email))!.couponCode;
    expect(rows.filter((c) => c.code === mine)).toHaveLength(1);
    const couponMails = await outboxMails(t.db, 'newsletter_coupon', email);
    expect(couponMails).toHaveLength(1);
  });

  it('NL9: confirming one address in two stores at the same moment gives one coupon and no error', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email }, { store: 'nl' });
    const dutch = await confirmationCode(email);
    await t.query(SUBSCRIBE, { email }, { store: 'de' });
    await waitForMails(email, 'newsletter_confirm', 2);
    const german = await confirmationCode(email);
    const answers = await Promise.all([t.query(CONFIRM, { code: dutch }), t.query(CONFIRM, { code: german })]);
    for (const answer of answers) expect(answer.data?.confirmNewsletterSubscription.status).toBe('SUBSCRIBED');
    const codes = [(await subscriptionOf(email, 'nl'))?.couponCode, (await subscriptionOf(email, 'de'))?.couponCode];
    expect(codes.filter((code) => code != null)).toHaveLength(1);
  });

  it('NL3: the same new address signed up from several requests at once is one row and NOT_ACTIVE for all', async () => {
    const email = freshEmail();
    const answers = await Promise.all(Array.from({ length: 4 }, () => t.query(SUBSCRIBE, { email })));
    for (const answer of answers) expect(answer.data?.subscribeEmailToNewsletter.status).toBe('NOT_ACTIVE');
    const rows = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['unknown', 'a'.repeat(43)],
    ['empty', ''],
    ['hostile', "' or 1=1 --"],
    ['oversized', 'a'.repeat(5000)],
    ['a hash instead of the code', '0'.repeat(64)],
  ])('NL9: an %s code answers "This confirmation link is not valid." and changes nothing', async (_label, code) => {
    const before = await t.db.select().from(coupons);
    const response = await t.query(CONFIRM, { code });
    expect(messageOf(response)).toBe('This confirmation link is not valid.');
    expect(response.errors?.[0]?.extensions?.code).toBe('NEWSLETTER_CONFIRMATION_INVALID');
    expect(await t.db.select().from(coupons)).toHaveLength(before.length);
  });

  it('NL9: a link replaced by a newer one, or mailed before unsubscribing, no longer works', async () => {
    const email = freshEmail();
    await t.query(SUBSCRIBE, { email });
    const first = await confirmationCode(email);
    await t.query(SUBSCRIBE, { email });
    await waitForMails(email, 'newsletter_confirm', 2);
    const second = await confirmationCode(email);
    expect(second).not.toBe(first);
    expect(messageOf(await t.query(CONFIRM, { code: first }))).toBe('This confirmation link is not valid.');
    expect((await subscriptionOf(email))?.status).toBe('NOT_ACTIVE');
  });
});

describe('account subscription', () => {
  it('A19, NL9: an account asking for the newsletter gets the double opt-in; is_subscribed turns true only after confirming', async () => {
    const customer = await customerWithToken(t.db);
    const ctx = await contextFor(customer.token);
    expect(await setCustomerSubscription(ctx, { customerId: customer.id, email: customer.email }, true)).toBe('NOT_ACTIVE');
    expect((await subscriptionOf(customer.email))?.customerId).toBe(customer.id);
    const isSubscribed = async () => (await t.query(IS_SUBSCRIBED, undefined, { token: customer.token })).data?.customer?.is_subscribed;
    expect(await isSubscribed()).toBe(false);

    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect(await isCustomerSubscribed(ctx, customer.id)).toBe(true);
    expect(await isSubscribed()).toBe(true);
    // Asking again when subscribed sends nothing new and keeps SUBSCRIBED.
    expect(await setCustomerSubscription(ctx, { customerId: customer.id, email: customer.email }, true)).toBe('SUBSCRIBED');
    expect(await setCustomerSubscription(ctx, { customerId: customer.id, email: customer.email }, false)).toBe('UNSUBSCRIBED');
    expect(await isCustomerSubscribed(ctx, customer.id)).toBe(false);
    expect(await isSubscribed()).toBe(false);
    // is_subscribed is per store: the account is not subscribed in the German store either.
    expect((await t.query(IS_SUBSCRIBED, undefined, { token: customer.token, store: 'de' })).data?.customer?.is_subscribed).toBe(false);
  });

  it('A19: newsletter_status tells a pending confirmation from no subscription, per store', async () => {
    const customer = await customerWithToken(t.db);
    const STATUS = `{ customer { is_subscribed newsletter_status } }`;
    const status = async (store?: string) =>
      (await t.query(STATUS, undefined, { token: customer.token, ...(store ? { store } : {}) })).data?.customer;
    expect(await status()).toEqual({ is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' });
    const ctx = await contextFor(customer.token);
    await setCustomerSubscription(ctx, { customerId: customer.id, email: customer.email }, true);
    expect(await status()).toEqual({ is_subscribed: false, newsletter_status: 'NOT_ACTIVE' });
    expect(await status('de')).toEqual({ is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' });
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect(await status()).toEqual({ is_subscribed: true, newsletter_status: 'SUBSCRIBED' });
    await setCustomerSubscription(ctx, { customerId: customer.id, email: customer.email }, false);
    expect(await status()).toEqual({ is_subscribed: false, newsletter_status: 'UNSUBSCRIBED' });
  });

  it('A19: updateCustomer is_subscribed true starts the double opt-in; false unsubscribes', async () => {
    const customer = await customerWithToken(t.db);
    const UPDATE_CUSTOMER = `mutation ($s: Boolean) { updateCustomerV2(input: { is_subscribed: $s }) { customer { is_subscribed } } }`;
    const on = await t.query(UPDATE_CUSTOMER, { s: true }, { token: customer.token });
    expect(on.errors).toBeUndefined();
    expect(on.data?.updateCustomerV2.customer.is_subscribed).toBe(false);
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect((await t.query(IS_SUBSCRIBED, undefined, { token: customer.token })).data?.customer.is_subscribed).toBe(true);
    const off = await t.query(UPDATE_CUSTOMER, { s: false }, { token: customer.token });
    expect(off.data?.updateCustomerV2.customer.is_subscribed).toBe(false);
  });

  it('A19: an address subscribed as a guest counts for the account with that address', async () => {
    const customer = await customerWithToken(t.db);
    await t.query(SUBSCRIBE, { email: customer.email });
    await t.query(CONFIRM, { code: await confirmationCode(customer.email) });
    expect(await isCustomerSubscribed(await contextFor(customer.token), customer.id)).toBe(true);
    // Another customer is not subscribed by it.
    const other = await customerWithToken(t.db);
    expect(await isCustomerSubscribed(await contextFor(other.token), other.id)).toBe(false);
  });

  it('NL3: a signed-in customer signing up their own address links it to the account; another address is not linked', async () => {
    const customer = await customerWithToken(t.db);
    await t.query(SUBSCRIBE, { email: customer.email }, { token: customer.token });
    expect((await subscriptionOf(customer.email))?.customerId).toBe(customer.id);
    const other = freshEmail();
    await t.query(SUBSCRIBE, { email: other }, { token: customer.token });
    expect((await subscriptionOf(other))?.customerId).toBeNull();
  });
});

async function waitForMails(email: string, kind: string, count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (
    mailbox.mails.filter((m) => m.to.includes(email) && (kind !== 'newsletter_confirm' || /newsletter\/confirm/.test(m.decoded))).length <
    count
  ) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request context for calling the service directly, as the accounts part does. */
const contextFor = (token: string) => requestContextFor(t.db, mailer, { token });
