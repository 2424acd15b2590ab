/**
 * The cart page's forms when the answer never comes (CA22, E7): the server unreachable, the
 * connection gone or the server failing. The page and its lines stay; the form that was sent says
 * inline that it did not work, and the console is warned (001 §8). Refusals the server answers
 * (a line the API would not change) come through as they are. Browser side, so no API document here.
 */
import { data } from 'react-router';
import type { CouponIntent, CouponResult } from '../coupon/coupon-action.server.ts';
import type { CartLineIntent, CartLineResult } from './cart-page.server.ts';

/** What a failed form answers: the status tells React Router not to reload the page's data, which would fail the same way. */
const UNANSWERED_STATUS = 503;

/** Texts per form when no answer came. */
export const UNANSWERED_TEXT = {
  remove: 'cart.line.removeFailed',
  update: 'cart.line.changeFailed',
  coupon: 'coupon.error.failed',
} as const;

function lineIntent(intent: FormDataEntryValue | null): CartLineIntent | null {
  return intent === 'remove' || intent === 'update' ? intent : null;
}

function couponIntent(intent: FormDataEntryValue | null): CouponIntent | null {
  return intent === 'applyCoupon' || intent === 'removeCoupon' ? intent : null;
}

/**
 * Sends the form to the server action; when that fails, answers the failure the form shows
 * instead of letting the error page replace the cart. A redirect (a thrown Response) goes on.
 */
export async function cartClientAction<T>(request: Request, serverAction: () => Promise<T>) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    const line = Number(form.get('line'));
    const intent = lineIntent(form.get('intent'));
    if (intent && Number.isSafeInteger(line) && line > 0) {
      console.warn(`The cart line could not be ${intent === 'remove' ? 'removed' : 'changed'}`, error);
      return data<CartLineResult>(
        { ok: false, intent, line, problem: { id: UNANSWERED_TEXT[intent], values: {} } },
        { status: UNANSWERED_STATUS },
      );
    }
    const coupon = couponIntent(form.get('intent'));
    if (coupon) {
      console.warn('The coupon could not be changed', error);
      const code = String(form.get('coupon_code') ?? '');
      return data<CouponResult>(
        { ok: false, intent: coupon, message: { id: UNANSWERED_TEXT.coupon }, code },
        { status: UNANSWERED_STATUS },
      );
    }
    throw error;
  }
}
