import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartWith,
  dataOf,
  DUTCH_ADDRESS,
  PLACE_ORDER,
  readCart,
  SET_BILLING_ADDRESS,
  SET_EMAIL,
  SET_PAYMENT_METHOD,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_METHOD,
  setStock,
  stockOf,
  variantsInStock,
} from '../cart/cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { products } from '../catalog/tables.ts';
import { orderItems, orders, payments } from '../checkout/tables.ts';
import { ACCOUNT, APPLY, makeCard } from './giftcard-fixtures.ts';
import { giftCards, giftCardTransactions } from './tables.ts';
import { inBatches, onPostgres, testApiForFile } from '../platform/test-file-api.ts';

const CARTS = 20;
const CARD = 5000;
const TOTAL = 4000;

// PGlite runs one transaction at a time, so only a PostgreSQL server can show a race.
describe.skipIf(!onPostgres)(
  'one gift card spent by many carts at once (PostgreSQL; set SHOP_TEST_ENGINE=postgres and TEST_DATABASE_URL)',
  () => {
    // Applying the card twenty times is twenty counted tries on its number; the clock moves on between tens.
    let clock = new Date('2026-11-26T10:00:00Z');
    const t = testApiForFile({ products: 40, now: () => clock });

    /** Steps 1–2 of the checkout (no payment method: the card pays everything). */
    async function checkout(cartId: string) {
      dataOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'jan@example.com' } }));
      dataOf(await t.query(SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { address: DUTCH_ADDRESS } } }));
      dataOf(await t.query(SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: DUTCH_ADDRESS }] } }));
      dataOf(
        await t.query(SET_SHIPPING_METHOD, {
          input: { cart_id: cartId, shipping_methods: [{ carrier_code: 'postnl', method_code: 'standard' }] },
        }),
      );
    }

    it(`CO18: a 50-euro card on ${CARTS} carts of 40 euro placed at once: one order takes 40, the card ends at 10, the others are refused`, async () => {
      const [v] = await variantsInStock(t.db, 1, 1);
      if (!v) throw new Error('no variant in stock');
      await setStock(t.db, v.productId, 1000);
      // Price the variant so that one unit with shipping is exactly 40.00 (twice: free shipping may end).
      const probe = await cartWith(t, v, 1);
      await checkout(probe);
      for (let round = 0; round < 2; round++) {
        const total = Math.round((await readCart(t, probe)).prices.grand_total.value * 100);
        const [row] = await t.db.select().from(products).where(eq(products.id, v.productId));
        const price = (row!.specialPrice != null && row!.specialPrice < row!.price ? row!.specialPrice : row!.price) + (TOTAL - total);
        await t.db.update(products).set({ price, specialPrice: null }).where(eq(products.id, v.productId));
      }
      expect(Math.round((await readCart(t, probe)).prices.grand_total.value * 100)).toBe(TOTAL);

      const card = await makeCard(t.db, CARD);
      const cartIds = await inBatches(
        Array.from({ length: CARTS }, (_, i) => i),
        5,
        async () => {
          const cartId = await cartWith(t, v, 1);
          await checkout(cartId);
          return cartId;
        },
      );
      for (const [index, cartId] of cartIds.entries()) {
        if (index % 9 === 0) clock = new Date(clock.getTime() + 11 * 60_000);
        const applied = dataOf(await t.query(APPLY, { input: { cart_id: cartId, gift_card_code: card.number, gift_card_pin: card.pin } }))
          .applyGiftCardToCart.cart;
        expect(applied.amount_due.value).toBe(0);
        dataOf(await t.query(SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'free' } } }));
      }
      const stockBefore = await stockOf(t.db, v.productId);

      const responses = await Promise.all(cartIds.map((id) => t.query(PLACE_ORDER, { id })));
      const placed = responses.filter((r) => r.data?.placeOrder);
      const refused = responses.filter((r) => r.errors?.length);
      expect(placed).toHaveLength(1);
      expect(refused).toHaveLength(CARTS - 1);
      for (const response of refused) {
        const error = response.errors![0]!;
        // Those that counted on 40 find less under the lock; those that read the card after the first order see 10 too few.
        expect(['GIFT_CARD_BALANCE_CHANGED', 'GIFT_CARD_PAYMENT_NOT_COVERED']).toContain(error.extensions?.code);
        expect(error.message).toMatch(/^Cannot place order: /);
      }

      const [after] = await t.db.select().from(giftCards).where(eq(giftCards.id, card.id));
      expect(after?.balance).toBe(CARD - TOTAL);
      const ledger = await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, card.id));
      expect(ledger.map((row) => [row.kind, row.amount])).toEqual([
        ['issue', CARD],
        ['redeem', -TOTAL],
      ]);
      expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(after?.balance);

      // Nothing half-written: one order with its line and payment, one unit of stock, nineteen carts as they were.
      const ordered = await t.db.select().from(orders).where(eq(orders.number, placed[0]!.data!.placeOrder.order.order_number));
      expect(ordered).toMatchObject([{ status: 'processing', giftCardAmount: TOTAL, grandTotal: TOTAL }]);
      const allOrders = await t.db.select().from(orders);
      expect(allOrders).toHaveLength(1);
      expect(await t.db.select().from(orderItems)).toHaveLength(1);
      expect(await t.db.select().from(payments)).toMatchObject([{ provider: 'free', status: 'paid', amount: 0 }]);
      expect(await stockOf(t.db, v.productId)).toBe(stockBefore - 1);
      const cartRows = await t.db.select().from(carts);
      const still = cartRows.filter((row) => cartIds.includes(row.maskedId) && row.isActive && row.status === 'active');
      expect(still).toHaveLength(CARTS - 1);
    });

    it('V7: thirty wrong PINs sent at once: exactly ten are compared, twenty find the number locked', async () => {
      clock = new Date(clock.getTime() + 60 * 60_000);
      const card = await makeCard(t.db, 1000, { pin: '135790' });
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          t.query(ACCOUNT, { input: { gift_card_code: card.number, gift_card_pin: String(200000 + i) } }),
        ),
      );
      const codes = responses.map((r) => r.errors?.[0]?.extensions?.code);
      expect(codes.filter((code) => code === 'GIFT_CARD_NOT_FOUND')).toHaveLength(10);
      expect(codes.filter((code) => code === 'GIFT_CARD_LOCKED')).toHaveLength(20);
      const right = await t.query(ACCOUNT, { input: { gift_card_code: card.number, gift_card_pin: '135790' } });
      expect(right.errors?.[0]?.extensions?.code).toBe('GIFT_CARD_LOCKED');
    });
  },
);
