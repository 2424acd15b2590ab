/**
 * Wishlists (spec 001 §3, §4, §7; W5, W8; A20; decision 022): one per customer, created on first
 * use; items are products or chosen variants, each once, quantity always 1. Another customer's
 * wishlist answers as not found.
 */
import { maxLengths } from '@shop/rules';
import { randomInt } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { findActiveProductBySku } from '../cart/catalog-reader.ts';
import { variantOfSelectedOptions } from '../cart/option-requests.ts';
import type { ProductRow } from '../catalog/rows.ts';
import { products } from '../catalog/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { inputError, notFoundError, userErrorFields } from '../platform/errors.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_ITEMS_PER_CALL, MAX_WISHLIST_ITEMS } from './limits.ts';
import { wishlistItems, wishlists } from './tables.ts';

export type WishlistRow = typeof wishlists.$inferSelect;

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
export const productNotFoundMessage = (sku: string) =>
  `Could not find a product with SKU "${sku.length > maxLengths.sku ? `${sku.slice(0, maxLengths.sku)}…` : sku}"`;
export const wishlistFullMessage = (sku: string) =>
  `"${sku.slice(0, maxLengths.sku)}" was not added: a wishlist holds at most ${MAX_WISHLIST_ITEMS} products.`;

/** One refusal in Magento's user_errors: Magento's type and text, our code beside them (decision 039). */
export interface WishListUserError extends ReturnType<typeof userErrorFields> {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

/** Magento clients read this when the wishlist id is not the customer's. */
export const wishlistNotFound = () => notFoundError('WISHLIST_NOT_FOUND', {}, WISHLIST_NOT_FOUND);
/** A customer has one private wishlist (StoreConfig enable_multiple_wishlists "0"): no second one, no name, no public one. */
export const oneWishlistPerCustomer = () =>
  inputError(
    'WISHLIST_ONE_PER_CUSTOMER',
    {},
    'A customer has one wishlist: another cannot be created, and it cannot be renamed or made public.',
  );

const itemNotFound = (id: string): WishListUserError => ({
  code: 'UNDEFINED',
  message: itemNotFoundMessage(id),
  ...userErrorFields('WISHLIST_ITEM_NOT_FOUND', { item: String(id).slice(0, 20) }),
});

const SHARING_CODE_LENGTH = 32;
const SHARING_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function newSharingCode(): string {
  let code = '';
  for (let i = 0; i < SHARING_CODE_LENGTH; i++) code += SHARING_ALPHABET[randomInt(SHARING_ALPHABET.length)];
  return code;
}

/** The customer's wishlist, created on first use; two requests at once get the same one. */
export async function customerWishlist(db: DbOrTx, customerId: number): Promise<WishlistRow> {
  const [existing] = await db.select().from(wishlists).where(eq(wishlists.customerId, customerId)).limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(wishlists)
    .values({ customerId, sharingCode: newSharingCode() })
    .onConflictDoNothing({ target: wishlists.customerId })
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(wishlists).where(eq(wishlists.customerId, customerId)).limit(1);
  return raced!;
}

/** A wishlist id as sent (ID: text or number) → the number, or null when it cannot be one. */
export function parseWishlistId(id: string | number): number | null {
  const text = String(id).trim();
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

/** The wishlist with this id when it is the customer's; null otherwise (unknown and foreign look the same). */
export async function ownWishlist(db: DbOrTx, customerId: number, id: string | number): Promise<WishlistRow | null> {
  const wanted = parseWishlistId(id);
  if (wanted == null) return null;
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wanted), eq(wishlists.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** Locks the customer's wishlist for a change; Magento's not-found error for anyone else's id. */
async function lockOwnWishlist(tx: Tx, customerId: number, id: string | number): Promise<WishlistRow> {
  const wanted = parseWishlistId(id);
  const [row] =
    wanted == null
      ? []
      : await tx
          .select()
          .from(wishlists)
          .where(and(eq(wishlists.id, wanted), eq(wishlists.customerId, customerId)))
          .for('update');
  if (!row) throw wishlistNotFound();
  return row;
}

function assertBatch(count: number, field: string): void {
  if (count === 0) throw inputError('INPUT_REQUIRED', { field }, `Required parameter "${field}" is missing`);
  if (count > MAX_ITEMS_PER_CALL)
    throw inputError(
      'TOO_MANY_ITEMS',
      { field, max: MAX_ITEMS_PER_CALL },
      `At most ${MAX_ITEMS_PER_CALL} wishlist items can be sent at once`,
    );
}

/** Runs a change on the customer's locked wishlist and marks it updated; returns the wishlist as committed. */
async function changeWishlist<T>(
  ctx: RequestContext,
  customerId: number,
  wishlistId: string,
  work: (tx: Tx, wishlist: WishlistRow) => Promise<T>,
): Promise<{ wishlist: WishlistRow; result: T }> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockOwnWishlist(tx, customerId, wishlistId);
    const result = await work(tx, locked);
    const [wishlist] = await tx.update(wishlists).set({ updatedAt: ctx.now() }).where(eq(wishlists.id, locked.id)).returning();
    return { wishlist: wishlist!, result };
  });
}

export interface WishlistItemRequest {
  sku: string;
  parent_sku?: string | null;
  selected_options?: readonly (string | null)[] | null;
}

/**
 * The product row an item stores: a simple, configurable, bundle or gift card product, or a
 * variant (by its sku, or a configurable parent's sku with selected_options). Null when unknown.
 */
async function productOfRequest(tx: Tx, request: WishlistItemRequest): Promise<ProductRow | null> {
  const sku = request.sku.trim();
  if (sku === '' || sku.length > maxLengths.sku || CONTROL_CHARACTERS.test(sku)) return null;
  const product = await findActiveProductBySku(tx, sku);
  if (!product) return null;
  const selected = (request.selected_options ?? []).filter((uid): uid is string => typeof uid === 'string' && uid !== '');
  if (product.type === 'configurable' && selected.length > 0) {
    const variant = await variantOfSelectedOptions(tx, product, selected);
    return variant.ok ? variant.value : null;
  }
  if (product.parentId != null) {
    const [parent] = await tx.select({ isActive: products.isActive }).from(products).where(eq(products.id, product.parentId));
    if (!parent?.isActive) return null;
  }
  return product;
}

/**
 * Magento's addProductsToWishlist: each item added once with quantity 1 (W5); adding a product
 * that is already there changes nothing; unknown skus and items past the limit come back as
 * user_errors, the rest is added.
 */
export async function addProductsToWishlist(
  ctx: RequestContext,
  customerId: number,
  wishlistId: string,
  requests: WishlistItemRequest[],
): Promise<{ wishlist: WishlistRow; userErrors: WishListUserError[] }> {
  assertBatch(requests.length, 'wishlistItems');
  const { wishlist, result } = await changeWishlist(ctx, customerId, wishlistId, async (tx, locked) => {
    const userErrors: WishListUserError[] = [];
    const [held] = await tx.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.wishlistId, locked.id));
    let size = held?.n ?? 0;
    for (const request of requests) {
      const product = await productOfRequest(tx, request);
      if (!product) {
        const sku = request.sku.trim();
        userErrors.push({
          code: 'PRODUCT_NOT_FOUND',
          message: productNotFoundMessage(sku),
          ...userErrorFields('WISHLIST_PRODUCT_NOT_FOUND', { sku: sku.slice(0, maxLengths.sku) }),
        });
        continue;
      }
      if (size >= MAX_WISHLIST_ITEMS) {
        const [already] = await tx
          .select({ id: wishlistItems.id })
          .from(wishlistItems)
          .where(and(eq(wishlistItems.wishlistId, locked.id), eq(wishlistItems.productId, product.id)));
        if (!already)
          userErrors.push({
            code: 'UNDEFINED',
            message: wishlistFullMessage(product.sku),
            ...userErrorFields('WISHLIST_FULL', { sku: product.sku.slice(0, maxLengths.sku), max: MAX_WISHLIST_ITEMS }),
          });
        continue;
      }
      const inserted = await tx
        .insert(wishlistItems)
        .values({ wishlistId: locked.id, productId: product.id, qty: 1, addedAt: ctx.now() })
        .onConflictDoNothing()
        .returning({ id: wishlistItems.id });
      size += inserted.length;
    }
    return userErrors;
  });
  return { wishlist, userErrors: result };
}

/** Item ids as sent → numbers; an id that cannot exist is reported like an unknown one. */
function parseItemId(id: string | number): number | null {
  return parseWishlistId(id);
}

/** Magento's removeProductsFromWishlist: ids not in this wishlist come back as user_errors. */
export async function removeProductsFromWishlist(
  ctx: RequestContext,
  customerId: number,
  wishlistId: string,
  itemIds: string[],
): Promise<{ wishlist: WishlistRow; userErrors: WishListUserError[] }> {
  assertBatch(itemIds.length, 'wishlistItemsIds');
  const { wishlist, result } = await changeWishlist(ctx, customerId, wishlistId, async (tx, locked) => {
    const ids = [...new Set(itemIds.map(parseItemId).filter((id): id is number => id != null))];
    const removed =
      ids.length === 0
        ? []
        : await tx
            .delete(wishlistItems)
            .where(and(eq(wishlistItems.wishlistId, locked.id), inArray(wishlistItems.id, ids)))
            .returning({ id: wishlistItems.id });
    const gone = new Set(removed.map((r) => r.id));
    return itemIds.filter((id) => !gone.has(parseItemId(id) ?? -1)).map(itemNotFound);
  });
  return { wishlist, userErrors: result };
}

const itemNotFoundMessage = (id: string) => `The wishlist item with ID "${String(id).slice(0, 20)}" does not belong to the wishlist`;

export interface WishlistItemUpdate {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
}

/** Magento's updateProductsInWishlist: the description changes; the quantity stays 1 (W5). */
export async function updateProductsInWishlist(
  ctx: RequestContext,
  customerId: number,
  wishlistId: string,
  updates: WishlistItemUpdate[],
): Promise<{ wishlist: WishlistRow; userErrors: WishListUserError[] }> {
  assertBatch(updates.length, 'wishlistItems');
  for (const update of updates) {
    if (update.description != null && update.description.length > MAX_DESCRIPTION_LENGTH)
      throw inputError(
        'INPUT_TOO_LONG',
        { field: 'description', max: MAX_DESCRIPTION_LENGTH },
        `A wishlist item's description can be at most ${MAX_DESCRIPTION_LENGTH} characters long`,
      );
    if (update.description != null && update.description.includes('\u0000'))
      throw inputError('INPUT_CHARACTERS', { field: 'description' }, "A wishlist item's description cannot contain a null character");
  }
  const { wishlist, result } = await changeWishlist(ctx, customerId, wishlistId, async (tx, locked) => {
    const userErrors: WishListUserError[] = [];
    for (const update of updates) {
      const id = parseItemId(update.wishlist_item_id);
      const description = update.description === undefined ? undefined : (update.description?.trim() ?? '') || null;
      const changed =
        id == null
          ? []
          : await tx
              .update(wishlistItems)
              .set({ qty: 1, ...(description !== undefined ? { description } : {}) })
              .where(and(eq(wishlistItems.wishlistId, locked.id), eq(wishlistItems.id, id)))
              .returning({ id: wishlistItems.id });
      if (changed.length === 0) userErrors.push(itemNotFound(update.wishlist_item_id));
    }
    return userErrors;
  });
  return { wishlist, userErrors: result };
}
