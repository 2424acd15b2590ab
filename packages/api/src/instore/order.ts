/**
 * The in-store fields of an order being placed (T8): the flag holds while the cart's tabletop
 * session still counts (OPEN, or expired while its table is still open: the device refreshes it on
 * its next check); otherwise the order is a normal web order.
 */
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import type { CartRow } from '../cart/tables.ts';
import { sessionCountsForOrder } from './service.ts';

export interface InStoreOrderFields {
  isInStoreOrder: boolean;
  instoreSessionId: string | null;
  instoreLocationId: number | null;
  instoreTable: string | null;
}

const WEB_ORDER: InStoreOrderFields = { isInStoreOrder: false, instoreSessionId: null, instoreLocationId: null, instoreTable: null };

export async function inStoreOrderFields(ctx: RequestContext, tx: Tx, cart: CartRow): Promise<InStoreOrderFields> {
  if (!cart.isInStoreOrder || !cart.instoreSessionId) return WEB_ORDER;
  const session = await sessionCountsForOrder(tx, ctx.now(), cart.instoreSessionId);
  if (!session) return WEB_ORDER;
  return {
    isInStoreOrder: true,
    instoreSessionId: session.id,
    instoreLocationId: session.storeLocationId,
    instoreTable: session.tableLabel,
  };
}
