/**
 * What happens to an order and its cart after placement: the payment's outcome, the cart's status
 * for the storefront (OC7, OC8), restoring a cart whose order was not paid (OC16).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { carts, type CartRow } from '../cart/tables.ts';
import { absorbOtherActiveCarts, lockCustomer, MERGED_STATUS } from '../cart/customer-carts.ts';
import {
  assertCartAccess,
  cartNotActiveError,
  cartNotFoundError,
  cartNotYoursError,
  findCart,
  forgetStock,
  lockCart,
  mayReadCartOutcome,
} from '../cart/service.ts';
import { currentCustomerId } from '../customer/auth.ts';
import { stockItems } from '../catalog/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
import { orders, payments, type OrderRow, type PaymentRow } from './tables.ts';
import { releaseCouponUse } from '../coupon/order-use.ts';
import { issueGiftCardsForOrder, refundGiftCardsOfOrder, type IssuedGiftCard } from '../giftcard/redeem.ts';

export type FinalPaymentStatus = 'paid' | 'cancelled' | 'refused' | 'expired';
/** Every status a payment can have; `refunded`: paid after its order had expired, and given back (decision 035). */
export type PaymentStatus = 'open' | FinalPaymentStatus | 'refunded';

/** A cart whose order was let go because it was not paid within the reservation time (decision 035). */
export const RESERVATION_EXPIRED_STATUS = 'reservation_expired';

/** Cart status → the group the storefront acts on (OC8). */
export const CART_STATUS_GROUPS: Record<string, string> = {
  active: 'active',
  pending_payment: 'restore',
  payment_failed: 'restore',
  [RESERVATION_EXPIRED_STATUS]: 'restore',
  ordered: 'completed',
  expired: 'expired',
  [MERGED_STATUS]: 'expired',
};

export const PAID_ORDER_CANNOT_BE_RESTORED = "This cart's order is already paid and cannot be restored";

/** Gives back what an order took from stock. */
async function releaseStock(tx: DbOrTx, order: OrderRow): Promise<void> {
  for (const reservation of [...order.stockReservations].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(stockItems)
      .set({ qty: sql`${stockItems.qty} + ${reservation.qty}` })
      .where(eq(stockItems.productId, reservation.productId));
  }
}

/**
 * Cancels an order that still awaits payment and releases its stock, exactly once: the status
 * change is conditional, so a second call (or a racing one) finds nothing to do.
 */
export async function cancelPendingOrder(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'canceled', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .returning();
  if (!cancelled) return false;
  await releaseStock(tx, cancelled);
  await releaseCouponUse(tx, orderId, now);
  await refundGiftCardsOfOrder(tx, orderId, now);
  return true;
}

/** What applying a payment's outcome did: the order it made paid, and the gift cards that order bought. */
export interface PaymentOutcome {
  paidOrderId: number | null;
  /** Issued gift cards with their PINs, for the mails sent after the commit (sendIssuedGiftCardMails). */
  issuedGiftCards: IssuedGiftCard[];
}

/**
 * Applies a payment's final outcome to the shop (in the transaction that recorded it): paid → order
 * processing, cart ordered and the gift cards it bought issued; otherwise the order is cancelled,
 * stock released, gift cards given back and the cart offered for restore. Returns the order's id
 * when this call made it paid: the status change is conditional, so exactly one call ever does (the
 * order confirmation and the gift card mails are sent for that one).
 */
export async function applyPaymentOutcome(tx: DbOrTx, payment: PaymentRow, now: Date): Promise<PaymentOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (!order) return { paidOrderId: null, issuedGiftCards: [] };
  if (payment.status === 'paid') {
    const [paid] = await tx
      .update(orders)
      .set({ status: 'processing', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    if (!paid) return { paidOrderId: null, issuedGiftCards: [] };
    await tx.update(carts).set({ status: 'ordered', isActive: false, updatedAt: now }).where(eq(carts.id, order.cartId));
    return { paidOrderId: paid.id, issuedGiftCards: await issueGiftCardsForOrder(tx, order.id, now) };
  }
  if (await cancelPendingOrder(tx, order.id, now)) {
    await tx
      .update(carts)
      .set({ status: payment.status === 'expired' ? RESERVATION_EXPIRED_STATUS : 'payment_failed', isActive: false, updatedAt: now })
      .where(and(eq(carts.id, order.cartId), eq(carts.status, 'pending_payment')));
  }
  return { paidOrderId: null, issuedGiftCards: [] };
}

/** The cart's status and group, or the error text for an unknown or foreign cart (OC7, OC8). */
export async function cartStatus(ctx: RequestContext, maskedId: string) {
  const [cart, customerId] = await Promise.all([findCart(ctx.db, ctx.store.code, maskedId), currentCustomerId(ctx)]);
  if (!cart) return { status: null, group: null, error: cartNotFoundError(maskedId).message };
  if (!mayReadCartOutcome(customerId, cart)) {
    return { status: null, group: null, error: cartNotYoursError(maskedId).message };
  }
  return { status: cart.status, group: CART_STATUS_GROUPS[cart.status] ?? 'expired', error: null };
}

/** The cart's latest order, locked with the cart's transaction. */
export async function latestOrderOf(tx: Tx, cartId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.cartId, cartId)).orderBy(desc(orders.id)).limit(1).for('update');
  return order ?? null;
}

/**
 * Makes the cart active again with its lines (OC10, OC16). A pending order is cancelled first (its
 * open payment too, so a late approval cannot pay it); a paid order cannot be restored, nor a guest
 * cart merged into a customer's. A restored customer cart takes in the cart the customer started
 * meanwhile, so there is still one active cart.
 */
export async function restoreCart(ctx: RequestContext, maskedId: string): Promise<CartRow> {
  const customerId = await currentCustomerId(ctx);
  const restored = await ctx.db.transaction(async (tx) => {
    // A customer's active cart changes only under the customer's lock, always taken before a cart's.
    if (customerId != null) await lockCustomer(tx, customerId);
    const cart = await lockCart(tx, ctx, maskedId);
    if (!cart) throw cartNotFoundError(maskedId);
    assertCartAccess(customerId, cart, maskedId);
    if (cart.isActive && cart.status === 'active') return cart;
    if (cart.status === MERGED_STATUS) throw cartNotActiveError();
    const order = await latestOrderOf(tx, cart.id);
    if (cart.status === 'ordered' || (order && (order.status === 'processing' || order.status === 'complete'))) {
      throw inputError('CHECKOUT_ORDER_PAID', {}, PAID_ORDER_CANNOT_BE_RESTORED);
    }
    const now = ctx.now();
    if (order?.status === 'pending_payment') {
      await tx
        .update(payments)
        .set({ status: 'cancelled', resultCode: 0, updatedAt: now })
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')));
      await cancelPendingOrder(tx, order.id, now);
    }
    const [row] = await tx.update(carts).set({ status: 'active', isActive: true, updatedAt: now }).where(eq(carts.id, cart.id)).returning();
    await absorbOtherActiveCarts(ctx, tx, row as CartRow);
    return row as CartRow;
  });
  forgetStock(ctx);
  return restored;
}

/**
 * What the provider recorded for a payment, for the storefront's return page (CO15, CO16): its
 * status, code and order number, which whoever holds the reference may know. Nothing else: the
 * order's details and its cart need the cart's own id or the customer's token (decision 035).
 */
export async function paymentResult(ctx: RequestContext, reference: string) {
  const wanted = reference.trim();
  const [found] =
    wanted.length > 0 && wanted.length <= 64
      ? await ctx.db
          .select({ status: payments.status, resultCode: payments.resultCode, orderNumber: orders.number })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(eq(payments.reference, wanted))
          .limit(1)
      : [];
  const shown = wanted.slice(0, 64);
  if (!found) throw notFoundError('CHECKOUT_PAYMENT_NOT_FOUND', { reference: shown }, `Could not find a payment with reference "${shown}"`);
  return { status: found.status as PaymentStatus, result_code: found.resultCode, order_number: found.orderNumber };
}
