import { data, redirect, type AppLoadContext } from 'react-router';
import { apiErrors } from '../../lib/api-errors.ts';
import { isCartGone } from '../cart/cart-errors.ts';
import { checkCouponInput, couponErrorMessage, type CouponText } from './coupon-model.ts';
import { CouponApplyMutation, CouponRemoveMutation } from './coupon-query.ts';
import { CART_PATH } from '../cart/cart-path.ts';

export type CouponIntent = 'applyCoupon' | 'removeCoupon';

/** The cart page action's answer to the coupon form. */
export type CouponResult = { ok: true; intent: CouponIntent } | { ok: false; intent: CouponIntent; message: CouponText; code: string };

export function isCouponIntent(intent: unknown): intent is CouponIntent {
  return intent === 'applyCoupon' || intent === 'removeCoupon';
}

/**
 * The coupon form on /cart/ (CA8, CA14, V13): apply a code or remove the cart's. The field is
 * checked here as in the browser; without scripts a success redirects back to the cart (303), a
 * refusal renders the page with the message and the code as typed (400).
 */
export async function couponAction(form: FormData, intent: CouponIntent, cartId: string, context: AppLoadContext) {
  const enhanced = form.get('enhanced') === '1';
  const typed = String(form.get('coupon_code') ?? '').slice(0, 200);
  try {
    if (intent === 'applyCoupon') {
      const checked = checkCouponInput(form.get('coupon_code'));
      if ('error' in checked) return data<CouponResult>({ ok: false, intent, message: checked.error, code: typed }, { status: 400 });
      await context.api.query(CouponApplyMutation, { cartId, code: checked.code });
    } else {
      await context.api.query(CouponRemoveMutation, { cartId });
    }
  } catch (error) {
    // A cart that is gone or no longer active: the cart page explains it (and drops the cookie).
    if (isCartGone(error)) return redirect(CART_PATH, 303);
    const refusals = apiErrors(error);
    if (refusals.length === 0) context.log.warn({ err: error, intent }, 'the coupon could not be changed');
    return data<CouponResult>({ ok: false, intent, message: couponErrorMessage(refusals, context.language), code: typed }, { status: 400 });
  }
  return enhanced ? data<CouponResult>({ ok: true, intent }) : redirect(CART_PATH, 303);
}
