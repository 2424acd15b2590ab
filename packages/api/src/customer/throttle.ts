/**
 * Sign-in throttling per lower-cased e-mail address, known or not: ten attempts that did not succeed
 * within ten minutes lock the address for ten minutes. An attempt is counted BEFORE its password is
 * checked, in one atomic statement, so aliases in one document and parallel requests are all counted
 * and at most ten passwords are ever checked per window; a successful sign-in clears the count.
 */
import { eq, sql } from 'drizzle-orm';
import { signInThrottle } from '@shop/rules';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { loginThrottle } from './tables.ts';

/** The limits (`signInThrottle` in @shop/rules): the lock's minutes are also what a refusal tells. */
export const LOGIN_THROTTLE = signInThrottle;

/**
 * Counts one attempt for the address and tells whether its password may be checked: false while
 * the address is locked (the attempt is still counted, so the lock cannot be probed).
 */
export function countSignInAttempt(ctx: RequestContext, db: DbOrTx, email: string): Promise<boolean> {
  return countThrottledAttempt(db, email, ctx.now());
}

/**
 * The same count for any key: staff sign-ins use `staff:{email}`, gift card PINs `giftcard:{number}`
 * (a colon never occurs in a customer's e-mail address, so the keys cannot meet).
 */
export async function countThrottledAttempt(db: DbOrTx, key: string, now: Date): Promise<boolean> {
  const email = key;
  const windowStart = new Date(now.getTime() - LOGIN_THROTTLE.windowMinutes * 60_000);
  const lockEnd = new Date(now.getTime() + LOGIN_THROTTLE.lockMinutes * 60_000);
  const t = loginThrottle;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const locked = sql`(${t.lockedUntil} is not null and ${t.lockedUntil} > ${at(now)})`;
  const fresh = sql`(not ${locked} and ${t.windowStartedAt} <= ${at(windowStart)})`;
  const failures = sql`(case when ${fresh} then 1 else ${t.failures} + 1 end)`;
  const [row] = await db
    .insert(t)
    .values({
      email,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: LOGIN_THROTTLE.maxFailures <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures,
        windowStartedAt: sql`(case when ${fresh} then ${at(now)} else ${t.windowStartedAt} end)`,
        lockedUntil: sql`(case when ${locked} then ${t.lockedUntil} when ${failures} >= ${LOGIN_THROTTLE.maxFailures} then ${at(lockEnd)} else null end)`,
      },
    })
    .returning({ failures: t.failures });
  // Up to the tenth attempt the password is checked; an eleventh within the lock is refused unseen.
  return (row?.failures ?? 0) <= LOGIN_THROTTLE.maxFailures;
}

/** Clears the address's count and lock (successful sign-in, password reset). */
export async function clearSignInAttempts(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, email));
}
