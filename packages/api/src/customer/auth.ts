import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import { authorizationError } from '../platform/errors.ts';
import { customerTokens } from './tables.ts';

/** Magento's answer when an operation needs a signed-in customer and the request has none (A20). */
export const NOT_AUTHORIZED = "The current customer isn't authorized.";

/** SHA-256 (hex) of a token: tokens are stored only as their hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token: 32 bytes (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const resolved = new WeakMap<RequestContext, Promise<number | null>>();

/**
 * The signed-in customer's id for this request, or null: the Bearer token must exist, be
 * unrevoked and unexpired. Read once per request.
 */
export function currentCustomerId(ctx: RequestContext): Promise<number | null> {
  let found = resolved.get(ctx);
  if (!found) {
    found = lookUp(ctx);
    resolved.set(ctx, found);
  }
  return found;
}

async function lookUp(ctx: RequestContext): Promise<number | null> {
  const token = ctx.customerToken;
  if (!token || token.length > 200) return null;
  const [row] = await ctx.db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(and(eq(customerTokens.tokenHash, hashToken(token)), isNull(customerTokens.revokedAt), gt(customerTokens.expiresAt, ctx.now())))
    .limit(1);
  return row?.customerId ?? null;
}

/** The signed-in customer's id; throws Magento's authorization error for guests and bad tokens. */
export async function requireCustomerId(ctx: RequestContext): Promise<number> {
  const id = await currentCustomerId(ctx);
  if (id == null) throw authorizationError('CUSTOMER_NOT_AUTHORIZED', {}, NOT_AUTHORIZED);
  return id;
}

/** Forgets the request's resolved customer (after the request revoked or created its token). */
export function forgetCurrentCustomer(ctx: RequestContext): void {
  resolved.delete(ctx);
}
