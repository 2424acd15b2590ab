/**
 * Payment reference leaks the cart: whoever holds a payment reference (it travels in addresses,
 * browser history and the provider's logs) read the cart id from paymentResult, and with it the
 * guest's e-mail, name, address and phone (placedOrder) and could cancel the order (restoreCart).
 * Now the reference tells only the payment's status and the order number (decision 035).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, dataOf, DUTCH_ADDRESS, PLACE_ORDER, variantsInStock } from '../cart/cart-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import { orders } from './tables.ts';

const t = testApiForFile({ products: 10 });

const PLACED = `query ($cart: String!, $number: String!) { placedOrder(cart_id: $cart, order_number: $number) {
  number email billing_address { firstname lastname street telephone } } }`;
const RESTORE = `mutation ($id: String!) { restoreCart(cartId: $id) { id } }`;

/** Every field PaymentResult has, asked as the schema lists them. */
async function everythingTheReferenceTells(reference: string): Promise<Record<string, unknown>> {
  type Introspected = { __type: { fields: { name: string; type: { kind: string } }[] } };
  const type = dataOf(await t.query<Introspected>(`{ __type(name: "PaymentResult") { fields { name type { kind } } } }`)).__type;
  const names = type.fields.map((field) => field.name);
  const answer = await t.query(`query ($ref: String!) { paymentResult(reference: $ref) { ${names.join(' ')} } }`, { ref: reference });
  return dataOf(answer).paymentResult as Record<string, unknown>;
}

describe('a payment reference alone', () => {
  it('tells the status and order number, nothing personal, and opens neither the order nor its cart', async () => {
    const [v] = await variantsInStock(t.db, 2, 1);
    if (!v) throw new Error('no variant in stock');
    const cartId = await cartWith(t, v, 1);
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    const number = placed.order.order_number as string;
    const reference = (placed.pay_redirect_url as string).split('/').pop() as string;

    const told = await everythingTheReferenceTells(reference);
    expect(told).toMatchObject({ status: 'open', order_number: number });
    const text = JSON.stringify(told);
    for (const secret of [cartId, 'jan@example.com', DUTCH_ADDRESS.lastname, DUTCH_ADDRESS.telephone, DUTCH_ADDRESS.street[0]]) {
      expect(text).not.toContain(secret);
    }

    // Whatever the reference told, tried as the cart's id, opens nothing and cancels nothing.
    for (const value of [reference, ...Object.values(told).filter((x): x is string => typeof x === 'string')]) {
      expect(dataOf(await t.query(PLACED, { cart: value, number })).placedOrder).toBeNull();
      expect((await t.query(RESTORE, { id: value })).errors?.length ?? 0).toBeGreaterThan(0);
    }
    const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.number, number));
    expect(order?.status).toBe('pending_payment');

    // The cart's own id still shows the shopper their order.
    expect(dataOf(await t.query(PLACED, { cart: cartId, number })).placedOrder).toMatchObject({ number, email: 'jan@example.com' });
  });
});
