import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { completeCheckout, CREATE, dataOf, PLACE_ORDER, stockOf, type Variant } from '../cart/cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { orders } from '../checkout/tables.ts';
import { addVariant, APPLY, couponRow, newCoupon, variantsOf } from './coupon-fixtures.ts';
import { couponUsages } from './tables.ts';
import { inBatches, onPostgres, testApiForFile } from '../platform/test-file-api.ts';

const CARTS = 50;

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)(
  'concurrent orders for the last use of a coupon (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)',
  () => {
    const t = testApiForFile({ products: 40 });

    /** A guest cart per variant (one unit) with `code` applied and the checkout filled in, ten set up at a time. */
    const cartsReadyToOrder = (variants: Variant[], code: string) =>
      inBatches(variants, 10, async (v) => {
        const cartId = dataOf(await t.query(CREATE)).createEmptyCart as string;
        await addVariant(t, cartId, v, 1);
        dataOf(await t.query(APPLY, { input: { cart_id: cartId, coupon_code: code } }));
        await completeCheckout(t, cartId);
        return cartId;
      });

    it(`CA14: a coupon with one use left, applied to ${CARTS} carts ordered at once, is used by exactly one order; the others are refused and take no stock`, async () => {
      // Every cart its own size, so no stock row makes the orders wait for each other: only the coupon can.
      const variants = await variantsOf(t.db, 'regular', CARTS, true);
      const code = await newCoupon(t.db, { usageLimit: 4, timesUsed: 3 });
      const cartIds = await cartsReadyToOrder(variants, code);
      const stockBefore = await Promise.all(variants.map((v) => stockOf(t.db, v.productId)));

      const responses = await Promise.all(cartIds.map((id) => t.query(PLACE_ORDER, { id })));
      const placed = responses.filter((r) => r.data?.placeOrder);
      const refused = responses.filter((r) => r.errors?.length);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(CARTS - 1);
      for (const response of refused) expect(response.errors?.[0]?.message).toBe(`The coupon code "${code}" is not valid.`);

      expect((await couponRow(t.db, code))?.timesUsed).toBe(4);
      const stockAfter = await Promise.all(variants.map((v) => stockOf(t.db, v.productId)));
      const taken = stockAfter.map((qty, i) => (stockBefore[i] as number) - qty);
      expect(taken.filter((n) => n !== 0)).toEqual([1]);
      const rows = await t.db.select({ id: carts.id }).from(carts).where(inArray(carts.maskedId, cartIds));
      const placedOrders = await t.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.cartId,
            rows.map((r) => r.id),
          ),
        );
      expect(placedOrders).toHaveLength(1);
      expect(placedOrders[0]).toMatchObject({ couponCode: code, status: 'pending_payment' });
      const winner = variants[taken.indexOf(1)] as Variant;
      expect(placedOrders[0]!.discountAmount).toBe(Math.round(winner.price * 0.15));
      const usages = await t.db.select().from(couponUsages).where(eq(couponUsages.couponCode, code));
      expect(usages).toEqual([expect.objectContaining({ orderId: placedOrders[0]!.id, releasedAt: null })]);
    });

    it('CA14: a once-per-customer coupon in 10 carts of one guest address ordered at once is used once', async () => {
      const variants = (await variantsOf(t.db, 'regular', CARTS + 10, true)).slice(CARTS);
      const code = await newCoupon(t.db, { usesPerCustomer: 1 });
      const cartIds = await cartsReadyToOrder(variants, code);
      const responses = await Promise.all(cartIds.map((id) => t.query(PLACE_ORDER, { id })));
      expect(responses.filter((r) => r.data?.placeOrder)).toHaveLength(1);
      for (const response of responses.filter((r) => r.errors?.length)) {
        expect(response.errors?.[0]?.message).toBe(`The coupon code "${code}" is not valid.`);
      }
      expect(await t.db.select().from(couponUsages).where(eq(couponUsages.couponCode, code))).toHaveLength(1);
      expect((await couponRow(t.db, code))?.timesUsed).toBe(1);
    });
  },
);
