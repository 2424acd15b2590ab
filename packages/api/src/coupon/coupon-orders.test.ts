import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completeCheckout, dataOf, errorOf, SET_EMAIL, stockOf, type Variant } from '../cart/cart-fixtures.ts';
import { newCustomer } from '../cart/customer-cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { excludingTax } from '../cart/totals.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { orderItems, orders } from '../checkout/tables.ts';
import {
  addVariant,
  cents,
  couponRow,
  CUSTOMER_CART,
  newCoupon,
  PLACED_ORDER,
  REMOVE_COUPON,
  couponShop,
  referenceOf,
} from './coupon-fixtures.ts';
import { coupons, couponUsages } from './tables.ts';

// A coupon on the order it was used for: the discount the order carries and its use, counted once and given back
// when the payment is cancelled or the cart restored (CA14). Applying codes and their rules are in coupon.test.ts.

const { t, regular, as, cartOf, apply, applied, placeOrder } = couponShop();

const RESTORE_WITH_COUPONS = `mutation ($id: String!) { restoreCart(cartId: $id) { id applied_coupons { code } } }`;

/** A guest's cart of `variants` with `code` applied and the checkout filled in, ready to be placed. */
async function readyCart(variants: Variant[], code: string) {
  const cartId = await cartOf(variants);
  const cart = await applied(cartId, code);
  await completeCheckout(t, cartId);
  return { cartId, cart };
}

const usagesOf = (code: string) => t.db.select().from(couponUsages).where(eq(couponUsages.couponCode, code));

describe('coupons on orders (CA14)', () => {
  it('CA14: the order carries the discount: its total shows the coupon row, the lines their share, the use is counted once', async () => {
    const code = await newCoupon(t.db, { usageLimit: 10 });
    const [a, b] = regular as [Variant, Variant];
    const { cartId, cart } = await readyCart([a, b], code);
    const placed = dataOf(await placeOrder(cartId)).placeOrder;
    const number = placed.order.order_number as string;
    const discount = Math.round((a.price + b.price) * 0.15);
    const order = dataOf(await t.query(PLACED_ORDER, { cart: cartId, number })).placedOrder;
    expect(order.total.discounts).toEqual([{ label: code, amount: { value: discount / 100 } }]);
    expect(cents(order.total.subtotal_incl_tax) - discount).toBe(cents(cart.prices.subtotal_with_discount_including_tax));
    const lineShares = order.items.map((item) => cents(item.discount_amount));
    expect(lineShares.reduce((x: number, y: number) => x + y, 0)).toBe(discount);
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(row).toMatchObject({ couponCode: code, discountAmount: discount });
    expect(cents(order.total.grand_total)).toBe(cents(order.total.subtotal_incl_tax) - discount + row!.shippingInclTax);
    expect(row!.grandTotal).toBe(cents(cart.prices.subtotal_with_discount_including_tax) + row!.shippingInclTax);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, row!.id));
    for (const item of items) {
      const paid = item.rowTotalInclTax - item.discountAmount;
      expect(item.taxAmount).toBe(paid - (excludingTax(item.rowTotalInclTax, 2100) - excludingTax(item.discountAmount, 2100)));
    }
    expect(row!.taxAmount).toBe(
      items.reduce((sum, item) => sum + item.taxAmount, 0) + (row!.shippingInclTax - excludingTax(row!.shippingInclTax, 2100)),
    );
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    const usages = await usagesOf(code);
    expect(usages).toEqual([
      expect.objectContaining({ orderId: row!.id, email: 'jan@example.com', discount, releasedAt: null, customerId: null }),
    ]);
    // Placing the same cart again returns the same order and counts nothing more.
    expect(dataOf(await placeOrder(cartId)).placeOrder.order.order_number).toBe(number);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
  });

  it('CA14: a cancelled payment gives the use back, once; the restored cart may use it again', async () => {
    const code = await newCoupon(t.db, { usageLimit: 1 });
    const { cartId } = await readyCart([regular[2] as Variant], code);
    const placed = dataOf(await placeOrder(cartId)).placeOrder;
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    const other = await cartOf([regular[3] as Variant]);
    expect(errorOf(await apply(other, code)).message).toBe(`The coupon code "${code}" is not valid.`);

    await decideSandboxPayment(t, referenceOf(placed), 'cancel');
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);
    const [usage] = await usagesOf(code);
    expect(usage?.releasedAt).not.toBeNull();
    await decideSandboxPayment(t, referenceOf(placed), 'cancel');
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);

    expect(dataOf(await t.query(RESTORE_WITH_COUPONS, { id: cartId })).restoreCart.applied_coupons).toEqual([{ code }]);
    const again = dataOf(await placeOrder(cartId)).placeOrder;
    expect(again.order.order_number).not.toBe(placed.order.order_number);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
  });

  it('CA14, OC16: restoring a cart whose order awaits payment cancels the order and gives its use back', async () => {
    const code = await newCoupon(t.db, { usageLimit: 1 });
    const { cartId } = await readyCart([regular[4] as Variant], code);
    dataOf(await placeOrder(cartId));
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    expect(dataOf(await t.query(RESTORE_WITH_COUPONS, { id: cartId })).restoreCart.applied_coupons).toEqual([{ code }]);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);
    const usages = await usagesOf(code);
    expect(usages).toHaveLength(1);
    expect(usages[0]?.releasedAt).not.toBeNull();
  });

  it('CA14: a customer uses a once-per-customer coupon once; a new cart of theirs is refused', async () => {
    const code = await newCoupon(t.db, { usesPerCustomer: 1 });
    const customer = await newCustomer(t.db, 'coupon-once');
    const cartId = dataOf(await t.query(CUSTOMER_CART, {}, as(customer.token))).customerCart.id as string;
    await addVariant(t, cartId, regular[0] as Variant, 1, customer.token);
    await applied(cartId, code, customer.token);
    await completeCheckout(t, cartId, customer.token);
    const placed = dataOf(await placeOrder(cartId, customer.token)).placeOrder;
    await decideSandboxPayment(t, referenceOf(placed), 'approve');
    const usages = await usagesOf(code);
    expect(usages).toEqual([expect.objectContaining({ customerId: customer.id, email: customer.email })]);

    const next = dataOf(await t.query(CUSTOMER_CART, {}, as(customer.token))).customerCart.id as string;
    expect(next).not.toBe(cartId);
    await addVariant(t, next, regular[1] as Variant, 1, customer.token);
    expect(errorOf(await apply(next, code, customer.token)).message).toBe(`The coupon code "${code}" is not valid.`);
    // Another shopper still may.
    expect((await applied(await cartOf([regular[1] as Variant]), code)).applied_coupons).toEqual([{ code }]);
  });

  it('CA14: a guest is counted by e-mail address: refused when applying once the address is known, else when placing the order (nothing written)', async () => {
    const code = await newCoupon(t.db, { usesPerCustomer: 1 });
    const { cartId: first } = await readyCart([regular[0] as Variant], code);
    dataOf(await placeOrder(first));

    const known = await cartOf([regular[1] as Variant]);
    dataOf(await t.query(SET_EMAIL, { input: { cart_id: known, email: 'JAN@example.com' } }));
    expect(errorOf(await apply(known, code)).message).toBe(`The coupon code "${code}" is not valid.`);

    const v = regular[2] as Variant;
    const { cartId: unknown } = await readyCart([v], code);
    const stock = await stockOf(t.db, v.productId);
    const ordersBefore = await t.db.select().from(orders);
    expect(errorOf(await placeOrder(unknown))).toEqual({ message: `The coupon code "${code}" is not valid.`, category: 'graphql-input' });
    expect(await stockOf(t.db, v.productId)).toBe(stock);
    expect(await t.db.select().from(orders)).toHaveLength(ordersBefore.length);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    const [row] = await t.db.select().from(carts).where(eq(carts.maskedId, unknown));
    expect(row).toMatchObject({ isActive: true, status: 'active', couponCode: code });
  });

  it('CA14: a coupon switched off after it was applied refuses the order with its message; nothing is written', async () => {
    const code = await newCoupon(t.db);
    const v = regular[3] as Variant;
    const { cartId } = await readyCart([v], code);
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.code, code));
    const stock = await stockOf(t.db, v.productId);
    expect(errorOf(await placeOrder(cartId)).message).toBe(`The coupon code "${code}" is not valid.`);
    expect(await stockOf(t.db, v.productId)).toBe(stock);
    expect((await couponRow(t.db, code))?.timesUsed).toBe(0);
    // Removing the code lets the order through at the full price.
    dataOf(await t.query(REMOVE_COUPON, { input: { cart_id: cartId } }));
    const placed = dataOf(await placeOrder(cartId)).placeOrder;
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(order).toMatchObject({ couponCode: null, discountAmount: 0 });
  });
});
