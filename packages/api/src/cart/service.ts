/**
 * Carts: creation, access rules (guest and customer carts) and the transaction every cart mutation
 * runs in. Error texts are Magento's; the storefront reads the codes (spec 001 §8, CA18, A20, decision 038).
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GraphQLError } from 'graphql';
import { stockOf } from '../catalog/loaders.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { authorizationError, notFoundError } from '../platform/errors.ts';
import { cartItemsOf, readCartWithContents } from './contents.ts';
import { carts, type CartRow } from './tables.ts';
import { currentCustomerId } from '../customer/auth.ts';
import { enforceRateLimit } from '../ratelimit/limiter.ts';

const MASKED_ID_LENGTH = 32;
const MASKED_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Longer ids cannot exist; they are refused without a query and not echoed in full. */
const MAX_ID_INPUT = 64;

/** A new masked cart id: 32 characters from a CSPRNG (about 190 bits), as hard to guess as a session key. */
export function newMaskedCartId(): string {
  let id = '';
  for (let i = 0; i < MASKED_ID_LENGTH; i++) id += MASKED_ID_ALPHABET[randomInt(MASKED_ID_ALPHABET.length)];
  return id;
}

function shownId(id: string): string {
  return id.length > MAX_ID_INPUT ? `${id.slice(0, MAX_ID_INPUT)}…` : id;
}

export const cartNotFoundError = (id: string): GraphQLError =>
  notFoundError('CART_NOT_FOUND', { cartId: shownId(id) }, `Could not find a cart with ID "${shownId(id)}"`);
export const cartNotActiveError = (): GraphQLError => notFoundError('CART_NOT_ACTIVE', {}, "The cart isn't active");
export const cartNotYoursError = (id: string): GraphQLError =>
  authorizationError('CART_NOT_YOURS', { cartId: shownId(id) }, `The current user cannot perform operations on cart "${shownId(id)}"`);

/** Creates an empty guest cart in the request's store and returns its masked id (CA1). */
export async function createGuestCart(ctx: RequestContext): Promise<string> {
  await enforceRateLimit(ctx, 'cart');
  const maskedId = newMaskedCartId();
  await ctx.db.insert(carts).values({ maskedId, storeCode: ctx.store.code });
  return maskedId;
}

/** A cart by masked id as this request may see it, any status; null when unknown or another store's. */
export async function findCart(db: DbOrTx, storeCode: string, maskedId: string): Promise<CartRow | null> {
  if (maskedId === '' || maskedId.length > MAX_ID_INPUT) return null;
  const [row] = await db.select().from(carts).where(eq(carts.maskedId, maskedId)).limit(1);
  // Each store keeps its own cart cookie, so another store's cart is reported as unknown (STYLE §11).
  return row && row.storeCode === storeCode ? row : null;
}

/**
 * Who may use a cart (A20, decision 012): a request without a customer only a guest cart; a
 * signed-in customer only their own carts. A guest cart sent with a customer's token is refused as
 * in Magento: after signing in, a guest cart is only the source of mergeCarts. `customerId` is the
 * request's customer (`currentCustomerId`), resolved before any transaction opens.
 */
export function assertCartAccess(customerId: number | null, cart: CartRow, maskedId: string): void {
  if ((cart.customerId ?? null) !== customerId) throw cartNotYoursError(maskedId);
}

/**
 * Who may read what was placed from a cart (its status and confirmed order): a guest cart whoever
 * holds its id (a guest who paid and then signed in still sees the confirmation); a customer cart
 * only its owner.
 */
export function mayReadCartOutcome(customerId: number | null, cart: CartRow): boolean {
  return cart.customerId == null || cart.customerId === customerId;
}

/**
 * The active cart for the `cart` query, read with its lines and their products in one statement;
 * errors: unknown, not yours, not active (OC5).
 */
export async function getActiveCart(ctx: RequestContext, maskedId: string): Promise<CartRow> {
  const customerId = await currentCustomerId(ctx);
  const found = maskedId === '' || maskedId.length > MAX_ID_INPUT ? null : await readCartWithContents(ctx, maskedId);
  // Each store keeps its own cart cookie, so another store's cart is reported as unknown (STYLE §11).
  const cart = found && found.storeCode === ctx.store.code ? found : null;
  if (!cart) throw cartNotFoundError(maskedId);
  assertCartAccess(customerId, cart, maskedId);
  if (!cart.isActive) throw cartNotActiveError();
  return cart;
}

/** Locks the cart row for the rest of the transaction; null when unknown or another store's. */
export async function lockCart(tx: Tx, ctx: RequestContext, maskedId: string): Promise<CartRow | null> {
  if (maskedId === '' || maskedId.length > MAX_ID_INPUT) return null;
  const [row] = await tx.select().from(carts).where(eq(carts.maskedId, maskedId)).for('update').limit(1);
  return row && row.storeCode === ctx.store.code ? row : null;
}

/**
 * Runs a cart mutation in one transaction on the locked, active cart: it changes everything or
 * nothing. Returns the cart row as committed.
 */
export async function mutateCart(
  ctx: RequestContext,
  maskedId: string,
  work: (tx: Tx, cart: CartRow) => Promise<Partial<typeof carts.$inferInsert> | void>,
): Promise<CartRow> {
  const customerId = await currentCustomerId(ctx);
  const updated = await ctx.db.transaction(async (tx) => {
    const cart = await lockCart(tx, ctx, maskedId);
    if (!cart) throw cartNotFoundError(maskedId);
    assertCartAccess(customerId, cart, maskedId);
    if (!cart.isActive) throw cartNotActiveError();
    const changes = (await work(tx, cart)) ?? {};
    const [row] = await tx
      .update(carts)
      .set({ ...changes, updatedAt: ctx.now() })
      .where(eq(carts.id, cart.id))
      .returning();
    return row as CartRow;
  });
  forgetStock(ctx);
  return updated;
}

/**
 * The request context on a transaction: catalogue loaders and services called with it read
 * through the transaction (PGlite has one connection, so a read beside an open transaction would wait for it).
 */
export function onTransaction(ctx: RequestContext, tx: Tx): RequestContext {
  return { ...ctx, db: tx, loaders: new Map() };
}

/** Stock and cart lines may have changed in a mutation; the request's earlier reads must not answer for them. */
export function forgetStock(ctx: RequestContext): void {
  stockOf(ctx).clearAll();
  cartItemsOf(ctx).clearAll();
}
