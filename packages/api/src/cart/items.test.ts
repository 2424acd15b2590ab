import { describe, expect, it } from 'vitest';
import {
  cartWith,
  dataOf,
  readCart as readCartOf,
  refusedUnchanged,
  REMOVE,
  UPDATE,
  variantsInStock,
  type Variant,
} from './cart-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

let v: Variant;

const t = testApiForFile({ products: 40 }, async () => {
  v = (await variantsInStock(t.db, 6, 1))[0] as Variant;
});

const readCart = (cartId: string) => readCartOf(t, cartId);
const expectRefusedUnchanged = (cartId: string, query: string, variables: Record<string, unknown>) =>
  refusedUnchanged(t, cartId, query, variables);

describe('changing lines', () => {
  it('CA12: updateCartItems raises total_quantity; quantity 0 removes the line (CA13)', async () => {
    const cartId = await cartWith(t, v, 1);
    const [line] = (await readCart(cartId)).items;
    const raised = dataOf(
      await t.query(UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_id: Number(line!.id), quantity: 3 }] } }),
    ).updateCartItems.cart;
    expect(raised.total_quantity).toBe(3);
    const byUid = dataOf(await t.query(UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_uid: line!.uid, quantity: 2 }] } }))
      .updateCartItems.cart;
    expect(byUid.items[0]!.quantity).toBe(2);
    const removed = dataOf(
      await t.query(UPDATE, { input: { cart_id: cartId, cart_items: [{ cart_item_id: Number(line!.id), quantity: 0 }] } }),
    ).updateCartItems.cart;
    expect(removed).toMatchObject({ items: [], total_quantity: 0 });
  });

  it('CA13: negative, fractional, too large and unknown-line updates change nothing', async () => {
    const cartId = await cartWith(t, v, 1);
    const [line] = (await readCart(cartId)).items;
    for (const quantity of [-1, 2.5, 10_001, 11]) {
      const error = await expectRefusedUnchanged(cartId, UPDATE, {
        input: { cart_id: cartId, cart_items: [{ cart_item_id: Number(line!.id), quantity }] },
      });
      expect(error.category).toBe('graphql-input');
    }
    const unknown = await expectRefusedUnchanged(cartId, UPDATE, {
      input: { cart_id: cartId, cart_items: [{ cart_item_id: 999_999, quantity: 1 }] },
    });
    expect(unknown.message).toBe('Could not find cart item with id: 999999');
  });

  it('CA12, CA22: removeItemFromCart removes the line by its numeric id; an unknown id changes nothing', async () => {
    const cartId = await cartWith(t, v, 1);
    const [line] = (await readCart(cartId)).items;
    const missing = await expectRefusedUnchanged(cartId, REMOVE, { input: { cart_id: cartId, cart_item_id: 123_456 } });
    expect(missing.message).toBe("The cart doesn't contain the item");
    const cart = dataOf(await t.query(REMOVE, { input: { cart_id: cartId, cart_item_id: Number(line!.id) } })).removeItemFromCart.cart;
    expect(cart.items).toEqual([]);
  });

  it("CA12: another cart's line cannot be removed through this cart", async () => {
    const mine = await cartWith(t, v, 1);
    const theirs = await cartWith(t, v, 1);
    const [line] = (await readCart(theirs)).items;
    await expectRefusedUnchanged(mine, REMOVE, { input: { cart_id: mine, cart_item_id: Number(line!.id) } });
    expect((await readCart(theirs)).items).toHaveLength(1);
  });
});
