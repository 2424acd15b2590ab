/**
 * Stock held forever: four unpaid guest orders took every unit of a size and shoppers were refused.
 * With the reservation time, the expiry job lets the unpaid orders go exactly once (also with two
 * runners at once), the stock comes back and a new shopper can buy.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_STATUS,
  cartWith,
  completeCheckout,
  dataOf,
  errorOf,
  PAYMENT_RESULT,
  PLACE_ORDER,
  RESTORE,
  setStock,
  stockOf,
} from '../cart/cart-fixtures.ts';
import { reservationShop } from './reservation-fixtures.ts';
import { silentLogger } from '../platform/logger.ts';
import { expireReservations, startReservationExpiry } from './reservations.ts';
import { carts } from '../cart/tables.ts';
import { orders, payments } from './tables.ts';

const MINUTES = 30;

const { t, clock, variant, unpaidOrder } = reservationShop();
const { later } = clock;

const orderStatuses = async (numbers: string[]) =>
  (await t.db.select({ status: orders.status }).from(orders).where(inArray(orders.number, numbers))).map((o) => o.status);

describe('unpaid orders give their stock back after the reservation time', () => {
  it('four unpaid orders holding all 37 units: refused before, released once after 30 minutes, and the next shopper buys', async () => {
    const v = variant(0);
    await setStock(t.db, v.productId, 37);
    // The shopper who comes later already has the size in the cart.
    const later_shopper = await cartWith(t, v, 1);
    await completeCheckout(t, later_shopper);
    const held = [];
    for (const quantity of [10, 10, 10, 7]) held.push(await unpaidOrder(v, quantity));
    expect(await stockOf(t.db, v.productId)).toBe(0);

    const refused = errorOf(await t.query(PLACE_ORDER, { id: later_shopper }));
    expect(refused.message).toMatch(/out of stock/i);

    // Within the reservation time nothing is let go.
    later(MINUTES - 1);
    expect(await expireReservations(t, { minutes: MINUTES })).toBe(0);
    expect(await stockOf(t.db, v.productId)).toBe(0);

    later(2);
    expect(await expireReservations(t, { minutes: MINUTES })).toBe(4);
    expect(await stockOf(t.db, v.productId)).toBe(37);
    expect(await orderStatuses(held.map((h) => h.number))).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    for (const h of held) {
      expect(dataOf(await t.query(PAYMENT_RESULT, { ref: h.reference })).paymentResult.status).toBe('expired');
      expect(dataOf(await t.query(CART_STATUS, { id: h.cartId })).cartStatus).toEqual({
        status: 'reservation_expired',
        group: 'restore',
        error: null,
      });
    }
    // A second round finds nothing more to give back.
    expect(await expireReservations(t, { minutes: MINUTES })).toBe(0);
    expect(await stockOf(t.db, v.productId)).toBe(37);

    const bought = dataOf(await t.query(PLACE_ORDER, { id: later_shopper })).placeOrder;
    expect(bought.order.order_number).toMatch(/^NL\d+$/);
    expect(await stockOf(t.db, v.productId)).toBe(36);

    // The shopper who comes back restores the cart, as after a cancelled payment.
    const first = held[0] as (typeof held)[number];
    const restored = dataOf(await t.query(RESTORE, { id: first.cartId })).restoreCart;
    expect(restored.items.map((i: { sku: string; quantity: number }) => [i.sku, i.quantity])).toEqual([[v.sku, 10]]);
    expect(await stockOf(t.db, v.productId)).toBe(36);
  });

  it('two runners at once expire every order once: the stock comes back exactly', async () => {
    const v = variant(1);
    await setStock(t.db, v.productId, 12);
    const held = [];
    for (let i = 0; i < 6; i++) held.push(await unpaidOrder(v, 2));
    expect(await stockOf(t.db, v.productId)).toBe(0);
    later(MINUTES + 1);
    // Every unpaid order of this file is due by now, the earlier tests' too.
    const due = (await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'pending_payment'))).length;
    expect(due).toBeGreaterThanOrEqual(6);
    const counts = await Promise.all([
      expireReservations(t, { minutes: MINUTES, batch: 50 }),
      expireReservations(t, { minutes: MINUTES, batch: 50 }),
    ]);
    expect(counts[0] + counts[1]).toBe(due);
    expect(await stockOf(t.db, v.productId)).toBe(12);
    const expired = await t.db
      .select({ status: payments.status })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        inArray(
          orders.number,
          held.map((h) => h.number),
        ),
      );
    expect(expired.map((p) => p.status)).toEqual(Array(6).fill('expired'));
  });

  it('the job in a process runs rounds by itself and stops on close', async () => {
    const v = variant(2);
    await setStock(t.db, v.productId, 3);
    const held = await unpaidOrder(v, 3);
    later(MINUTES + 1);
    const job = startReservationExpiry({ db: t.db, now: t.now, log: silentLogger }, { minutes: MINUTES, intervalMs: 50 });
    try {
      await expect.poll(() => stockOf(t.db, v.productId), { timeout: 20_000 }).toBe(3);
    } finally {
      await job.stop();
    }
    expect(await orderStatuses([held.number])).toEqual(['canceled']);
  });

  // PGlite runs one transaction at a time, so a cart held open by another transaction exists only on PostgreSQL.
  it.skipIf(process.env.SHOP_TEST_ENGINE !== 'postgres')(
    'a cart held by a shopper request is passed over, not waited for, and expired in a later round',
    async () => {
      const v = variant(2);
      await setStock(t.db, v.productId, 2);
      const held = await unpaidOrder(v, 2);
      later(MINUTES + 1);
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const shopper = t.db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.maskedId, held.cartId)).for('update');
        locked();
        await released;
      });
      await isLocked;
      try {
        await expireReservations(t, { minutes: MINUTES });
        expect(await orderStatuses([held.number])).toEqual(['pending_payment']);
      } finally {
        release();
        await shopper;
      }
      expect(await expireReservations(t, { minutes: MINUTES })).toBeGreaterThanOrEqual(1);
      expect(await orderStatuses([held.number])).toEqual(['canceled']);
      expect(await stockOf(t.db, v.productId)).toBe(2);
    },
  );
});
