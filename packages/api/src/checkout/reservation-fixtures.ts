/** Helpers for the reservation tests: a clock to move on, and guests who place an order without paying. */
import { cartWith, completeCheckout, dataOf, PLACE_ORDER, type Variant } from '../cart/cart-fixtures.ts';
import type { TestApi } from '../platform/testing.ts';

/** The shop's clock for createTestApi's `now`, moved on by the test. */
export function testClock() {
  let current = new Date();
  return {
    now: () => current,
    later(minutes: number) {
      current = new Date(current.getTime() + minutes * 60_000);
    },
  };
}

/** The variant at `index`, or a clear failure when the seed has too few in stock. */
export function variantAt(variants: Variant[], index: number): Variant {
  const v = variants[index];
  if (!v) throw new Error('not enough variants in stock');
  return v;
}

/** A guest who fills the checkout and places the order, without paying. */
export async function unpaidOrder(t: TestApi, v: Variant, quantity: number) {
  const cartId = await cartWith(t, v, quantity);
  await completeCheckout(t, cartId);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
  return {
    cartId,
    number: placed.order.order_number as string,
    reference: (placed.pay_redirect_url as string).split('/').pop() as string,
  };
}
