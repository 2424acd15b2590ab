/**
 * Restoring a cart whose order was not paid, or starting afresh (000 §4; 001 §4; OC4, OC9–OC15).
 * Used by the restore dialog and by the failed page's "try again".
 */
import { safeReturnPath } from '@shop/rules';
import { type AppLoadContext } from 'react-router';
import { cartIdCookie, placedOrderCookie, readCartId, readPlacedOrderCartId } from '../cart/cart-cookie.server.ts';
import { redirectWithCookies } from './checkout-session.server.ts';
import { CheckoutCreateEmptyCartMutation, CheckoutRestoreCartMutation } from './checkout-mutations.ts';

/**
 * Restores the cart by the placed_order_for_quote cookie, else the cart id (OC10). Returns the
 * restored cart's id, or null when there is none or the API refused (OC11: only logged).
 */
export async function restoreShopperCart(request: Request, context: AppLoadContext): Promise<string | null> {
  const cartId = readPlacedOrderCartId(request) ?? readCartId(request, context);
  if (!cartId) return null;
  try {
    const { restoreCart } = await context.api.query(CheckoutRestoreCartMutation, { cartId });
    return restoreCart.id;
  } catch (error) {
    context.log.warn({ err: error }, 'cart could not be restored; proceeding with a new cart');
    return null;
  }
}

/** Cookies that keep the restored cart and forget the placed order (OC10, OC15). */
export function restoredCartCookies(cartId: string, context: AppLoadContext): string[] {
  return [cartIdCookie(cartId, context), placedOrderCookie(null, context)];
}

/**
 * Proceed (OC12): a new empty cart in the cookie, the placed order forgotten. When even that fails
 * the old cart id is dropped, so the shop starts without a cart instead of asking again.
 */
export async function newCartCookies(context: AppLoadContext): Promise<string[]> {
  try {
    const { createEmptyCart } = await context.api.query(CheckoutCreateEmptyCartMutation, {});
    return [cartIdCookie(createEmptyCart, context), placedOrderCookie(null, context)];
  } catch (error) {
    context.log.warn({ err: error }, 'a new cart could not be created');
    return [cartIdCookie(null, context), placedOrderCookie(null, context)];
  }
}

export const RESTORE_INTENTS = ['restore', 'proceed'] as const;

/**
 * The restore dialog's action: `restore` restores and reloads the page the shopper was on; on
 * failure, and for `proceed` (also the close button), a new empty cart and the home page.
 */
export async function cartRestoreAction(request: Request, context: AppLoadContext): Promise<Response> {
  const form = await request.formData();
  if (form.get('intent') === 'restore') {
    const restored = await restoreShopperCart(request, context);
    if (restored) return redirectWithCookies(safeReturnPath(form.get('returnTo'), '/'), restoredCartCookies(restored, context), 303);
  }
  return redirectWithCookies('/', await newCartCookies(context), 303);
}
