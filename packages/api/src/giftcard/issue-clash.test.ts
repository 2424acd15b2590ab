import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cartWith, completeCheckout, dataOf, PLACE_ORDER, setStock, variantsInStock, type Variant } from '../cart/cart-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { orders } from '../checkout/tables.ts';
import { createMailer } from '../platform/mail.ts';
import { DEMO_GIFT_CARDS } from '../../seed/index.ts';
import { addGiftCardLine } from './giftcard-fixtures.ts';
import type * as Numbers from './numbers.ts';
import { giftCards } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

// The first numbers drawn are taken already (two demo cards); the third is new.
const drawn = vi.hoisted(() => ({ queue: [] as string[] }));
vi.mock('./numbers.ts', async (original) => {
  const real = await original<typeof Numbers>();
  return { ...real, newGiftCardNumber: () => drawn.queue.shift() ?? real.newGiftCardNumber() };
});

let variant: Variant;

const t = testApiForFile({ products: 20 }, async () => {
  [variant] = (await variantsInStock(t.db, 5, 1)) as [Variant];
  await setStock(t.db, variant.productId, 50);
});

describe('issuing under a number that is taken', () => {
  it('D13: a drawn number that already exists is drawn again; the existing card is untouched', async () => {
    const cartId = await cartWith(t, variant, 1);
    await addGiftCardLine(t, cartId, { type: 'physical', amount: 20 });
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    drawn.queue.push(DEMO_GIFT_CARDS[0].number, DEMO_GIFT_CARDS[1].number, '6064360000000000042');
    await decideSandboxPayment(
      { db: t.db, now: t.now, mail: createMailer() },
      (placed.pay_redirect_url as string).split('/').pop() as string,
      'approve',
    );
    const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.order.order_number));
    expect(await t.db.select({ number: giftCards.number }).from(giftCards).where(eq(giftCards.orderId, order!.id))).toEqual([
      { number: '6064360000000000042' },
    ]);
    const [demo] = await t.db.select().from(giftCards).where(eq(giftCards.number, DEMO_GIFT_CARDS[0].number));
    expect(demo).toMatchObject({ balance: DEMO_GIFT_CARDS[0].balance, orderId: null });
  });
});
