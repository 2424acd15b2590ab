/**
 * Newsletter sign-ups with double opt-in (NL3, NL5, NL9; decision 022): an address is NOT_ACTIVE
 * until the link in the confirmation e-mail is followed, then SUBSCRIBED, and the first
 * confirmation of an address earns the 10-euro single-use coupon. One row per address and store.
 */
import { emailSchema } from '@shop/rules';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { customers } from '../customer/tables.ts';
import { currentCustomerId, hashToken, newToken } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import type { MailMessage } from '../platform/mail.ts';
import { takeFromCap } from '../ratelimit/caps.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';
import { resolveStore } from '../store/service.ts';
import { confirmationMail, couponMail } from './mails.ts';
import { storeHome } from '../store/addresses.ts';
import { newsletterSubscriptions } from './tables.ts';
import { createWelcomeCoupon } from './welcome-coupon.ts';

export type SubscriptionStatus = 'NOT_ACTIVE' | 'SUBSCRIBED' | 'UNSUBSCRIBED';

/** Magento's texts (spec 001 §8, NL5). */
export const EMAIL_REQUIRED = 'You must specify an email address to subscribe to a newsletter.';
export const INVALID_EMAIL = 'Enter a valid email address.';
export const ALREADY_SUBSCRIBED = 'This email address is already subscribed';
export const INVALID_CONFIRMATION = 'This confirmation link is not valid.';

/** Confirmation e-mails to one address within an hour; more sign-ups in that hour send nothing. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;
const CONFIRMATION_CAP = { points: CONFIRMATION_MAILS_PER_HOUR, seconds: 3600 };
/** Inputs longer than this are refused before any parsing. */
const MAX_INPUT_LENGTH = 1000;
const invalidConfirmation = () => inputError('NEWSLETTER_CONFIRMATION_INVALID', {}, INVALID_CONFIRMATION);

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** A trimmed, lower-cased, valid address, or Magento's input error. */
export function parseNewsletterEmail(raw: string): string {
  if (raw.length > MAX_INPUT_LENGTH) throw inputError('NEWSLETTER_EMAIL_INVALID', {}, INVALID_EMAIL);
  const trimmed = raw.trim();
  if (trimmed === '') throw inputError('NEWSLETTER_EMAIL_REQUIRED', {}, EMAIL_REQUIRED);
  // Zod's e-mail format is ASCII-only and refuses control characters, quotes and markup.
  const parsed = emailSchema.safeParse(trimmed);
  if (!parsed.success) throw inputError('NEWSLETTER_EMAIL_INVALID', {}, INVALID_EMAIL);
  return parsed.data.toLowerCase();
}

/** The row of an address in a store, locked for the transaction; created NOT_ACTIVE when missing. */
async function lockOrCreate(tx: Tx, email: string, storeCode: string): Promise<{ row: SubscriptionRow; created: boolean }> {
  const inserted = await tx
    .insert(newsletterSubscriptions)
    // The placeholder code is replaced before the transaction ends; it is never mailed.
    .values({ email, storeCode, status: 'NOT_ACTIVE', confirmCode: hashToken(newToken()) })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) return { row: inserted[0], created: true };
  const [row] = await tx
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.storeCode, storeCode)))
    .for('update');
  return { row: row!, created: false };
}

/**
 * Puts a row into NOT_ACTIVE with a new confirmation code, unless the address had its hourly share
 * of confirmation e-mails; returns the mail to send after commit, or null.
 */
async function startConfirmation(
  tx: Tx,
  ctx: RequestContext,
  row: SubscriptionRow,
  customerId: number | null,
): Promise<MailMessage | null> {
  const link = customerId != null ? { customerId } : {};
  // Counted in one statement within this transaction, so parallel sign-ups cannot all pass the cap.
  if (!(await takeFromCap(tx, 'newsletter_confirm', row.email, CONFIRMATION_CAP, ctx.now()))) {
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'NOT_ACTIVE', ...link })
      .where(eq(newsletterSubscriptions.id, row.id));
    return null;
  }
  const code = newToken();
  await tx
    .update(newsletterSubscriptions)
    .set({ status: 'NOT_ACTIVE', confirmCode: hashToken(code), ...link })
    .where(eq(newsletterSubscriptions.id, row.id));
  return confirmationMail({ ...ctx.store, home: await storeHome(ctx) }, row.email, code);
}

async function emailOfCustomer(ctx: RequestContext, customerId: number): Promise<string | null> {
  const [row] = await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.email.toLowerCase() ?? null;
}

/**
 * Magento's subscribeEmailToNewsletter in the request's store: a new, unsubscribed or unconfirmed
 * address gets a confirmation e-mail and answers NOT_ACTIVE; a subscribed one is refused (NL5).
 * A signed-in customer signing up their own address has the row linked to the account.
 */
export async function subscribeEmailToNewsletter(ctx: RequestContext, rawEmail: string): Promise<SubscriptionStatus> {
  await enforceRateLimit(ctx, 'newsletter', rawEmail);
  const email = parseNewsletterEmail(rawEmail);
  const customerId = await currentCustomerId(ctx);
  const ownAddress = customerId != null && (await emailOfCustomer(ctx, customerId)) === email;
  const mail = await ctx.db.transaction(async (tx) => {
    const { row } = await lockOrCreate(tx, email, ctx.store.code);
    if (row.status === 'SUBSCRIBED') throw inputError('NEWSLETTER_ALREADY_SUBSCRIBED', {}, ALREADY_SUBSCRIBED);
    return startConfirmation(tx, ctx, row, ownAddress ? customerId : null);
  });
  if (mail) await ctx.mail.send(ctx.db, mail);
  return 'NOT_ACTIVE';
}

/**
 * Follows a confirmation link: the row becomes SUBSCRIBED (again following it answers the same),
 * and the first confirmation of an address, in any store, creates and mails the welcome coupon.
 */
export async function confirmNewsletterSubscription(ctx: RequestContext, rawCode: string): Promise<SubscriptionStatus> {
  const code = rawCode.trim();
  if (code === '' || code.length > 200 || !/^[A-Za-z0-9_-]+$/.test(code)) throw invalidConfirmation();
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const codeHash = hashToken(code);
    // Every row of the address is locked, in one order, so two confirmations (also in two stores)
    // wait for each other and cannot both earn a coupon.
    const siblings = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        eq(
          newsletterSubscriptions.email,
          sql`(select ${newsletterSubscriptions.email} from ${newsletterSubscriptions} where ${newsletterSubscriptions.confirmCode} = ${codeHash} limit 1)`,
        ),
      )
      .orderBy(asc(newsletterSubscriptions.id))
      .for('update');
    const row = siblings.find((candidate) => candidate.confirmCode === codeHash);
    if (!row || row.status === 'UNSUBSCRIBED') throw invalidConfirmation();
    if (row.status === 'SUBSCRIBED') return null;
    const hadCoupon = siblings.some((s) => s.couponCode != null);
    const coupon = hadCoupon ? null : await createWelcomeCoupon(tx, row.storeCode, now);
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'SUBSCRIBED', confirmedAt: now, ...(coupon ? { couponCode: coupon.code } : {}) })
      .where(eq(newsletterSubscriptions.id, row.id));
    return coupon ? { row, coupon } : null;
  });
  if (outcome) {
    const store = (await resolveStore(ctx.db, outcome.row.storeCode)) ?? ctx.store;
    const home = await storeHome(ctx, store.code);
    await ctx.mail.send(ctx.db, couponMail({ ...store, home }, outcome.row.email, outcome.coupon.code, outcome.coupon.validUntil));
  }
  return 'SUBSCRIBED';
}

/**
 * The account's newsletter choice in the request's store (createCustomer / updateCustomer
 * `is_subscribed`, A19). `true` starts the double opt-in for the account's address unless it is
 * already SUBSCRIBED (an account's address is not verified, decision 022); `false` unsubscribes.
 * Runs its own transaction and sends the e-mail itself: call it after the account's transaction.
 */
export async function setCustomerSubscription(
  ctx: RequestContext,
  customer: { customerId: number; email: string },
  subscribed: boolean,
): Promise<SubscriptionStatus> {
  const email = customer.email.trim().toLowerCase();
  if (!subscribed) {
    await ctx.db
      .update(newsletterSubscriptions)
      // A new unknown code: links mailed earlier stop working.
      .set({ status: 'UNSUBSCRIBED', confirmCode: hashToken(newToken()), customerId: customer.customerId })
      .where(
        and(
          eq(newsletterSubscriptions.storeCode, ctx.store.code),
          or(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.customerId, customer.customerId)),
        ),
      );
    return 'UNSUBSCRIBED';
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const { row } = await lockOrCreate(tx, email, ctx.store.code);
    if (row.status === 'SUBSCRIBED') {
      await tx.update(newsletterSubscriptions).set({ customerId: customer.customerId }).where(eq(newsletterSubscriptions.id, row.id));
      return { status: 'SUBSCRIBED' as const, mail: null };
    }
    return { status: 'NOT_ACTIVE' as const, mail: await startConfirmation(tx, ctx, row, customer.customerId) };
  });
  if (outcome.mail) await ctx.mail.send(ctx.db, outcome.mail);
  return outcome.status;
}

/**
 * The newsletter state of the customer's address (or of a row linked to the account) in the
 * request's store (A19): SUBSCRIBED once confirmed, NOT_ACTIVE while the confirmation e-mail waits
 * for its link, UNSUBSCRIBED otherwise (never asked, or switched off).
 */
export async function customerSubscriptionStatus(ctx: RequestContext, customerId: number): Promise<SubscriptionStatus> {
  const rows = await ctx.db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.storeCode, ctx.store.code),
        or(eq(newsletterSubscriptions.status, 'SUBSCRIBED'), eq(newsletterSubscriptions.status, 'NOT_ACTIVE')),
        or(
          eq(newsletterSubscriptions.customerId, customerId),
          eq(
            newsletterSubscriptions.email,
            sql`(select lower(${customers.email}) from ${customers} where ${customers.id} = ${customerId})`,
          ),
        ),
      ),
    )
    .limit(2);
  if (rows.some((row) => row.status === 'SUBSCRIBED')) return 'SUBSCRIBED';
  return rows.length > 0 ? 'NOT_ACTIVE' : 'UNSUBSCRIBED';
}

/** Whether the customer's address (or a row linked to the account) is SUBSCRIBED in the request's store. */
export async function isCustomerSubscribed(ctx: RequestContext, customerId: number): Promise<boolean> {
  return (await customerSubscriptionStatus(ctx, customerId)) === 'SUBSCRIBED';
}
