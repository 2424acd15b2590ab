import { describe, expect, it } from 'vitest';
import { fakeContext } from '../../lib/api-context.fixture.ts';
import { ApiError } from '../../lib/api.server.ts';
import { couponAction } from './coupon-action.server.ts';

const CART_ID = 'a'.repeat(32);

const form = (values: Record<string, string>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
};

/** The answer as a plain object: a redirect's status and location, or data with its status. */
function answer(result: unknown): { status: number; location?: string | null; data?: unknown } {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('location') };
  const value = result as { data: unknown; init?: { status?: number } | null };
  return { status: value.init?.status ?? 200, data: value.data };
}

/** The API refusing with a code (decision 038); its English message is not the shop's to read. */
const refuse =
  (code: string, params: Record<string, string> = {}) =>
  () => {
    throw new ApiError([{ message: 'not read', extensions: { code, params } }]);
  };

describe('the coupon form on /cart/ (CA8, CA14, V13)', () => {
  it('V13: an empty or over-long code is answered from the server without asking the API, with the code as typed', async () => {
    const { context, calls } = fakeContext({});
    const empty = answer(await couponAction(form({ intent: 'applyCoupon', coupon_code: '   ' }), 'applyCoupon', CART_ID, context));
    expect(empty).toEqual({
      status: 400,
      data: { ok: false, intent: 'applyCoupon', message: { id: 'apiError.COUPON_REQUIRED' }, code: '   ' },
    });
    const long = answer(await couponAction(form({ intent: 'applyCoupon', coupon_code: 'X'.repeat(500) }), 'applyCoupon', CART_ID, context));
    expect(long.status).toBe(400);
    expect(long.data).toMatchObject({ message: { id: 'apiError.COUPON_TOO_LONG', values: { max: '64' } }, code: 'X'.repeat(200) });
    expect(calls).toEqual([]);
  });

  it('CA14: without scripts a good code redirects back to the cart (303); with scripts the action answers with data', async () => {
    const { context, calls } = fakeContext({
      CouponApply: () => ({ applyCouponToCart: { cart: { id: CART_ID, applied_coupons: [{ code: 'HERFST15' }] } } }),
    });
    expect(answer(await couponAction(form({ coupon_code: ' herfst15 ' }), 'applyCoupon', CART_ID, context))).toEqual({
      status: 303,
      location: '/cart/',
    });
    expect(calls).toEqual([{ operation: 'CouponApply', variables: { cartId: CART_ID, code: 'herfst15' } }]);
    const enhanced = answer(await couponAction(form({ coupon_code: 'HERFST15', enhanced: '1' }), 'applyCoupon', CART_ID, context));
    expect(enhanced).toEqual({ status: 200, data: { ok: true, intent: 'applyCoupon' } });
  });

  it("CA14: a refused code answers 400 with the spec's message and keeps what was typed", async () => {
    const { context } = fakeContext({ CouponApply: refuse('COUPON_INVALID', { code: '<B>ZOMER20</B>' }) });
    const refused = answer(await couponAction(form({ coupon_code: '<b>zomer20</b>' }), 'applyCoupon', CART_ID, context));
    expect(refused).toEqual({
      status: 400,
      data: {
        ok: false,
        intent: 'applyCoupon',
        message: { id: 'apiError.COUPON_INVALID', values: { code: '<B>ZOMER20</B>' } },
        code: '<b>zomer20</b>',
      },
    });
    const { context: minimum } = fakeContext({
      CouponApply: refuse('COUPON_MIN_SUBTOTAL', { code: 'KOSTUUM25', minimum: '150.00', currency: 'EUR' }),
    });
    expect(answer(await couponAction(form({ coupon_code: 'kostuum25' }), 'applyCoupon', CART_ID, minimum)).data).toMatchObject({
      message: { id: 'apiError.COUPON_MIN_SUBTOTAL', values: { minimum: '€ 150,-' } },
    });
  });

  it('CA14: removing redirects back; a cart that is gone sends the shopper to the cart page; an outage is a generic message', async () => {
    const { context, calls } = fakeContext({ CouponRemove: () => ({ removeCouponFromCart: { cart: { id: CART_ID } } }) });
    expect(answer(await couponAction(form({}), 'removeCoupon', CART_ID, context))).toEqual({ status: 303, location: '/cart/' });
    expect(calls).toEqual([{ operation: 'CouponRemove', variables: { cartId: CART_ID } }]);
    const { context: gone } = fakeContext({ CouponRemove: refuse('CART_NOT_ACTIVE') });
    expect(answer(await couponAction(form({}), 'removeCoupon', CART_ID, gone))).toEqual({ status: 303, location: '/cart/' });
    const { context: down } = fakeContext({
      CouponApply: () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(answer(await couponAction(form({ coupon_code: 'HERFST15' }), 'applyCoupon', CART_ID, down)).data).toMatchObject({
      message: { id: 'coupon.error.failed' },
    });
  });
});
