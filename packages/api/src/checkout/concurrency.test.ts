import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, PLACE_ORDER, setStock, stockOf, variantsInStock } from '../cart/cart-fixtures.ts';
import { orderItems } from './tables.ts';
import { ordersOfCart } from './order-fixtures.ts';
import { inBatches, onPostgres, testApiForFile } from '../platform/test-file-api.ts';

const CARTS = 50;
const STOCK = 5;

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)(
  'concurrent orders for the last units (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)',
  () => {
    const t = testApiForFile({ products: 40 });

    it(`CO13, CA13: ${CARTS} guests place 1 unit each of a size with stock ${STOCK}: exactly ${STOCK} orders, stock ends at 0`, async () => {
      const [v] = await variantsInStock(t.db, 1, 1);
      if (!v) throw new Error('no variant in stock');
      await setStock(t.db, v.productId, STOCK);
      const cartIds = await inBatches(
        Array.from({ length: CARTS }, (_, i) => i),
        10,
        async () => {
          const cartId = await cartWith(t, v, 1);
          await completeCheckout(t, cartId);
          return cartId;
        },
      );

      const responses = await Promise.all(cartIds.map((id) => t.query(PLACE_ORDER, { id })));
      const placed = responses.filter((r) => r.data?.placeOrder);
      const refused = responses.filter((r) => r.errors?.length);
      expect(placed).toHaveLength(STOCK);
      expect(refused).toHaveLength(CARTS - STOCK);
      for (const response of refused)
        expect(response.errors?.[0]?.message).toMatch(/^Cannot place order: Some of the products are out of stock/);
      expect(new Set(placed.map((r) => r.data?.placeOrder.order.order_number)).size).toBe(STOCK);
      expect(await stockOf(t.db, v.productId)).toBe(0);
      expect(await t.db.select().from(orderItems).where(eq(orderItems.productId, v.productId))).toHaveLength(STOCK);
    });

    it('CO13: one cart placed 10 times at once gives one order, returned to every call', async () => {
      const [v] = await variantsInStock(t.db, 3, 1);
      if (!v) throw new Error('no variant in stock');
      const cartId = await cartWith(t, v, 1);
      await completeCheckout(t, cartId);
      const before = await stockOf(t.db, v.productId);
      const responses = await Promise.all(Array.from({ length: 10 }, () => t.query(PLACE_ORDER, { id: cartId })));
      const numbers = new Set(responses.map((r) => r.data?.placeOrder.order.order_number));
      expect(responses.every((r) => !r.errors)).toBe(true);
      expect(numbers.size).toBe(1);
      expect(await ordersOfCart(t.db, cartId)).toHaveLength(1);
      expect(await stockOf(t.db, v.productId)).toBe(before - 1);
    });
  },
);
