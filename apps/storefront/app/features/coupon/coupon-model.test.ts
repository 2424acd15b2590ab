import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { checkCouponInput, couponErrorMessage, toCouponView } from './coupon-model.ts';

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
    expect(checkCouponInput('')).toEqual({ error: { id: 'coupon.error.empty' } });
    expect(checkCouponInput('   ')).toEqual({ error: { id: 'coupon.error.empty' } });
    expect(checkCouponInput(null)).toEqual({ error: { id: 'coupon.error.empty' } });
    expect(checkCouponInput(new File([], 'x'))).toEqual({ error: { id: 'coupon.error.empty' } });
    expect(checkCouponInput('A'.repeat(65))).toEqual({ error: { id: 'coupon.error.tooLong', values: { max: '64' } } });
    expect(checkCouponInput(' herfst15 ')).toEqual({ code: 'herfst15' });
    expect(checkCouponInput('<b>x</b>')).toEqual({ code: '<b>x</b>' });
  });

  it("CA14: the API's texts become the spec's message: invalid or expired, a minimum with its amount, the others their own", () => {
    expect(couponErrorMessage(['The coupon code "ZOMER20" is not valid.'], 'nl')).toEqual({ id: 'coupon.error.invalid' });
    expect(couponErrorMessage(['The coupon code "KOSTUUM25" requires a subtotal of at least 150.00 EUR.'], 'nl')).toEqual({
      id: 'coupon.error.minSubtotal',
      values: { amount: '€ 150,-' },
    });
    expect(couponErrorMessage(['The coupon code "X" requires a subtotal of at least 49.95 EUR.'], 'de').values?.amount).toMatch(/49,95/);
    expect(couponErrorMessage(['The coupon code "WELKOM10" does not apply to any item in the cart.'], 'nl')).toEqual({
      id: 'coupon.error.noItems',
    });
    expect(couponErrorMessage(['A coupon is already applied to the cart. Please remove it to apply another'], 'nl')).toEqual({
      id: 'coupon.error.alreadyApplied',
    });
    expect(couponErrorMessage(['Required parameter "coupon_code" is missing'], 'nl')).toEqual({ id: 'coupon.error.empty' });
    expect(couponErrorMessage(['The coupon code is too long: it may hold at most 64 characters.'], 'nl').id).toBe('coupon.error.tooLong');
    expect(couponErrorMessage(['Cart does not contain products.'], 'nl')).toEqual({ id: 'coupon.error.emptyCart' });
    // A code that itself reads like another text is still matched by the sentence around it.
    expect(couponErrorMessage(['The coupon code "ALREADY APPLIED" is not valid.'], 'nl')).toEqual({ id: 'coupon.error.invalid' });
    expect(couponErrorMessage([], 'nl')).toEqual({ id: 'coupon.error.failed' });
    expect(couponErrorMessage(['Internal server error'], 'nl')).toEqual({ id: 'coupon.error.failed' });
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
