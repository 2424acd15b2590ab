/**
 * A signed-in customer's carts (A20, CA24; decision 012): one active cart per customer and store,
 * created on demand, and mergeCarts, which moves a guest cart's lines into it after sign-in.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { NOT_AUTHORIZED, currentCustomerId, requireCustomerId } from '../customer/auth.ts';
import { customers } from '../customer/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { authorizationError } from '../platform/errors.ts';
import { mergeLines } from './merge-lines.ts';
import {
  assertCartAccess,
  cartNotActiveError,
  cartNotFoundError,
  cartNotYoursError,
  createGuestCart,
  forgetStock,
  lockCart,
  newMaskedCartId,
} from './service.ts';
import { type CartRow, carts } from './tables.ts';

/** The status of a guest cart whose lines went into a customer's cart; it is never active again. */
export const MERGED_STATUS = 'merged';

export interface LockedCustomer {
  id: number;
  email: string;
}

/**
 * Locks the customer's row for the rest of the transaction. Every change to which cart is a
 * customer's active one takes this lock first, so two parallel requests cannot both create one.
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<LockedCustomer> {
  const [row] = await tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update')
    .limit(1);
  if (!row) throw authorizationError('CUSTOMER_NOT_AUTHORIZED', {}, NOT_AUTHORIZED);
  return row;
}

/**
 * The customer's active cart in the request's store, created when there is none. Call with the
 * customer locked (`lockCustomer`). The cart carries the account's e-mail address.
 */
export async function activeCustomerCartIn(tx: Tx, ctx: RequestContext, customer: LockedCustomer): Promise<CartRow> {
  const [found] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.customerId, customer.id), eq(carts.storeCode, ctx.store.code), eq(carts.isActive, true)))
    .orderBy(desc(carts.id))
    .limit(1);
  if (found) {
    if (found.email === customer.email) return found;
    const [updated] = await tx.update(carts).set({ email: customer.email }).where(eq(carts.id, found.id)).returning();
    return updated as CartRow;
  }
  const [created] = await tx
    .insert(carts)
    .values({ maskedId: newMaskedCartId(), storeCode: ctx.store.code, customerId: customer.id, email: customer.email })
    .returning();
  return created as CartRow;
}

/** `customerCart`: the signed-in customer's active cart in the request's store, created when there is none. */
export async function customerCart(ctx: RequestContext): Promise<CartRow> {
  const customerId = await requireCustomerId(ctx);
  return ctx.db.transaction(async (tx) => activeCustomerCartIn(tx, ctx, await lockCustomer(tx, customerId)));
}

/** `createEmptyCart`: a new guest cart, or with a customer's token the customer's active cart (as Magento). */
export async function createEmptyCart(ctx: RequestContext): Promise<string> {
  if ((await currentCustomerId(ctx)) == null) return createGuestCart(ctx);
  return (await customerCart(ctx)).maskedId;
}

/**
 * `mergeCarts` (CA24): the lines of an active guest cart go into the customer's cart (by default
 * their active cart): equal lines add up, each capped by stock and the most that may be bought;
 * the guest cart is closed for good (status `merged`). The customer cart keeps the account's
 * e-mail. Returns the destination cart.
 */
export async function mergeCarts(ctx: RequestContext, sourceId: string, destinationId: string | null | undefined): Promise<CartRow> {
  const customerId = await requireCustomerId(ctx);
  const merged = await ctx.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, customerId);
    const source = await lockCart(tx, ctx, sourceId);
    if (!source) throw cartNotFoundError(sourceId);
    // Only a guest cart can be merged: another customer's cart and the customer's own are refused alike.
    if (source.customerId != null) throw cartNotYoursError(sourceId);
    if (!source.isActive) throw cartNotActiveError();
    let destination: CartRow;
    if (destinationId) {
      const found = await lockCart(tx, ctx, destinationId);
      if (!found) throw cartNotFoundError(destinationId);
      assertCartAccess(customerId, found, destinationId);
      if (!found.isActive) throw cartNotActiveError();
      destination = found;
    } else {
      destination = await activeCustomerCartIn(tx, ctx, customer);
    }
    await mergeLines(ctx, tx, source.id, destination.id);
    await tx.update(carts).set({ status: MERGED_STATUS, isActive: false, updatedAt: ctx.now() }).where(eq(carts.id, source.id));
    const [row] = await tx
      .update(carts)
      .set({ email: customer.email, updatedAt: ctx.now() })
      .where(eq(carts.id, destination.id))
      .returning();
    return row as CartRow;
  });
  forgetStock(ctx);
  return merged;
}

/**
 * After a customer's cart is made active again (restoreCart), any other active cart the customer
 * started meanwhile is merged into it, so the customer keeps one active cart with every line.
 */
export async function absorbOtherActiveCarts(ctx: RequestContext, tx: Tx, restored: CartRow): Promise<void> {
  if (restored.customerId == null) return;
  const others = await tx
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.customerId, restored.customerId),
        eq(carts.storeCode, restored.storeCode),
        eq(carts.isActive, true),
        ne(carts.id, restored.id),
      ),
    )
    .for('update');
  for (const other of others) {
    await mergeLines(ctx, tx, other.id, restored.id);
    await tx.update(carts).set({ status: MERGED_STATUS, isActive: false, updatedAt: ctx.now() }).where(eq(carts.id, other.id));
  }
}
