import type { AppLoadContext } from 'react-router';
import { cartIdCookie, readCartId } from './cart-cookie.server.ts';
import { isCartGone, isCartInactive } from './cart-errors.ts';
import { cartTakeoverRedirect } from './cart-takeover.server.ts';
import { CartCreateEmptyMutation, MiniCartQuery, MiniCartStatusQuery } from './cart-query.ts';
import { toMiniCartView, type MiniCartView } from './mini-cart-model.ts';

/** The cart part of every page's data (root loader). */
export interface CartSummary {
  miniCart: MiniCartView | null;
  /** "The cart isn't active" (001 §4): the restore dialog decides what to offer. */
  cartInactive: boolean;
  /** The inactive cart's status group (`restore` shows the restore dialog), or null. */
  cartStatusGroup: string | null;
  /** The inactive cart's status (the dialog's message: `reservation_expired` says the order was let go), or null. */
  cartStatus: string | null;
  /** Set-Cookie values to send: a cookie pointing at a cart that is gone is cleared (CA18). */
  setCookies: string[];
}

async function statusOf(context: AppLoadContext, cartId: string): Promise<{ cartStatusGroup: string | null; cartStatus: string | null }> {
  try {
    const { cartStatus } = await context.api.query(MiniCartStatusQuery, { cartId });
    return { cartStatusGroup: cartStatus.group ?? null, cartStatus: cartStatus.status ?? null };
  } catch (error) {
    context.log.warn({ err: error }, 'cart status could not be loaded');
    return { cartStatusGroup: null, cartStatus: null };
  }
}

/**
 * The shopper's cart for the header (L14), read from the cart id cookie. A cart failure never
 * breaks the page: it is logged and the page shows no cart (000 §8). An address carrying
 * `?cartId=` is answered with the redirect that takes that cart over or ignores it (CA26, CA27).
 */
export async function loadCartSummary(request: Request, context: AppLoadContext): Promise<CartSummary> {
  const takeover = await cartTakeoverRedirect(request, context);
  if (takeover) throw takeover;
  const none: CartSummary = { miniCart: null, cartInactive: false, cartStatusGroup: null, cartStatus: null, setCookies: [] };
  const cartId = readCartId(request, context);
  if (!cartId) return none;
  try {
    const { cart } = await context.api.query(MiniCartQuery, { cartId });
    return { ...none, miniCart: toMiniCartView(cart, context.language) };
  } catch (error) {
    if (isCartInactive(error)) return { ...none, cartInactive: true, ...(await statusOf(context, cartId)) };
    if (isCartGone(error)) return { ...none, setCookies: [cartIdCookie(null, context)] };
    context.log.warn({ err: error }, 'cart could not be loaded for the header');
    return none;
  }
}

/** A cart to write to: the shopper's own, or a new empty one with the cookie to remember it (CA1). */
export async function openCart(
  request: Request,
  context: AppLoadContext,
  fresh = false,
): Promise<{ cartId: string; setCookie: string | null }> {
  const existing = fresh ? null : readCartId(request, context);
  if (existing) return { cartId: existing, setCookie: null };
  const { createEmptyCart } = await context.api.query(CartCreateEmptyMutation, {});
  return { cartId: createEmptyCart, setCookie: cartIdCookie(createEmptyCart, context) };
}

/**
 * Runs a cart mutation on the shopper's cart; when that cart is gone or no longer active, once
 * more on a new empty cart (001 §4: "any other cart error: a new empty cart").
 */
export async function withWritableCart<T>(
  request: Request,
  context: AppLoadContext,
  mutate: (cartId: string) => Promise<T>,
): Promise<{ result: T; setCookie: string | null }> {
  const first = await openCart(request, context);
  try {
    return { result: await mutate(first.cartId), setCookie: first.setCookie };
  } catch (error) {
    if (!isCartGone(error)) throw error;
    const fresh = await openCart(request, context, true);
    return { result: await mutate(fresh.cartId), setCookie: fresh.setCookie };
  }
}
