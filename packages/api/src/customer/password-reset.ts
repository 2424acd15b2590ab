/**
 * Password reset (A8, A9): a single-use token, valid for an hour and stored only as its hash, mailed
 * as a link to the storefront's new-password form. The request answers the same whether or not the
 * address has an account.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { maxLengths } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { hashToken, newToken } from './auth.ts';
import { parseEmail } from './fields.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';
import { sendPasswordResetMail } from './mails.ts';
import { assertPasswordRules, hashPassword } from './passwords.ts';
import { revokeAllTokens } from './service.ts';
import { customers, passwordResetTokens } from './tables.ts';
import { clearSignInAttempts } from './throttle.ts';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** Mails per account per hour, so nobody can flood an inbox with reset mails. */
export const RESET_MAILS_PER_HOUR = 3;
export const TOKEN_MISMATCHED = 'The password token is mismatched. Reset and try again.';
export const TOKEN_EXPIRED = 'The password token is expired. Reset and try again.';
const MAX_TOKEN_INPUT = 200;
const tokenMismatched = () => inputError('CUSTOMER_RESET_TOKEN_INVALID', {}, TOKEN_MISMATCHED);

/**
 * Starts a reset for the address: a new token replaces older unused ones and the link is mailed.
 * Unknown addresses and addresses over the hourly limit get the same answer and no mail.
 */
export async function requestPasswordResetEmail(ctx: RequestContext, rawEmail: string): Promise<true> {
  await enforceRateLimit(ctx, 'passwordResetRequest', rawEmail);
  const email = parseEmail(rawEmail);
  const now = ctx.now();
  const token = newToken();
  const customer = await ctx.db.transaction(async (tx) => {
    // Locking the account row serialises requests for one address, so the hourly count holds.
    const [row] = await tx.select().from(customers).where(eq(customers.email, email)).for('update').limit(1);
    if (!row) return null;
    const [recent] = await tx
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.customerId, row.id), gt(passwordResetTokens.expiresAt, now)));
    if ((recent?.n ?? 0) >= RESET_MAILS_PER_HOUR) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, row.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      customerId: row.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
    });
    return row;
  });
  // Not awaited: waiting for SMTP would make a known address answer measurably later than an unknown one.
  if (customer) {
    void sendPasswordResetMail(ctx, customer.email, customer.firstname, token).catch((error: unknown) =>
      ctx.log.warn({ err: error }, 'password reset mail not sent'),
    );
  }
  return true;
}

/** What a mailed reset link is worth now: usable, used or unknown (INVALID), or older than an hour. */
export type ResetTokenState = 'VALID' | 'INVALID' | 'EXPIRED';

function stateOf(stored: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): ResetTokenState {
  if (!stored || stored.usedAt) return 'INVALID';
  return stored.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'VALID';
}

/**
 * Whether a reset link still works, without using it up (A9): the new-password page asks before it
 * shows the form, so a used or expired link says so at once. A malformed address or token is INVALID.
 */
export async function passwordResetTokenState(ctx: RequestContext, rawEmail: string, token: string): Promise<ResetTokenState> {
  await enforceRateLimit(ctx, 'passwordResetCheck', rawEmail);
  const trimmed = token.trim();
  if (trimmed === '' || trimmed.length > MAX_TOKEN_INPUT || rawEmail.length > maxLengths.email) return 'INVALID';
  const email = rawEmail.trim().toLowerCase();
  const [stored] = await ctx.db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .innerJoin(customers, eq(customers.id, passwordResetTokens.customerId))
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(trimmed)), eq(customers.email, email)))
    .limit(1);
  return stateOf(stored, ctx.now());
}

/**
 * Sets a new password with a mailed token: the token must belong to the address, be unused and
 * unexpired; it is used up, every sign-in token is revoked and the sign-in lock is lifted.
 */
export async function resetPassword(ctx: RequestContext, rawEmail: string, token: string, newPassword: string): Promise<true> {
  await enforceRateLimit(ctx, 'passwordReset', rawEmail);
  const email = parseEmail(rawEmail);
  if (token.trim() === '') throw inputError('INPUT_REQUIRED', { field: 'resetPasswordToken' }, 'resetPasswordToken must be specified');
  if (newPassword === '') throw inputError('INPUT_REQUIRED', { field: 'newPassword' }, 'newPassword must be specified');
  assertPasswordRules(newPassword, 'newPassword');
  if (token.length > MAX_TOKEN_INPUT) throw tokenMismatched();
  const passwordHash = await hashPassword(newPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.email, email)).for('update').limit(1);
    const [stored] = customer
      ? await tx
          .select()
          .from(passwordResetTokens)
          .where(and(eq(passwordResetTokens.tokenHash, hashToken(token.trim())), eq(passwordResetTokens.customerId, customer.id)))
          .limit(1)
      : [];
    const state = customer ? stateOf(stored, now) : 'INVALID';
    if (state === 'INVALID' || !customer || !stored) throw tokenMismatched();
    if (state === 'EXPIRED') throw inputError('CUSTOMER_RESET_TOKEN_EXPIRED', {}, TOKEN_EXPIRED);
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(eq(passwordResetTokens.id, stored.id));
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    await revokeAllTokens(ctx, tx, customer.id);
    await clearSignInAttempts(tx, email);
  });
  return true;
}
