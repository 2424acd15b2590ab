import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderingShop, ordersOfCart } from './order-fixtures.ts';
import {
  ADD_BUNDLE,
  ADD_CONFIGURABLE,
  bundleWithChoices,
  CART,
  cartWith,
  completeCheckout,
  CREATE,
  dataOf,
  errorOf,
  PLACE_ORDER,
  SET_EMAIL,
  setStock,
  stockOf,
} from '../cart/cart-fixtures.ts';
import { refusalOf } from '../platform/testing.ts';
import { decideSandboxPayment } from './payment-provider.ts';
import { orderItems, orders } from './tables.ts';

const { t, variant, placedCart, status, result } = orderingShop();

describe('placeOrder', () => {
  it('CO1, CO13: the guest flow in order places the order, reserves stock and opens a payment', async () => {
    const v = variant();
    const before = await stockOf(t.db, v.productId);
    const { cartId, placed, reference } = await placedCart(v, 2);
    expect(placed.order.order_number).toMatch(/^NL\d{9}$/);
    expect(placed.order.order_id).toBe(placed.order.order_number);
    expect(reference).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.pay_redirect_url).toBe(`/payment/${reference}`);
    expect(placed.order.pay_redirect_url).toBe(placed.pay_redirect_url);
    expect(placed.payment_provider.redirect).toBe(placed.pay_redirect_url);
    expect(placed.payment_provider.data).toEqual(
      expect.arrayContaining([
        { key: 'reference', value: reference },
        { key: 'method', value: 'ideal' },
        { key: 'issuer', value: 'ing' },
        { key: 'order_number', value: placed.order.order_number },
      ]),
    );
    expect(await stockOf(t.db, v.productId)).toBe(before - 2);

    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(order).toMatchObject({
      status: 'pending_payment',
      email: 'jan@example.com',
      subtotalInclTax: v.price * 2,
      stockReservations: [{ productId: v.productId, qty: 2 }],
    });
    expect(order?.shippingMethod).toMatchObject({ carrier_code: 'postnl', method_code: 'standard', method_title: 'Thuisbezorgd' });
    expect(order?.shippingManagerOption).toBe('{"deliveryDate":"2030-01-02"}');
    const items = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? 0));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      sku: v.sku,
      parentSku: v.parentSku,
      quantity: 2,
      priceInclTax: v.price,
      rowTotalInclTax: v.price * 2,
    });
    expect(items[0]?.selectedOptions.map((o) => o.label)).toContain('Maat');
    expect(await result(reference)).toEqual({
      status: 'open',
      result_code: null,
      order_number: placed.order.order_number,
    });
    expect(await status(cartId)).toEqual({ status: 'pending_payment', group: 'restore', error: null });
  });

  it('CK10: the partner code sent with placeOrder is kept on the order for attribution', async () => {
    const cartId = await cartWith(t, variant(), 1);
    await completeCheckout(t, cartId);
    const placed = dataOf(
      await t.query(
        `mutation ($id: String!) { placeOrder(input: { cart_id: $id, affiliate_code: "partner_42" }) { order { order_number } } }`,
        {
          id: cartId,
        },
      ),
    ).placeOrder;
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(order?.affiliateCode).toBe('partner_42');
  });

  it('CK10: a malformed or oversized partner code is refused with a message and places nothing', async () => {
    const cartId = await cartWith(t, variant(), 1);
    await completeCheckout(t, cartId);
    const place = (code: string) =>
      t.query(
        `mutation ($id: String!, $code: String) { placeOrder(input: { cart_id: $id, affiliate_code: $code }) { order { order_number } } }`,
        {
          id: cartId,
          code,
        },
      );
    for (const code of ['<script>', 'a'.repeat(65), '', 'partner 42', "x' or 1=1"]) {
      expect(errorOf(await place(code))).toMatchObject({ message: 'The partner code may hold 1 to 64 letters, digits, "-" or "_".' });
    }
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
  });

  it('OC5: a placed cart can no longer be read or changed: "The cart isn\'t active"', async () => {
    const v = variant();
    const { cartId } = await placedCart(v, 1);
    expect(errorOf(await t.query(CART, { id: cartId }))).toEqual({ message: "The cart isn't active", category: 'graphql-no-such-entity' });
    expect(errorOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'x@example.com' } })).message).toBe("The cart isn't active");
    const add = await t.query(ADD_CONFIGURABLE, {
      input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity: 1 } }] },
    });
    expect(errorOf(add).message).toBe("The cart isn't active");
  });

  it('CO13: placing the same cart twice returns the same order, and only one order exists', async () => {
    const { cartId, placed } = await placedCart(variant(), 1);
    const again = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(again).toEqual(placed);
    const rows = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(rows).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(orders)
        .where(eq(orders.cartId, rows[0]?.cartId ?? 0)),
    ).toHaveLength(1);
  });

  it('CO1: placing an incomplete cart names what is missing and changes nothing', async () => {
    const empty = dataOf(await t.query(CREATE)).createEmptyCart as string;
    expect(errorOf(await t.query(PLACE_ORDER, { id: empty })).message).toBe(
      'Cannot place order: missing the cart has no items, e-mail address, shipping address, billing address, shipping method, payment method',
    );
    expect(refusalOf(await t.query(PLACE_ORDER, { id: empty }))).toEqual({
      code: 'CHECKOUT_INCOMPLETE',
      params: { missing: 'items,email,shipping_address,billing_address,shipping_method,payment_method' },
    });
    const cartId = await cartWith(t, variant(), 1);
    dataOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'a@example.com' } }));
    expect(errorOf(await t.query(PLACE_ORDER, { id: cartId })).message).toBe(
      'Cannot place order: missing shipping address, billing address, shipping method, payment method',
    );
    expect(refusalOf(await t.query(PLACE_ORDER, { id: cartId })).params).toEqual({
      missing: 'shipping_address,billing_address,shipping_method,payment_method',
    });
    expect(dataOf(await t.query(CART, { id: cartId })).cart.items).toHaveLength(1);
  });

  it('CO14: a line that went out of stock stops the order with "Cannot place order"; nothing is reserved', async () => {
    const v = variant();
    const cartId = await cartWith(t, v, 3);
    await completeCheckout(t, cartId);
    await setStock(t.db, v.productId, 2);
    const error = errorOf(await t.query(PLACE_ORDER, { id: cartId }));
    expect(error.message).toBe('Cannot place order: Some of the products are out of stock');
    expect(refusalOf(await t.query(PLACE_ORDER, { id: cartId }))).toEqual({ code: 'CART_LINE_OUT_OF_STOCK', params: { sku: v.sku } });
    expect(await stockOf(t.db, v.productId)).toBe(2);
    expect(await status(cartId)).toMatchObject({ status: 'active', group: 'active' });
    expect(await ordersOfCart(t.db, cartId)).toEqual([]);
    await setStock(t.db, v.productId, 20);
  });
});

describe('bundles', () => {
  it('CO13: a bundle order takes each chosen part from stock and a cancellation gives it back', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    for (const { child } of choices) await setStock(t.db, child.id, 10);
    const cartId = dataOf(await t.query(CREATE)).createEmptyCart as string;
    dataOf(
      await t.query(ADD_BUNDLE, {
        input: {
          cart_id: cartId,
          cart_items: [
            {
              data: { sku: bundle.sku, quantity: 2 },
              bundle_options: choices.map((c) => ({ id: c.slot.id, quantity: 1, value: [c.child.sku] })),
            },
          ],
        },
      }),
    );
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    for (const { child } of choices) expect(await stockOf(t.db, child.id)).toBe(8);
    const [item] = await t.db
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.number, placed.order.order_number));
    expect(item?.item).toMatchObject({ sku: bundle.sku, quantity: 2 });
    expect(item?.item.selectedOptions).toHaveLength(choices.length);
    await decideSandboxPayment(t, placed.pay_redirect_url.split('/').pop()!, 'cancel');
    for (const { child } of choices) expect(await stockOf(t.db, child.id)).toBe(10);
  });
});
