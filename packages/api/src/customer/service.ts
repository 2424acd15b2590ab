/**
 * Customer accounts (spec 001 §3, §4, §7): registration, sign-in with throttling, sign-out, profile,
 * e-mail and password changes. Error texts are Magento 2.4's, which clients match on (A5, A6, A20).
 */
import { cookies, maxLengths } from '@shop/rules';
import { and, eq, isNull } from 'drizzle-orm';
import { setCustomerSubscription } from '../newsletter/service.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { authorizationError, inputError, userError } from '../platform/errors.ts';
import { forgetCurrentCustomer, hashToken, newToken, NOT_AUTHORIZED, requireCustomerId } from './auth.ts';
import {
  assertPasswordForEmail,
  parseDateOfBirth,
  parseEmail,
  parseGender,
  parseMiddlename,
  parseOptionalText,
  parseRequiredName,
  parseTaxvat,
} from './fields.ts';
import { sendWelcomeMail } from './mails.ts';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords.ts';
import { customers, customerTokens } from './tables.ts';
import { clearSignInAttempts, countSignInAttempt } from './throttle.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';
import type { CustomerRow } from './views.ts';

/** Magento's one answer for an unknown e-mail, a wrong password and a locked account (A5, A20). */
export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
/** Magento's answer for a wrong current password (password and e-mail changes). */
export const WRONG_PASSWORD = 'Invalid login or password.';
export const ACCOUNT_LOCKED = 'The account is locked. Please wait and try again later.';
export const EMAIL_TAKEN = 'A customer with the same email address already exists in an associated website.';
/** The spec's spelling (A6). */
export const ALREADY_LOGGED_OUT = "You're already loged out";

const TOKEN_LIFETIME_MS = cookies.customerToken.maxAgeSeconds * 1000;
const MAX_EMAIL_INPUT = maxLengths.email;

const emailTaken = () => userError('CUSTOMER_EMAIL_TAKEN', {}, EMAIL_TAKEN, 'graphql-already-exists');
const alreadyLoggedOut = () => authorizationError('CUSTOMER_ALREADY_LOGGED_OUT', {}, ALREADY_LOGGED_OUT);

export const signInFailed = () => userError('CUSTOMER_SIGN_IN_FAILED', {}, SIGN_IN_FAILED, 'graphql-authentication');

/** Whether an error (or its cause, as drivers and Drizzle wrap them) is a unique-index violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function findCustomer(db: DbOrTx, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}

async function findCustomerByEmail(db: DbOrTx, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row ?? null;
}

/** The signed-in customer's row; a token whose customer is gone counts as no login. */
export async function signedInCustomer(ctx: RequestContext): Promise<CustomerRow> {
  const row = await findCustomer(ctx.db, await requireCustomerId(ctx));
  if (!row) throw authorizationError('CUSTOMER_NOT_AUTHORIZED', {}, NOT_AUTHORIZED);
  return row;
}

export interface NewCustomerInput {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  email?: string | null;
  password?: string | null;
  gender?: number | null;
  date_of_birth?: string | null;
  dob?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
}

/**
 * Registers an account (A7): checked fields, lower-cased unique e-mail, argon2id hash. The welcome
 * mail and the newsletter choice follow once the account exists.
 */
export async function createCustomer(ctx: RequestContext, input: NewCustomerInput): Promise<CustomerRow> {
  await enforceRateLimit(ctx, 'signUp', typeof input.email === 'string' ? input.email : null);
  const email = parseEmail(input.email);
  const values = {
    email,
    firstname: parseRequiredName('firstname', input.firstname),
    lastname: parseRequiredName('lastname', input.lastname),
    middlename: parseMiddlename(input.middlename),
    prefix: parseOptionalText('prefix', input.prefix),
    suffix: parseOptionalText('suffix', input.suffix),
    gender: parseGender(input.gender),
    dateOfBirth: parseDateOfBirth(input.date_of_birth ?? input.dob, ctx.now()),
    taxvat: parseTaxvat(input.taxvat),
    storeCode: ctx.store.code,
  };
  assertPasswordRules(input.password ?? '');
  // A cheap early answer; the unique index decides when two registrations race.
  if (await findCustomerByEmail(ctx.db, email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password!);
  let row: CustomerRow;
  try {
    [row] = (await ctx.db
      .insert(customers)
      .values({ ...values, passwordHash, createdAt: ctx.now() })
      .returning()) as [CustomerRow];
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (input.is_subscribed) {
    // The account exists now; a failing newsletter step must not make the registration look failed.
    await setCustomerSubscription(ctx, { customerId: row.id, email: row.email }, true).catch((error: unknown) =>
      ctx.log.warn({ err: error, customerId: row.id }, 'newsletter choice of a new account not saved'),
    );
  }
  await sendWelcomeMail(ctx, row.email, row.firstname);
  return row;
}

/**
 * Signs in (A4): a new random token, stored only as its hash, valid for 7 days (CK5). Every attempt
 * is counted for the address first; an unknown address, a wrong password and a locked account get
 * the same answer after the same work (A5, A20).
 */
export async function generateCustomerToken(ctx: RequestContext, rawEmail: string, password: string): Promise<string> {
  const email = rawEmail.trim().toLowerCase();
  await enforceRateLimit(ctx, 'signIn', email);
  if (email === '') throw inputError('INPUT_REQUIRED', { field: 'email' }, 'Specify the "email" value.');
  if (password === '') throw inputError('INPUT_REQUIRED', { field: 'password' }, 'Specify the "password" value.');
  if (email.length > MAX_EMAIL_INPUT) {
    await verifyPassword(null, password);
    throw signInFailed();
  }
  const allowed = await countSignInAttempt(ctx, ctx.db, email);
  const customer = allowed ? await findCustomerByEmail(ctx.db, email) : null;
  const valid = await verifyPassword(customer?.passwordHash ?? null, password);
  if (!allowed || !customer || !valid) throw signInFailed();
  await clearSignInAttempts(ctx.db, email);
  return issueToken(ctx, customer.id);
}

async function issueToken(ctx: RequestContext, customerId: number): Promise<string> {
  const token = newToken();
  const now = ctx.now();
  await ctx.db.insert(customerTokens).values({
    customerId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Signs out (A6): revokes the request's token; without a valid one, "You're already loged out". */
export async function revokeCustomerToken(ctx: RequestContext): Promise<void> {
  const customerId = await requireCustomerId(ctx).catch(() => {
    throw alreadyLoggedOut();
  });
  const revoked = await ctx.db
    .update(customerTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(ctx.customerToken ?? '')),
        eq(customerTokens.customerId, customerId),
        isNull(customerTokens.revokedAt),
      ),
    )
    .returning({ id: customerTokens.id });
  forgetCurrentCustomer(ctx);
  if (revoked.length === 0) throw alreadyLoggedOut();
}

/** Revokes every token of the customer (password change and reset). */
export async function revokeAllTokens(ctx: RequestContext, db: DbOrTx, customerId: number): Promise<void> {
  await db
    .update(customerTokens)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt)));
}

/**
 * Checks the signed-in customer's current password, counted like a sign-in: a wrong one is
 * "Invalid login or password.", a locked account says so.
 */
async function checkCurrentPassword(ctx: RequestContext, customer: CustomerRow, password: string): Promise<void> {
  if (!(await countSignInAttempt(ctx, ctx.db, customer.email))) {
    await verifyPassword(null, password);
    throw userError('CUSTOMER_ACCOUNT_LOCKED', {}, ACCOUNT_LOCKED, 'graphql-authentication');
  }
  if (!(await verifyPassword(customer.passwordHash, password)))
    throw userError('CUSTOMER_WRONG_PASSWORD', {}, WRONG_PASSWORD, 'graphql-authentication');
  await clearSignInAttempts(ctx.db, customer.email);
}

export interface CustomerChanges {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  gender?: number | null;
  date_of_birth?: string | null;
  dob?: string | null;
  taxvat?: string | null;
  is_subscribed?: boolean | null;
  email?: string | null;
  password?: string | null;
}

/**
 * Changes the profile (A12, A19): only the fields given (null leaves a field as it is, an empty
 * optional text clears it). A new e-mail needs the current password and must be free.
 */
export async function updateCustomer(ctx: RequestContext, input: CustomerChanges, allowEmail: boolean): Promise<CustomerRow> {
  const customer = await signedInCustomer(ctx);
  const changes: Partial<typeof customers.$inferInsert> = {};
  if (input.firstname != null) changes.firstname = parseRequiredName('firstname', input.firstname);
  if (input.lastname != null) changes.lastname = parseRequiredName('lastname', input.lastname);
  if (input.middlename != null) changes.middlename = parseMiddlename(input.middlename);
  if (input.prefix != null) changes.prefix = parseOptionalText('prefix', input.prefix);
  if (input.suffix != null) changes.suffix = parseOptionalText('suffix', input.suffix);
  if (input.gender != null) changes.gender = parseGender(input.gender);
  const dob = input.date_of_birth ?? input.dob;
  if (dob != null) changes.dateOfBirth = parseDateOfBirth(dob, ctx.now());
  if (input.taxvat != null) changes.taxvat = parseTaxvat(input.taxvat);
  if (allowEmail && input.email != null) {
    const email = parseEmail(input.email);
    if (email !== customer.email) {
      await checkCurrentPassword(ctx, customer, assertPasswordForEmail(input.password));
      changes.email = email;
    }
  }
  const row = await saveChanges(ctx, customer, changes);
  if (input.is_subscribed != null) await setCustomerSubscription(ctx, { customerId: row.id, email: row.email }, input.is_subscribed);
  return row;
}

async function saveChanges(ctx: RequestContext, customer: CustomerRow, changes: Partial<typeof customers.$inferInsert>) {
  if (Object.keys(changes).length === 0) return customer;
  try {
    const [row] = await ctx.db.update(customers).set(changes).where(eq(customers.id, customer.id)).returning();
    return row ?? customer;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Changes the e-mail address with the current password (Magento's updateCustomerEmail). */
export async function updateCustomerEmail(ctx: RequestContext, rawEmail: string, password: string): Promise<CustomerRow> {
  const customer = await signedInCustomer(ctx);
  const email = parseEmail(rawEmail);
  if (email === customer.email) return customer;
  await checkCurrentPassword(ctx, customer, assertPasswordForEmail(password));
  return saveChanges(ctx, customer, { email });
}

/**
 * Changes the password (A12): the current one must match, the new one must follow V4; every token
 * of the customer is revoked, the request's own included.
 */
export async function changeCustomerPassword(ctx: RequestContext, currentPassword: string, newPassword: string): Promise<CustomerRow> {
  const customer = await signedInCustomer(ctx);
  if (currentPassword === '')
    throw inputError('CUSTOMER_PASSWORD_REQUIRED', { field: 'currentPassword' }, 'Specify the "currentPassword" value.');
  assertPasswordRules(newPassword, 'newPassword');
  await checkCurrentPassword(ctx, customer, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id)).returning();
    await revokeAllTokens(ctx, tx, customer.id);
    return row ?? customer;
  });
}

/** Whether an account may be created with this address (Magento's isEmailAvailable). */
export async function isEmailAvailable(ctx: RequestContext, rawEmail: string): Promise<boolean> {
  const email = parseEmail(rawEmail);
  return (await findCustomerByEmail(ctx.db, email)) == null;
}
