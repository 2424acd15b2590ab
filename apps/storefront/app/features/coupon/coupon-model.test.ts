import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { apiErrorInfo } from '../../lib/api-errors.ts';
import { checkCouponInput, couponErrorMessage, toCouponView } from './coupon-model.ts';

/** A refusal as the API sends it; the message is Magento's English and is not read. */
const refused = (code: string, params: Record<string, string> = {}) => [
  apiErrorInfo({ message: 'not read', extensions: { code, params } }),
];

const cart = (
  applied: string | null,
  held: { code: string; reason: 'INVALID' | 'MIN_SUBTOTAL' | 'NO_ELIGIBLE_ITEMS'; min?: number } | null = null,
) => ({
  applied_coupons: applied ? [{ code: applied }] : [],
  coupon_not_applied: held
    ? { code: held.code, reason: held.reason, minimum_subtotal: held.min != null ? { value: held.min } : null }
    : null,
});

describe('the coupon field (V13, CA14)', () => {
  it('V13: empty and spaces only ask for a code; more than 64 characters are refused; the code is sent trimmed', () => {
    // The same texts as the API's refusals of these codes.
    expect(checkCouponInput('')).toEqual({ error: { id: 'apiError.COUPON_REQUIRED' } });
    expect(checkCouponInput('   ')).toEqual({ error: { id: 'apiError.COUPON_REQUIRED' } });
    expect(checkCouponInput(null)).toEqual({ error: { id: 'apiError.COUPON_REQUIRED' } });
    expect(checkCouponInput(new File([], 'x'))).toEqual({ error: { id: 'apiError.COUPON_REQUIRED' } });
    expect(checkCouponInput('A'.repeat(65))).toEqual({ error: { id: 'apiError.COUPON_TOO_LONG', values: { max: '64' } } });
    expect(checkCouponInput(' herfst15 ')).toEqual({ code: 'herfst15' });
    expect(checkCouponInput('<b>x</b>')).toEqual({ code: '<b>x</b>' });
  });

  it("CA14: the API's refusal codes become the spec's message: invalid or expired, a minimum with its amount, the others their own", () => {
    expect(couponErrorMessage(refused('COUPON_INVALID', { code: 'ZOMER20' }), 'nl')).toEqual({
      id: 'apiError.COUPON_INVALID',
      values: { code: 'ZOMER20' },
    });
    expect(couponErrorMessage(refused('COUPON_MIN_SUBTOTAL', { code: 'KOSTUUM25', minimum: '150.00', currency: 'EUR' }), 'nl')).toEqual({
      id: 'apiError.COUPON_MIN_SUBTOTAL',
      values: { minimum: '€ 150,-' },
    });
    expect(
      couponErrorMessage(refused('COUPON_MIN_SUBTOTAL', { code: 'X', minimum: '49.95', currency: 'EUR' }), 'de').values?.minimum,
    ).toMatch(/49,95/);
    expect(couponErrorMessage(refused('COUPON_NO_ELIGIBLE_ITEMS', { code: 'WELKOM10' }), 'nl').id).toBe(
      'apiError.COUPON_NO_ELIGIBLE_ITEMS',
    );
    expect(couponErrorMessage(refused('COUPON_ALREADY_APPLIED'), 'nl').id).toBe('apiError.COUPON_ALREADY_APPLIED');
    expect(couponErrorMessage(refused('COUPON_REQUIRED'), 'nl').id).toBe('apiError.COUPON_REQUIRED');
    expect(couponErrorMessage(refused('COUPON_TOO_LONG', { max: '64' }), 'nl')).toEqual({
      id: 'apiError.COUPON_TOO_LONG',
      values: { max: '64' },
    });
    expect(couponErrorMessage(refused('COUPON_CART_EMPTY'), 'nl').id).toBe('apiError.COUPON_CART_EMPTY');
    // No code, or another domain's: the generic "try again", whatever the words say.
    expect(couponErrorMessage([], 'nl')).toEqual({ id: 'coupon.error.failed', values: {} });
    expect(couponErrorMessage([apiErrorInfo({ message: 'The coupon code "ZOMER20" is not valid.' })], 'nl').id).toBe('coupon.error.failed');
    expect(couponErrorMessage(refused('QUERY_TOO_COMPLEX'), 'nl').id).toBe('coupon.error.failed');
  });

  it('CA14: the cart page shows the applied code, or the held code with why it takes nothing off', () => {
    expect(toCouponView(cart(null), 'nl')).toEqual({ code: null, applied: false, notice: null });
    expect(toCouponView(cart('HERFST15'), 'nl')).toEqual({ code: 'HERFST15', applied: true, notice: null });
    expect(toCouponView(cart(null, { code: 'KOSTUUM25', reason: 'MIN_SUBTOTAL', min: 150 }), 'nl')).toEqual({
      code: 'KOSTUUM25',
      applied: false,
      notice: { id: 'coupon.notice.minSubtotal', values: { code: 'KOSTUUM25', amount: '€ 150,-' } },
    });
    expect(toCouponView(cart(null, { code: 'WELKOM10', reason: 'NO_ELIGIBLE_ITEMS' }), 'nl').notice).toEqual({
      id: 'coupon.notice.noItems',
      values: { code: 'WELKOM10' },
    });
    expect(toCouponView(cart(null, { code: 'ZOMER20', reason: 'INVALID' }), 'nl').notice?.id).toBe('coupon.notice.invalid');
  });

  it('M14: every coupon text exists in nl, en and de', () => {
    const keys = Object.keys(messages.nl).sort();
    expect(Object.keys(messages.en).sort()).toEqual(keys);
    expect(Object.keys(messages.de).sort()).toEqual(keys);
  });
});
