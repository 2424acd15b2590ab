import { parse } from 'cookie';
import { redirect, type AppLoadContext } from 'react-router';
import { apiErrors } from '../../lib/api-errors.ts';
import { shopCookie } from '../../lib/shop-cookie.server.ts';
import { readCartId } from '../cart/cart-cookie.server.ts';
import { CheckoutCartQuery } from './checkout-query.ts';
import { stepRedirect, type CheckoutStep } from './steps.ts';
import { checkoutProgress, type CheckoutCart } from './summary-model.ts';
import { CART_PATH } from '../cart/cart-path.ts';

/** The shopper's cart for a checkout step. */
export interface CheckoutSession {
  cartId: string;
  cart: CheckoutCart;
}

/**
 * The cart a checkout step works on (CO19): no cart cookie, a cart that is gone or no longer active,
 * or an empty cart sends the shopper to the cart page, where the cart (or the restore dialog) explains.
 */
export async function loadCheckoutCart(request: Request, context: AppLoadContext): Promise<CheckoutSession> {
  const cartId = readCartId(request, context);
  if (!cartId) throw redirect(CART_PATH);
  let cart: CheckoutCart;
  try {
    ({ cart } = await context.api.query(CheckoutCartQuery, { cartId }));
  } catch (error) {
    if (apiErrors(error).length > 0) throw redirect(CART_PATH);
    throw error;
  }
  if (cart.items.length === 0) throw redirect(CART_PATH);
  return { cartId, cart };
}

/** The cart for `step`, after sending a shopper who skipped ahead to the first incomplete step (CO19). */
export async function loadCheckoutStep(request: Request, context: AppLoadContext, step: CheckoutStep): Promise<CheckoutSession> {
  const session = await loadCheckoutCart(request, context);
  const target = stepRedirect(step, checkoutProgress(session.cart));
  if (target) throw redirect(target);
  return session;
}

/**
 * The browser that paid an order may see its confirmation (OC2): this HttpOnly cookie holds the
 * cart id and the order number, set when the shopper comes back from a successful payment.
 */
const LAST_ORDER_COOKIE = 'last_order';
/** A day: long enough to reload or come back to the confirmation, short enough to not linger. */
const LAST_ORDER_MAX_AGE = 24 * 60 * 60;
const LAST_ORDER_VALUE = /^([A-Za-z0-9]{32})\.([A-Za-z0-9-]{1,32})$/;

/** Set-Cookie value remembering the order this browser just paid. */
export function lastOrderCookie(order: { cartId: string; orderNumber: string }, context: AppLoadContext): string {
  return shopCookie(LAST_ORDER_COOKIE, `${order.cartId}.${order.orderNumber}`, LAST_ORDER_MAX_AGE, context);
}

/** The order this browser last paid, or null. */
export function readLastOrder(request: Request): { cartId: string; orderNumber: string } | null {
  const value = parse(request.headers.get('cookie') ?? '')[LAST_ORDER_COOKIE];
  const match = value ? LAST_ORDER_VALUE.exec(value) : null;
  return match ? { cartId: match[1] as string, orderNumber: match[2] as string } : null;
}

/** A redirect (303 after a form post) carrying several Set-Cookie headers. */
export function redirectWithCookies(location: string, cookies: (string | null)[], status = 302): Response {
  const headers = new Headers();
  for (const cookie of cookies) if (cookie) headers.append('Set-Cookie', cookie);
  return redirect(location, { status, headers });
}
