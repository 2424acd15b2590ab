/**
 * A coupon's use by an order: claimed when the order is placed (race-safe against its limits),
 * given back when the order is cancelled unpaid (decision 028).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import type { CartModel } from '../cart/model.ts';
import type { OrderRow } from '../checkout/tables.ts';
import { couponProblemError } from './messages.ts';
import { couponStanding } from './standing.ts';
import { coupons, couponUsages } from './tables.ts';

/**
 * Claims a use of the cart's coupon for the order, or refuses the whole order with the coupon's
 * message (placeOrder's transaction then rolls back: no order, no stock taken). The rules are
 * judged again on the order's lines and e-mail address (a guest's is known only now); the total
 * limit is held by one conditional update, the per-customer limit by locking the coupon row
 * before the uses are counted.
 */
export async function claimCouponForOrder(ctx: RequestContext, tx: Tx, model: CartModel, order: OrderRow): Promise<void> {
  const code = model.row.couponCode;
  if (!code) return;
  const holder = { storeCode: order.storeCode, customerId: order.customerId ?? null, email: order.email };
  const standing = await couponStanding(tx, code, holder, model.lines, ctx.now(), true);
  const minimum = standing.coupon?.minSubtotal ?? 0;
  if (standing.problem) throw couponProblemError(standing.problem, code, minimum);
  // The totals the order was written with must be the coupon's (a guest's uses are only known now).
  if (!model.coupon || model.coupon.lineDiscounts.some((cents, index) => cents !== standing.discounts[index])) {
    throw couponProblemError('INVALID', code, minimum);
  }
  const claimed = await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(and(eq(coupons.code, code), or(isNull(coupons.usageLimit), lt(coupons.timesUsed, coupons.usageLimit))))
    .returning({ code: coupons.code });
  if (claimed.length === 0) throw couponProblemError('INVALID', code, minimum);
  await tx.insert(couponUsages).values({
    couponCode: code,
    orderId: order.id,
    customerId: order.customerId ?? null,
    email: order.email.trim().toLowerCase(),
    discount: model.totals.discount,
    createdAt: ctx.now(),
  });
}

/** Gives an unpaid, cancelled order's coupon use back, once: a second call finds it released. */
export async function releaseCouponUse(tx: DbOrTx, orderId: number, now: Date): Promise<void> {
  const [released] = await tx
    .update(couponUsages)
    .set({ releasedAt: now })
    .where(and(eq(couponUsages.orderId, orderId), isNull(couponUsages.releasedAt)))
    .returning({ code: couponUsages.couponCode });
  if (!released) return;
  await tx
    .update(coupons)
    .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
    .where(eq(coupons.code, released.code));
}
