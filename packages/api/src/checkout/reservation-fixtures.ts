/** Helpers for the reservation tests: a clock to move on, and guests who place an order without paying. */
import type { Variant } from '../cart/cart-fixtures.ts';
import type { TestApi } from '../platform/testing.ts';
import { placedCart, stockedShop } from './order-fixtures.ts';

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
  const { cartId, placed, reference } = await placedCart(t, v, quantity);
  return { cartId, number: placed.order.order_number as string, reference };
}

/**
 * The file's test API on a clock the test moves on, with three variants in stock (`variant(i)`) and
 * guests who place orders without paying.
 */
export function reservationShop() {
  const clock = testClock();
  const { t, variant } = stockedShop({ products: 10, now: clock.now }, { count: 3, minQty: 1 });
  return { t, clock, variant, unpaidOrder: (v: Variant, quantity: number) => unpaidOrder(t, v, quantity) };
}
