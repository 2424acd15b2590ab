/**
 * A payment that arrives after the order's reservation expired is never lost: the order is taken up
 * again when all of its stock is still there, or the payment is refunded (decision 035).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_STATUS,
  cartWith,
  completeCheckout,
  dataOf,
  PAYMENT_RESULT,
  PLACE_ORDER,
  RESTORE,
  setStock,
  stockOf,
  type Variant,
} from '../cart/cart-fixtures.ts';
import { reservationShop } from './reservation-fixtures.ts';
import { APPLY as APPLY_COUPON, couponRow, newCoupon, variantsOf } from '../coupon/coupon-fixtures.ts';
import { APPLY as APPLY_CARD, makeCard } from '../giftcard/giftcard-fixtures.ts';
import { giftCards } from '../giftcard/tables.ts';
import { decideSandboxPayment } from './payment-provider.ts';
import { expireReservations } from './reservations.ts';
import { orders } from './tables.ts';

const MINUTES = 30;

const { t, clock, variant, unpaidOrder } = reservationShop();

/** Sets the variant's stock, places an order, lets the reservation time pass and the job expire it. */
async function expiredOrder(v: Variant, { stock, quantity }: { stock: number; quantity: number }) {
  await setStock(t.db, v.productId, stock);
  const order = await unpaidOrder(v, quantity);
  clock.later(MINUTES + 1);
  expect(await expireReservations(t, { minutes: MINUTES })).toBeGreaterThanOrEqual(1);
  return order;
}

const orderStatus = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]?.status;
const paymentStatus = async (reference: string) => dataOf(await t.query(PAYMENT_RESULT, { ref: reference })).paymentResult.status;

/** The provider approves the payment: its answer and the shop's payment result say `payment`, the order is `status`. */
async function expectApprovalEndsAs(order: { reference: string; number: string }, payment: 'paid' | 'refunded', status: string) {
  const decided = await decideSandboxPayment(t, order.reference, 'approve');
  expect(decided?.status).toBe(payment);
  expect(await paymentStatus(order.reference)).toBe(payment);
  expect(await orderStatus(order.number)).toBe(status);
}

describe('a payment after the reservation expired', () => {
  it('takes the order up again when all its stock is still there: paid, processing, stock taken once more', async () => {
    const v = variant(0);
    const order = await expiredOrder(v, { stock: 5, quantity: 2 });
    expect(await stockOf(t.db, v.productId)).toBe(5);

    await expectApprovalEndsAs(order, 'paid', 'processing');
    expect(await stockOf(t.db, v.productId)).toBe(3);
    expect(dataOf(await t.query(CART_STATUS, { id: order.cartId })).cartStatus).toMatchObject({ status: 'ordered', group: 'completed' });
    // Paying again changes nothing more.
    await decideSandboxPayment(t, order.reference, 'approve');
    expect(await stockOf(t.db, v.productId)).toBe(3);
  });

  it('refunds when the stock went to another shopper meanwhile: the order stays cancelled and nothing is oversold', async () => {
    const v = variant(1);
    const order = await expiredOrder(v, { stock: 2, quantity: 2 });
    const other = await unpaidOrder(v, 1);
    expect(await stockOf(t.db, v.productId)).toBe(1);

    await expectApprovalEndsAs(order, 'refunded', 'canceled');
    expect(await stockOf(t.db, v.productId)).toBe(1);
    expect(await orderStatus(other.number)).toBe('pending_payment');
    // The shopper can still restore the cart and order what is left.
    expect(dataOf(await t.query(CART_STATUS, { id: order.cartId })).cartStatus).toMatchObject({ group: 'restore' });
    await decideSandboxPayment(t, order.reference, 'approve');
    expect(await paymentStatus(order.reference)).toBe('refunded');
  });

  it('refunds when the shopper already restored the cart (no second order from one cart)', async () => {
    const v = variant(2);
    const order = await expiredOrder(v, { stock: 4, quantity: 1 });
    dataOf(await t.query(RESTORE, { id: order.cartId }));
    expect((await decideSandboxPayment(t, order.reference, 'approve'))?.status).toBe('refunded');
    expect(await orderStatus(order.number)).toBe('canceled');
    expect(await stockOf(t.db, v.productId)).toBe(4);
  });

  it('an order that used a coupon and a gift card: expiry gives both back once (two runners), a late payment is refunded', async () => {
    const [v] = await variantsOf(t.db, 'regular', 1);
    if (!v) throw new Error('no regular variant');
    await setStock(t.db, v.productId, 3);
    const code = await newCoupon(t.db, { usageLimit: 1 });
    const card = await makeCard(t.db, 500);
    const cartId = await cartWith(t, v, 1);
    await completeCheckout(t, cartId);
    dataOf(await t.query(APPLY_COUPON, { input: { cart_id: cartId, coupon_code: code } }));
    dataOf(await t.query(APPLY_CARD, { input: { cart_id: cartId, gift_card_code: card.number, gift_card_pin: card.pin } }));
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    const reference = (placed.pay_redirect_url as string).split('/').pop() as string;
    const balance = async () => (await t.db.select().from(giftCards).where(eq(giftCards.id, card.id)))[0]?.balance;
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    expect(await balance()).toBe(0);

    clock.later(MINUTES + 1);
    await Promise.all([expireReservations(t, { minutes: MINUTES }), expireReservations(t, { minutes: MINUTES })]);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);
    expect(await balance()).toBe(500);
    expect(await stockOf(t.db, v.productId)).toBe(3);

    expect((await decideSandboxPayment(t, reference, 'approve'))?.status).toBe('refunded');
    expect(await orderStatus(placed.order.order_number)).toBe('canceled');
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);
    expect(await balance()).toBe(500);
    expect(await stockOf(t.db, v.productId)).toBe(3);
  });
});
