/**
 * A payment that arrives after its order's reservation expired is never lost (decision 035): the
 * order is taken up again when everything it held can be held again, or the amount is refunded.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { carts } from '../cart/tables.ts';
import { stockItems } from '../catalog/tables.ts';
import { issueGiftCardsForOrder } from '../giftcard/redeem.ts';
import type { Tx } from '../platform/db.ts';
import { RESERVATION_EXPIRED_STATUS, type PaymentOutcome } from './order-status.ts';
import { type PaymentRow, type OrderRow, orders, payments } from './tables.ts';

/**
 * Takes the expired order up again, or says why not (false). Only an order whose cart still waits as
 * the expiry left it (not restored, no newer order) and that held nothing but stock: its coupon use
 * and gift card part were given back at expiry and may have been used since. The stock rows are
 * locked in product id order, as placing an order locks them, and every line must be there in full;
 * otherwise nothing is taken.
 */
async function takeUpAgain(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
  if (order.status !== 'canceled' || order.couponCode || order.giftCardAmount > 0) return false;
  const [cart] = await tx.select({ status: carts.status }).from(carts).where(eq(carts.id, order.cartId)).limit(1);
  if (cart?.status !== RESERVATION_EXPIRED_STATUS) return false;
  const [latest] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.cartId, order.cartId)).orderBy(desc(orders.id)).limit(1);
  if (latest?.id !== order.id) return false;
  const wanted = [...order.stockReservations].sort((a, b) => a.productId - b.productId);
  if (wanted.length > 0) {
    const rows = await tx
      .select({ productId: stockItems.productId, qty: stockItems.qty })
      .from(stockItems)
      .where(
        inArray(
          stockItems.productId,
          wanted.map((line) => line.productId),
        ),
      )
      .orderBy(asc(stockItems.productId))
      .for('update');
    const available = new Map(rows.map((row) => [row.productId, row.qty]));
    if (wanted.some((line) => (available.get(line.productId) ?? 0) < line.qty)) return false;
    for (const line of wanted) {
      await tx
        .update(stockItems)
        .set({ qty: sql`${stockItems.qty} - ${line.qty}` })
        .where(eq(stockItems.productId, line.productId));
    }
  }
  await tx.update(orders).set({ status: 'processing', updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(carts).set({ status: 'ordered', isActive: false, updatedAt: now }).where(eq(carts.id, order.cartId));
  return true;
}

/**
 * The provider took the money for a payment the shop had already let expire (its cart and payment
 * rows locked by the caller): paid, with the order processing again and its confirmation due, or
 * refunded, with the order staying cancelled and the cart restorable.
 */
export async function acceptLatePayment(tx: Tx, payment: PaymentRow, now: Date): Promise<{ payment: PaymentRow } & PaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1).for('update');
  const takenUp = order ? await takeUpAgain(tx, order, now) : false;
  const [updated] = await tx
    .update(payments)
    .set({ status: takenUp ? 'paid' : 'refunded', resultCode: null, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  if (!takenUp || !order) return { payment: updated as PaymentRow, paidOrderId: null, issuedGiftCards: [] };
  return { payment: updated as PaymentRow, paidOrderId: order.id, issuedGiftCards: await issueGiftCardsForOrder(tx, order.id, now) };
}
