import { formatPrice, type Locale } from '@shop/rules';
import type { CartCouponFragment } from '../../graphql/graphql.ts';

/** The longest code the shop issues; the API refuses longer input with its own text (V13). */
export const MAX_COUPON_CODE_LENGTH = 64;

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
  if (code === '') return { error: { id: 'coupon.error.empty' } };
  if (code.length > MAX_COUPON_CODE_LENGTH)
    return { error: { id: 'coupon.error.tooLong', values: { max: String(MAX_COUPON_CODE_LENGTH) } } };
  return { code };
}

/**
 * The API's coupon texts (Magento's words, decision 028) as the shopper's message: a bad, blocked,
 * expired or used-up code is "invalid or expired" (spec 000 §5); a minimum names its amount.
 */
export function couponErrorMessage(apiMessages: readonly string[], locale: Locale): CouponText {
  const text = apiMessages.join(' ');
  const minimum = /requires a subtotal of at least (\d+(?:\.\d+)?) EUR/i.exec(text);
  if (minimum?.[1]) return { id: 'coupon.error.minSubtotal', values: { amount: formatPrice(Number(minimum[1]), locale) } };
  if (/does not apply to any item/i.test(text)) return { id: 'coupon.error.noItems' };
  if (/is not valid/i.test(text)) return { id: 'coupon.error.invalid' };
  if (/already applied/i.test(text)) return { id: 'coupon.error.alreadyApplied' };
  if (/too long/i.test(text)) return { id: 'coupon.error.tooLong', values: { max: String(MAX_COUPON_CODE_LENGTH) } };
  if (/"coupon_code" is missing/i.test(text)) return { id: 'coupon.error.empty' };
  if (/does not contain products/i.test(text)) return { id: 'coupon.error.emptyCart' };
  return { id: 'coupon.error.failed' };
}
