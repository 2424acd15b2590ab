import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderingShop } from './order-fixtures.ts';
import { cartWith, dataOf, errorOf, PAYMENT_RESULT, PLACE_ORDER, RESTORE, stockOf } from '../cart/cart-fixtures.ts';

import { decideSandboxPayment } from './payment-provider.ts';
import { orders, payments } from './tables.ts';

const { t, variant, placedCart, status, result } = orderingShop();

describe('payment outcome (sandbox provider)', () => {
  it('CO16: approve marks the payment paid, the order processing and the cart ordered; repeating changes nothing', async () => {
    const { cartId, placed, reference } = await placedCart(variant(), 1);
    const paid = await decideSandboxPayment(t, reference, 'approve');
    expect(paid).toMatchObject({ status: 'paid', resultCode: null });
    expect(await result(reference)).toMatchObject({ status: 'paid', result_code: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(order?.status).toBe('processing');
    expect(await status(cartId)).toEqual({ status: 'ordered', group: 'completed', error: null });
    expect(await decideSandboxPayment(t, reference, 'cancel')).toMatchObject({ status: 'paid' });
    expect((await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number)))[0]?.status).toBe('processing');
    const restore = errorOf(await t.query(RESTORE, { id: cartId }));
    expect(restore.message).toBe("This cart's order is already paid and cannot be restored");
    expect(dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder.order.order_number).toBe(placed.order.order_number);
  });

  it('OC3, OC8: cancel records code 890, cancels the order, gives the stock back and offers the cart for restore', async () => {
    const v = variant();
    const before = await stockOf(t.db, v.productId);
    const { cartId, placed, reference } = await placedCart(v, 2);
    expect(await stockOf(t.db, v.productId)).toBe(before - 2);
    await decideSandboxPayment(t, reference, 'cancel');
    expect(await result(reference)).toEqual({
      status: 'cancelled',
      result_code: 890,
      order_number: placed.order.order_number,
    });
    expect(await stockOf(t.db, v.productId)).toBe(before);
    expect((await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number)))[0]?.status).toBe('canceled');
    expect(await status(cartId)).toEqual({ status: 'payment_failed', group: 'restore', error: null });
    await decideSandboxPayment(t, reference, 'cancel');
    expect(await stockOf(t.db, v.productId)).toBe(before);
  });

  it('OC3: refuse records code 63', async () => {
    const { reference } = await placedCart(variant(), 1);
    await decideSandboxPayment(t, reference, 'refuse');
    expect(await result(reference)).toMatchObject({ status: 'refused', result_code: 63 });
  });

  it('an unknown payment reference is not found', async () => {
    expect(errorOf(await t.query(PAYMENT_RESULT, { ref: 'f'.repeat(32) })).category).toBe('graphql-no-such-entity');
    expect(await decideSandboxPayment(t, 'f'.repeat(32), 'approve')).toBeNull();
  });
});

describe('cart status and restore', () => {
  it('OC7, OC8: cartStatus of an active cart, and an error for an unknown id', async () => {
    const cartId = await cartWith(t, variant(), 1);
    expect(await status(cartId)).toEqual({ status: 'active', group: 'active', error: null });
    expect(await status('bogus')).toEqual({ status: null, group: null, error: 'Could not find a cart with ID "bogus"' });
  });

  it('OC16: restoring after a cancelled payment gives the same lines back; the new order is a second one', async () => {
    const v = variant();
    const { cartId, placed, reference } = await placedCart(v, 2);
    await decideSandboxPayment(t, reference, 'cancel');
    const restored = dataOf(await t.query(RESTORE, { id: cartId })).restoreCart;
    expect(restored.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([[v.sku, 2]]);
    expect(restored.selected_payment_method.code).toBe('ideal');
    expect(await status(cartId)).toMatchObject({ status: 'active', group: 'active' });
    expect(dataOf(await t.query(RESTORE, { id: cartId })).restoreCart.id).toBe(cartId);
    const second = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(second.order.order_number).not.toBe(placed.order.order_number);
  });

  it('OC16: restoring while the payment is pending cancels that order and releases its stock; a late approval changes nothing', async () => {
    const v = variant();
    const before = await stockOf(t.db, v.productId);
    const { cartId, placed, reference } = await placedCart(v, 2);
    dataOf(await t.query(RESTORE, { id: cartId }));
    expect(await stockOf(t.db, v.productId)).toBe(before);
    expect((await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number)))[0]?.status).toBe('canceled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: 'cancelled', resultCode: 0 });
    expect(await decideSandboxPayment(t, reference, 'approve')).toMatchObject({ status: 'cancelled' });
    expect(await status(cartId)).toMatchObject({ status: 'active' });
  });

  it('OC16: restoring an unknown cart is refused', async () => {
    expect(errorOf(await t.query(RESTORE, { id: 'bogus' })).message).toBe('Could not find a cart with ID "bogus"');
  });
});

describe('placedOrder', () => {
  const PLACED = `query ($cart: String!, $number: String!) { placedOrder(cart_id: $cart, order_number: $number) {
    number order_date status email carrier shipping_method
    payment_methods { name type }
    billing_address { firstname lastname street city postcode country_code }
    shipping_address { city country_code }
    items { product_name product_sku quantity_ordered product_sale_price { value } product_sale_price_incl_tax { value } selected_options { label value } }
    total { subtotal { value } subtotal_incl_tax { value } discounts { label } shipping_handling { amount_including_tax { value } } total_tax { value } grand_total { value currency } }
  } }`;

  it('OC1, OC2: the confirmation shows the order to the cart that placed it, and to no other', async () => {
    const v = variant();
    const { cartId, placed } = await placedCart(v, 1);
    const number = placed.order.order_number as string;
    const order = dataOf(await t.query(PLACED, { cart: cartId, number })).placedOrder;
    expect(order).toMatchObject({
      number,
      status: 'pending_payment',
      email: 'jan@example.com',
      carrier: 'PostNL',
      shipping_method: 'Thuisbezorgd',
      payment_methods: [{ name: 'iDEAL', type: 'ideal' }],
      billing_address: { firstname: 'Jan', street: ['Damrak', '12', 'B'], country_code: 'NL' },
      items: [{ product_sku: v.sku, quantity_ordered: 1, product_sale_price_incl_tax: { value: v.price / 100 } }],
    });
    const shipping = v.price >= 10_000 ? 0 : 495;
    expect(order.total.grand_total).toEqual({ value: (v.price + shipping) / 100, currency: 'EUR' });
    expect(order.total.shipping_handling.amount_including_tax.value).toBe(shipping / 100);
    const other = await cartWith(t, v, 1);
    expect(dataOf(await t.query(PLACED, { cart: other, number })).placedOrder).toBeNull();
    expect(dataOf(await t.query(PLACED, { cart: cartId, number: 'NL000000000' })).placedOrder).toBeNull();
    expect(dataOf(await t.query(PLACED, { cart: 'bogus', number })).placedOrder).toBeNull();
  });
});
