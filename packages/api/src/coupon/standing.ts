/**
 * Where a cart stands with a coupon: the coupon row and the customer's uses read in one statement,
 * then judged by the rules of `rules.ts`. Used when applying a code, on every cart read, for the
 * cart's notice and when placing the order.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { CartLine } from '../cart/lines.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { couponProblem, isEligibleLine, lineDiscounts, type CouponProblem, type CouponRow, type DiscountableLine } from './rules.ts';
import { coupons, couponUsages } from './tables.ts';

/** Whose uses count against the coupon's per-customer limit: the account, else the cart's e-mail address. */
export interface CouponHolder {
  storeCode: string;
  customerId: number | null;
  email: string | null;
}

export interface CouponStanding {
  code: string;
  coupon: CouponRow | null;
  problem: CouponProblem | null;
  /** Cents off each line (VAT included) in line order; all zero when there is a problem. */
  discounts: number[];
}

function usesOf(holder: CouponHolder): SQL {
  const released = isNull(couponUsages.releasedAt);
  if (holder.customerId != null) {
    return sql`(select count(*) from ${couponUsages} where ${and(eq(couponUsages.couponCode, coupons.code), eq(couponUsages.customerId, holder.customerId), released)})`;
  }
  const email = holder.email?.trim().toLowerCase();
  // A guest whose address is not known yet is counted when the order is placed.
  if (!email) return sql`0`;
  return sql`(select count(*) from ${couponUsages} where ${and(eq(couponUsages.couponCode, coupons.code), eq(couponUsages.email, email), released)})`;
}

/**
 * The coupon and the holder's uses of it; with `tx` and `lock`, the coupon row is locked for the
 * rest of the transaction first, so uses counted stay counted (the per-customer limit at placeOrder).
 */
export async function readCoupon(
  db: DbOrTx | Tx,
  code: string,
  holder: CouponHolder,
  lock = false,
): Promise<{ coupon: CouponRow | null; customerUses: number }> {
  // The lock is its own statement: a statement that waited for the lock still counts uses as of
  // its start (READ COMMITTED), so the count must come from the next statement, after the wait.
  if (lock) await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, code)).for('update');
  const [row] = await db
    .select({ coupon: coupons, uses: sql<string | number>`${usesOf(holder)}`.as('uses') })
    .from(coupons)
    .where(eq(coupons.code, code))
    .limit(1);
  return { coupon: row?.coupon ?? null, customerUses: Number(row?.uses ?? 0) };
}

/** The lines as the coupon sees them. */
export function discountableLines(coupon: CouponRow | null, lines: readonly CartLine[]): DiscountableLine[] {
  return lines.map((line) => ({
    rowInclTax: line.unitInclTax * line.row.quantity,
    eligible: coupon != null && isEligibleLine(coupon, line),
  }));
}

/** Judges the coupon `code` for a cart with these lines at `now`. */
export async function couponStanding(
  db: DbOrTx,
  code: string,
  holder: CouponHolder,
  lines: readonly CartLine[],
  now: Date,
  lock = false,
): Promise<CouponStanding> {
  const { coupon, customerUses } = await readCoupon(db, code, holder, lock);
  const discountable = discountableLines(coupon, lines);
  const problem = couponProblem(coupon, { storeCode: holder.storeCode, now, customerUses, lines: discountable });
  const discounts = problem || !coupon ? lines.map(() => 0) : lineDiscounts(coupon, discountable);
  return { code, coupon, problem, discounts };
}
