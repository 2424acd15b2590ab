/**
 * addWishlistItemsToCart: wishlist items go one by one through the cart's own add path into the
 * customer's active cart; an item that went in leaves the wishlist, one that could not comes back
 * with the cart's reason (out of stock, no longer sold, no size chosen).
 */
import { and, eq } from 'drizzle-orm';
import { customerCart } from '../cart/customer-carts.ts';
import { addProductsToCart, type CartUserErrorCode } from '../cart/items.ts';
import { productName } from '../catalog/product-view.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError, userErrorFields } from '../platform/errors.ts';
import { allWishlistItems, forgetWishlistItems, type WishlistItemView } from './items.ts';
import { MAX_WISHLIST_ITEMS } from './limits.ts';
import { ownWishlist, parseWishlistId, wishlistNotFound, type WishlistRow } from './service.ts';
import { wishlistItems, wishlists } from './tables.ts';

type WishlistCartErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

/** One item that did not go in: Magento's type and text, our code (or the cart's) beside them. */
export interface WishlistCartUserError extends ReturnType<typeof userErrorFields> {
  code: WishlistCartErrorCode;
  message: string;
  wishlistId: string;
  wishlistItemId: string;
}

/** Magento's text for a product that needs a choice first, with what to do about it. */
export const chooseOptionsMessage = (name: string) =>
  `You need to choose options for your item. Choose the options of "${name}" on its product page first.`;

function cartCodeOf(code: CartUserErrorCode): WishlistCartErrorCode {
  return code === 'PERMISSION_DENIED' ? 'UNDEFINED' : code;
}

/** The product's name when the item cannot be asked for as it stands (a configurable without size, a bundle or gift card without choices). */
function needsChoices(item: WishlistItemView, language: string): string | null {
  if (item.child_sku != null) return null;
  if (!item.product || item.product.type === 'simple') return null;
  return productName(item.product, language);
}

/**
 * Moves the chosen items (all when none are named) into the customer's active cart in the
 * request's store, quantity 1 each; status is true when every item went in.
 */
export async function addWishlistItemsToCart(
  ctx: RequestContext,
  customerId: number,
  wishlistId: string,
  itemIds: readonly string[] | null | undefined,
): Promise<{ wishlist: WishlistRow; status: boolean; errors: WishlistCartUserError[] }> {
  if ((itemIds?.length ?? 0) > MAX_WISHLIST_ITEMS)
    throw inputError(
      'TOO_MANY_ITEMS',
      { field: 'wishlistItemIds', max: MAX_WISHLIST_ITEMS },
      `At most ${MAX_WISHLIST_ITEMS} wishlist items can be sent at once`,
    );
  const wishlist = await ownWishlist(ctx.db, customerId, wishlistId);
  if (!wishlist) throw wishlistNotFound();
  const items = await allWishlistItems(ctx, wishlist.id);
  const errors: WishlistCartUserError[] = [];
  const errorOf = (wishlistItemId: string, code: WishlistCartErrorCode, message: string, ours: ReturnType<typeof userErrorFields>) =>
    errors.push({ code, message, wishlistId: String(wishlist.id), wishlistItemId, ...ours });

  let chosen = items;
  if (itemIds && itemIds.length > 0) {
    const wanted = [...new Set(itemIds.map((id) => String(id)))];
    chosen = [];
    for (const id of wanted) {
      const number = parseWishlistId(id);
      const item = items.find((candidate) => Number(candidate.id) === number);
      if (item) chosen.push(item);
      else
        errorOf(
          id.slice(0, 20),
          'PRODUCT_NOT_FOUND',
          `The wishlist item with ID "${id.slice(0, 20)}" does not belong to the wishlist`,
          userErrorFields('WISHLIST_ITEM_NOT_FOUND', { item: id.slice(0, 20) }),
        );
    }
  }

  const moved: number[] = [];
  if (chosen.length > 0) {
    const cart = await customerCart(ctx);
    for (const item of chosen) {
      const unchosen = needsChoices(item, ctx.language);
      if (unchosen != null) {
        errorOf(item.id, 'UNDEFINED', chooseOptionsMessage(unchosen), userErrorFields('WISHLIST_OPTIONS_REQUIRED', { product: unchosen }));
        continue;
      }
      const parentSku = item.child_sku != null ? (item.product?.sku ?? null) : null;
      const { userErrors } = await addProductsToCart(ctx, cart.maskedId, [{ sku: item.storedSku, parentSku, quantity: 1 }]);
      if (userErrors.length > 0) {
        for (const problem of userErrors)
          errorOf(item.id, cartCodeOf(problem.code), problem.message, {
            error_code: problem.error_code,
            error_params: problem.error_params,
          });
        continue;
      }
      await ctx.db.delete(wishlistItems).where(and(eq(wishlistItems.id, Number(item.id)), eq(wishlistItems.wishlistId, wishlist.id)));
      moved.push(Number(item.id));
    }
  }

  let current = wishlist;
  if (moved.length > 0) {
    const [updated] = await ctx.db.update(wishlists).set({ updatedAt: ctx.now() }).where(eq(wishlists.id, wishlist.id)).returning();
    current = updated ?? wishlist;
    forgetWishlistItems(ctx);
  }
  return { wishlist: current, status: errors.length === 0, errors };
}
