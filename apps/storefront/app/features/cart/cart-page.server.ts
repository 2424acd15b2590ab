import { data, redirect, type AppLoadContext } from 'react-router';
import { cartIdCookie, readCartId } from './cart-cookie.server.ts';
import { apiErrors } from '../../lib/api-errors.ts';
import { cartErrorText, isCartGone, isCartInactive, type ErrorText } from './cart-errors.ts';
import { toCartView, type CartView } from './cart-model.ts';
import { CartPageQuery, CartRemoveItemMutation, CartUpdateItemsMutation } from './cart-query.ts';
import { couponAction, isCouponIntent } from '../coupon/coupon-action.server.ts';
import { toCouponView, type CouponView } from '../coupon/coupon-model.ts';
import { CART_PATH } from './cart-path.ts';
import { loadCartCrossSell } from './cart-lists.server.ts';
import type { ProductTileFragment } from '../../graphql/graphql.ts';

/** The cart page's data: the cart, or null for an empty or missing cart (CA23: never a broken page). */
export interface CartPageData {
  cart: CartView | null;
  /** The cart's coupon (CA14); absent without a cart. */
  coupon?: CouponView;
  /** Products offered with the cart's products (CA30), streamed after the page; absent without a cart. */
  crossSell?: Promise<ProductTileFragment[]>;
}

/** Loads the shopper's cart for /cart/ (CA8); a cookie pointing at a cart that is gone is cleared (CA18). */
export async function loadCartPage(request: Request, context: AppLoadContext) {
  const cartId = readCartId(request, context);
  if (!cartId) return data<CartPageData>({ cart: null });
  try {
    const { cart, storeConfig } = await context.api.query(CartPageQuery, { cartId });
    return data<CartPageData>({
      cart: toCartView(cart, storeConfig, context.language),
      coupon: toCouponView(cart, context.language),
      crossSell: loadCartCrossSell(context, cartId),
    });
  } catch (error) {
    // The inactive cart keeps its cookie: the restore dialog offers it back.
    if (isCartInactive(error)) return data<CartPageData>({ cart: null });
    if (isCartGone(error)) return data<CartPageData>({ cart: null }, { headers: { 'set-cookie': cartIdCookie(null, context) } });
    context.log.warn({ err: error }, 'cart could not be loaded for the cart page');
    return data<CartPageData>({ cart: null });
  }
}

export type CartLineIntent = 'update' | 'remove';

/** The cart page action's answer to a line form. */
export type CartLineResult =
  | { ok: true; intent: CartLineIntent }
  | { ok: false; intent: CartLineIntent; line: number; problem: ErrorText | null };

/** Largest quantity a line form may send; the API refuses more with its own message (CA13). */
const MAX_QUANTITY = 10_000;

function parseLineForm(form: FormData): { intent: CartLineIntent; line: number; quantity: number } | null {
  const intent = form.get('intent');
  const line = Number(form.get('line'));
  const quantity = Number(form.get('quantity') ?? 0);
  if ((intent !== 'update' && intent !== 'remove') || !Number.isSafeInteger(line) || line <= 0) return null;
  if (intent === 'update' && (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)) return null;
  return { intent, line, quantity };
}

/**
 * The cart page's line forms (CA12, CA13, CA22): change a quantity (0 removes) or remove a line
 * by its numeric id; the coupon form's intents go to `couponAction`. Without scripts a success redirects back to the cart (303); a refusal
 * renders the page with the line's message (400).
 */
export async function cartPageAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const enhanced = form.get('enhanced') === '1';
  const cartId = readCartId(request, context);
  // The coupon form posts here too (CA8, CA14).
  const couponIntent = form.get('intent');
  if (isCouponIntent(couponIntent)) return cartId ? couponAction(form, couponIntent, cartId, context) : redirect(CART_PATH, 303);
  const parsed = parseLineForm(form);
  if (!parsed || !cartId) return redirect(CART_PATH, 303);
  const { intent, line, quantity } = parsed;
  try {
    if (intent === 'remove') await context.api.query(CartRemoveItemMutation, { cartId, itemId: line });
    else await context.api.query(CartUpdateItemsMutation, { cartId, itemId: line, quantity });
  } catch (error) {
    const refusal = apiErrors(error)[0] ?? null;
    context.log.warn({ err: error, intent, line }, 'cart line could not be changed');
    const problem = intent === 'remove' ? cartErrorText(refusal, 'cart.line.removeFailed') : cartErrorText(refusal);
    return data<CartLineResult>({ ok: false, intent, line, problem }, { status: 400 });
  }
  return enhanced ? data<CartLineResult>({ ok: true, intent }) : redirect(CART_PATH, 303);
}
