/**
 * Adding, updating and removing cart lines (CA9, CA12, CA13). Each call runs in one transaction on
 * the locked cart and checks the resulting quantities against sale rules and stock of the whole
 * cart before writing anything.
 */
import { isErrorCode, type ErrorCode } from '@shop/rules';
import { and, asc, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { fromUid } from '../catalog/localize.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { inputError, notFoundError, userErrorFields } from '../platform/errors.ts';
import { transactionReader } from './catalog-reader.ts';
import { lineKey, productLabel, resolveItemRequest, type AddMode, type ItemRequest } from './item-requests.ts';
import { priceLines, type CartItemRow } from './lines.ts';
import { mutateCart } from './service.ts';
import { type CartRow, cartItems } from './tables.ts';
import { assertQuantityAllowed, demandByProduct, parseQuantity } from './stock.ts';

/** Lines one request may add or update; a cart is not a bulk-import tool. */
const MAX_ITEMS_PER_CALL = 50;

function assertBatchSize(count: number, field = 'cart_items'): void {
  if (count === 0) throw inputError('INPUT_REQUIRED', { field }, `Required parameter "${field}" is missing`);
  if (count > MAX_ITEMS_PER_CALL)
    throw inputError('TOO_MANY_ITEMS', { field, max: MAX_ITEMS_PER_CALL }, `At most ${MAX_ITEMS_PER_CALL} cart items can be sent at once`);
}

async function cartLines(tx: Tx, cartId: number): Promise<CartItemRow[]> {
  return tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

/**
 * Checks the lines in `touched` as they would be after the change, against the whole cart's
 * demand. Lines not touched keep their own problems (shown on reading) and do not block the call.
 */
async function assertLinesAllowed(ctx: RequestContext, tx: Tx, rows: CartItemRow[], touched: Set<CartItemRow>): Promise<void> {
  const { lines } = await priceLines(transactionReader(tx), rows, { high: ctx.store.taxRateHigh });
  const demand = demandByProduct(lines);
  for (const line of lines) {
    if (!touched.has(line.row)) continue;
    assertQuantityAllowed(
      { sku: line.product.sku, name: productLabel(line.product, ctx.language) },
      line.rule,
      line.row.quantity,
      line.parts.map((part) => ({
        productId: part.productId,
        sku: part.product.sku,
        name: productLabel(part.product, ctx.language),
        rule: part.rule,
      })),
      demand,
    );
  }
}

/** Lines as they will be after one request: an equal line gets the quantity, otherwise a new line. */
async function applyRequest(tx: Tx, cart: CartRow, rows: CartItemRow[], request: ItemRequest, mode: AddMode, now: Date) {
  const spec = await resolveItemRequest(tx, request, mode);
  const key = lineKey(spec);
  const same = key == null ? undefined : rows.find((row) => lineKey(row) === key);
  if (same) {
    same.quantity += spec.quantity;
    return { row: same, isNew: false, undo: () => (same.quantity -= spec.quantity) };
  }
  const row: CartItemRow = { id: 0, cartId: cart.id, createdAt: now, ...spec };
  rows.push(row);
  return { row, isNew: true, undo: () => rows.splice(rows.indexOf(row), 1) };
}

/** Writes the lines a call touched: new ones inserted, equal ones with their new quantity. */
async function writeLines(tx: Tx, touched: Set<CartItemRow>, added: CartItemRow[]): Promise<void> {
  for (const row of touched) {
    if (added.includes(row)) continue;
    await tx.update(cartItems).set({ quantity: row.quantity }).where(eq(cartItems.id, row.id));
  }
  if (added.length > 0) {
    await tx.insert(cartItems).values(added.map(({ id: _id, createdAt: _at, ...row }) => row));
  }
}

/** Adds lines (or raises the quantity of equal lines) for the three typed add mutations: all or nothing. */
export async function addItemsToCart(ctx: RequestContext, maskedId: string, mode: AddMode, requests: ItemRequest[]): Promise<CartRow> {
  assertBatchSize(requests.length);
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const rows = await cartLines(tx, cart.id);
    const touched = new Set<CartItemRow>();
    const added: CartItemRow[] = [];
    for (const request of requests) {
      const { row, isNew } = await applyRequest(tx, cart, rows, request, mode, ctx.now());
      touched.add(row);
      if (isNew) added.push(row);
    }
    await assertLinesAllowed(ctx, tx, rows, touched);
    await writeLines(tx, touched, added);
  });
}

/** Magento's CartUserInputErrorType. */
export type CartUserErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED' | 'PERMISSION_DENIED';

/** One item's refusal in addProductsToCart's user_errors: Magento's type and text, our code beside them. */
export interface CartUserError extends ReturnType<typeof userErrorFields> {
  code: CartUserErrorCode;
  message: string;
}

/** Magento's type for our codes that have one; every other refusal of an item is UNDEFINED. */
const MAGENTO_TYPES: Partial<Record<ErrorCode, CartUserErrorCode>> = {
  CART_PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  CART_PRODUCT_UNAVAILABLE: 'NOT_SALABLE',
  CART_OUT_OF_STOCK: 'INSUFFICIENT_STOCK',
  CART_STOCK_SHORT: 'INSUFFICIENT_STOCK',
};

/** An expected refusal of one item as addProductsToCart reports it; anything else is not the shopper's to fix. */
function userErrorOf(error: unknown): CartUserError | null {
  if (!(error instanceof GraphQLError)) return null;
  const { category, code, params } = error.extensions;
  if ((category !== 'graphql-input' && category !== 'graphql-no-such-entity') || !isErrorCode(code)) return null;
  // The params come from userError, built for this very code.
  const fields = userErrorFields(code, (params ?? {}) as never);
  return { code: MAGENTO_TYPES[code] ?? 'UNDEFINED', message: error.message, ...fields };
}

/**
 * Magento's addProductsToCart: every item is checked on its own (sale rules and stock against the
 * whole cart as it stands); items that fit are added, the others come back as user_errors, one
 * per item. A cart that cannot be used at all is an error of the call, as in Magento.
 */
export async function addProductsToCart(
  ctx: RequestContext,
  maskedId: string,
  requests: ItemRequest[],
): Promise<{ cart: CartRow; userErrors: CartUserError[] }> {
  assertBatchSize(requests.length, 'cartItems');
  const userErrors: CartUserError[] = [];
  const cart = await mutateCart(ctx, maskedId, async (tx, row) => {
    const rows = await cartLines(tx, row.id);
    const touched = new Set<CartItemRow>();
    const added: CartItemRow[] = [];
    for (const request of requests) {
      let undo: (() => void) | null = null;
      try {
        const applied = await applyRequest(tx, row, rows, request, 'any', ctx.now());
        undo = applied.undo;
        await assertLinesAllowed(ctx, tx, rows, new Set([applied.row]));
        touched.add(applied.row);
        if (applied.isNew) added.push(applied.row);
      } catch (error) {
        const userError = userErrorOf(error);
        if (!userError) throw error;
        undo?.();
        userErrors.push(userError);
      }
    }
    await writeLines(tx, touched, added);
  });
  return { cart, userErrors };
}

/** The line id of a cart_item_id or a cart_item_uid (Magento's base64 uid). */
function lineIdOf(item: { cart_item_id?: number | null; cart_item_uid?: string | null }): number {
  if (item.cart_item_id != null) return item.cart_item_id;
  if (item.cart_item_uid != null) {
    const decoded = fromUid(item.cart_item_uid);
    const id = decoded != null && /^\d{1,9}$/.test(decoded) ? Number(decoded) : NaN;
    const shown = item.cart_item_uid.slice(0, 64);
    if (!Number.isSafeInteger(id))
      throw notFoundError('CART_ITEM_NOT_FOUND', { item: shown }, `Could not find cart item with uid: ${shown}`);
    return id;
  }
  const message = 'Required parameter "cart_item_id" or "cart_item_uid" for "cart_items" is missing';
  throw inputError('INPUT_REQUIRED', { field: 'cart_item_uid' }, message);
}

export interface ItemUpdate {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
  quantity: number;
}

/** Sets line quantities; quantity 0 removes the line (CA12, CA13). */
export async function updateCartItems(ctx: RequestContext, maskedId: string, updates: ItemUpdate[]): Promise<CartRow> {
  assertBatchSize(updates.length);
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const rows = await cartLines(tx, cart.id);
    const touched = new Set<CartItemRow>();
    const removed = new Set<CartItemRow>();
    for (const update of updates) {
      const id = lineIdOf(update);
      const row = rows.find((r) => r.id === id);
      if (!row || removed.has(row)) throw notFoundError('CART_ITEM_NOT_FOUND', { item: id }, `Could not find cart item with id: ${id}`);
      const quantity = parseQuantity(row.sku, update.quantity, { allowZero: true });
      if (quantity === 0) {
        removed.add(row);
        touched.delete(row);
      } else {
        row.quantity = quantity;
        touched.add(row);
      }
    }
    const remaining = rows.filter((r) => !removed.has(r));
    await assertLinesAllowed(ctx, tx, remaining, touched);
    for (const row of removed) await tx.delete(cartItems).where(eq(cartItems.id, row.id));
    for (const row of touched) await tx.update(cartItems).set({ quantity: row.quantity }).where(eq(cartItems.id, row.id));
  });
}

/** Removes one line (CA12, CA22). */
export async function removeItemFromCart(
  ctx: RequestContext,
  maskedId: string,
  item: { cart_item_id?: number | null; cart_item_uid?: string | null },
): Promise<CartRow> {
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const id = lineIdOf(item);
    const deleted = await tx
      .delete(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (deleted.length === 0) throw notFoundError('CART_ITEM_NOT_FOUND', { item: id }, "The cart doesn't contain the item");
  });
}
