/**
 * The cart's in-store flag (T5, T7): set by the server only, for a session the server itself finds
 * OPEN; a session that is not open clears it. The badge's shop and table come from the session.
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { loader, type RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { mutateCart } from '../cart/service.ts';
import type { CartRow } from '../cart/tables.ts';
import { orders } from '../checkout/tables.ts';
import { findSession, isSessionId, storeLocationTitles, type InStoreSession } from './service.ts';
import { instoreSessions } from './tables.ts';

/** The answer for any session that may not flag a cart: unknown, malformed, expired or closed look the same. */
export const SESSION_NOT_OPEN = 'The in-store session is not open. The order continues as a web order.';

/**
 * Marks the cart as an in-store order for an OPEN session; for any other session the flag is
 * cleared (committed) and the request is refused with SESSION_NOT_OPEN.
 */
export async function setInStoreSessionOnCart(
  ctx: RequestContext,
  cartId: string,
  sessionId: string,
): Promise<{ row: CartRow; session: InStoreSession }> {
  let session: InStoreSession | null = null;
  const row = await mutateCart(ctx, cartId, async (tx) => {
    session = isSessionId(sessionId) ? await findSession({ db: tx, now: ctx.now }, sessionId) : null;
    if (session?.status === 'OPEN') return { isInStoreOrder: true, instoreSessionId: session.id };
    return { isInStoreOrder: false, instoreSessionId: null };
  });
  const found = session as InStoreSession | null;
  if (!found || found.status !== 'OPEN') throw inputError('INSTORE_SESSION_NOT_OPEN', {}, SESSION_NOT_OPEN);
  return { row, session: found };
}

/** Clears the cart's in-store flag (T7). */
export function removeInStoreSessionFromCart(ctx: RequestContext, cartId: string): Promise<CartRow> {
  return mutateCart(ctx, cartId, async () => ({ isInStoreOrder: false, instoreSessionId: null }));
}

interface SessionPlace {
  location: string | null;
  table: string;
}

/** The shop name and table label of sessions, by id, batched per request. */
function sessionPlaces(ctx: RequestContext): DataLoader<string, SessionPlace | null> {
  return loader(
    ctx,
    'instore.sessionPlaces',
    () =>
      new DataLoader<string, SessionPlace | null>(async (ids) => {
        const rows = await ctx.db
          .select({ id: instoreSessions.id, storeLocationId: instoreSessions.storeLocationId, tableLabel: instoreSessions.tableLabel })
          .from(instoreSessions)
          .where(inArray(instoreSessions.id, [...ids]));
        const titles = await storeLocationTitles(
          ctx.db,
          rows.flatMap((r) => (r.storeLocationId === null ? [] : [r.storeLocationId])),
        );
        const byId = new Map(
          rows.map((r) => [
            r.id,
            { location: r.storeLocationId === null ? null : (titles.get(r.storeLocationId) ?? null), table: r.tableLabel },
          ]),
        );
        return ids.map((id) => byId.get(id) ?? null);
      }),
  );
}

/** Where a flagged cart is being ordered (the badge), or null for a web cart. */
export async function cartInStorePlace(ctx: RequestContext, row: CartRow): Promise<SessionPlace | null> {
  if (!row.isInStoreOrder || !row.instoreSessionId) return null;
  return sessionPlaces(ctx).load(row.instoreSessionId);
}

export interface OrderInStoreView {
  isInStoreOrder: boolean;
  location: string | null;
  table: string | null;
}

/** An order's in-store fields by order number, batched per request. */
export function orderInStore(ctx: RequestContext, orderNumber: string): Promise<OrderInStoreView> {
  return loader(
    ctx,
    'instore.orders',
    () =>
      new DataLoader<string, OrderInStoreView>(async (numbers) => {
        const rows = await ctx.db
          .select({
            number: orders.number,
            isInStoreOrder: orders.isInStoreOrder,
            locationId: orders.instoreLocationId,
            table: orders.instoreTable,
          })
          .from(orders)
          .where(inArray(orders.number, [...numbers]));
        const titles = await storeLocationTitles(
          ctx.db,
          rows.flatMap((r) => (r.isInStoreOrder && r.locationId !== null ? [r.locationId] : [])),
        );
        const byNumber = new Map(
          rows.map((r) => [
            r.number,
            r.isInStoreOrder
              ? { isInStoreOrder: true, location: r.locationId === null ? null : (titles.get(r.locationId) ?? null), table: r.table }
              : { isInStoreOrder: false, location: null, table: null },
          ]),
        );
        return numbers.map((n) => byNumber.get(n) ?? { isInStoreOrder: false, location: null, table: null });
      }),
  ).load(orderNumber);
}
