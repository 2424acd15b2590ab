/**
 * Caps that count something the shop does for an address (a confirmation mail, a reset mail), kept in
 * the `rate_limits` table on both databases. Taking from a cap is one conditional upsert: parallel
 * requests queue on the key's row, so a cap of 3 lets exactly 3 through however many arrive at once.
 * Run it in the transaction that does the counted work, and a rollback gives the hit back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import type { Window } from './limits.ts';
import { rateLimits } from './tables.ts';

/** Counts one more for `subject` under cap `name` and tells whether it is still within the cap. */
export async function takeFromCap(db: DbOrTx, name: string, subject: string, cap: Window, now: Date): Promise<boolean> {
  const key = `cap:${name}:${createHash('sha256').update(subject).digest('base64url')}`;
  const t = rateLimits;
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const windowEnd = new Date(now.getTime() + cap.seconds * 1000);
  const ended = sql`(${t.expire} is null or ${t.expire} <= ${at(now)})`;
  const [row] = await db
    .insert(t)
    .values({ key, points: 1, expire: windowEnd })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        points: sql`(case when ${ended} then 1 else ${t.points} + 1 end)`,
        expire: sql`(case when ${ended} then ${at(windowEnd)} else ${t.expire} end)`,
      },
    })
    .returning({ points: t.points });
  return (row?.points ?? Number.POSITIVE_INFINITY) <= cap.points;
}
