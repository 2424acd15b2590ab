import { formatPrice, maxLengths, type Locale } from '@shop/rules';
import type { CartCouponFragment } from '../../graphql/graphql.ts';
import { apiErrorMessage, type ApiErrorInfo } from '../../lib/api-errors.ts';

/** The longest code the shop issues; the API refuses longer input with its own text (V13). */

/** A text to show: a message id with its values. */
export interface CouponText {
  id: string;
  values?: Record<string, string>;
}

/** The cart's coupon as the cart page shows it. */
export interface CouponView {
  /** The code the cart holds, applied or not; null when it holds none (the field is shown). */
  code: string | null;
  applied: boolean;
  /** Why a held code takes nothing off now (CA14: the cart keeps it until the shopper removes it). */
  notice: CouponText | null;
}

/** Shapes the cart's coupon fields for the cart page. */
export function toCouponView(cart: CartCouponFragment, locale: Locale): CouponView {
  const applied = cart.applied_coupons[0]?.code ?? null;
  if (applied) return { code: applied, applied: true, notice: null };
  const held = cart.coupon_not_applied;
  if (!held) return { code: null, applied: false, notice: null };
  const values: Record<string, string> = { code: held.code };
  if (held.reason === 'MIN_SUBTOTAL' && held.minimum_subtotal) {
    return {
      code: held.code,
      applied: false,
      notice: { id: 'coupon.notice.minSubtotal', values: { ...values, amount: formatPrice(held.minimum_subtotal.value, locale) } },
    };
  }
  const id = held.reason === 'NO_ELIGIBLE_ITEMS' ? 'coupon.notice.noItems' : 'coupon.notice.invalid';
  return { code: held.code, applied: false, notice: { id, values } };
}

/**
 * The field's own rules (V13), the same the API enforces: not empty after trimming, at most 64
 * characters. Returns the code to send or the message.
 */
export function checkCouponInput(raw: unknown): { code: string } | { error: CouponText } {
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (code === '') return { error: { id: 'apiError.COUPON_REQUIRED' } };
  if (code.length > maxLengths.coupon) return { error: { id: 'apiError.COUPON_TOO_LONG', values: { max: String(maxLengths.coupon) } } };
  return { code };
}

/**
 * The API's coupon refusal as the shopper's message, by its code (decisions 028, 038): a bad,
 * blocked, expired or used-up code is "invalid or expired" (spec 000 §5); a minimum names its
 * amount in the store's format. Anything else (an outage) is "try again".
 */
export function couponErrorMessage(refusals: readonly ApiErrorInfo[], locale: Locale): CouponText {
  const refusal = refusals.find((info) => info.code?.startsWith('COUPON_')) ?? null;
  if (refusal?.code === 'COUPON_MIN_SUBTOTAL') {
    const minimum = Number(refusal.params.minimum);
    return { id: 'apiError.COUPON_MIN_SUBTOTAL', values: { minimum: Number.isFinite(minimum) ? formatPrice(minimum, locale) : '' } };
  }
  return apiErrorMessage(refusal, 'coupon.error.failed');
}
