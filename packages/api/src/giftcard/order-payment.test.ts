import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  CART_STATUS,
  cartWith,
  CREATE,
  completeCheckout,
  dataOf,
  PAYMENT_RESULT,
  PLACE_ORDER,
  readCart,
  RESTORE,
  SET_PAYMENT_METHOD,
  type Variant,
} from '../cart/cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { products } from '../catalog/tables.ts';
import { ORDER_CONFIRMATION_KIND } from '../checkout/order-mail.ts';
import { stockedShop } from '../checkout/order-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { orders, payments } from '../checkout/tables.ts';
import { createMailer } from '../platform/mail.ts';
import { outboxMails } from '../platform/testing.ts';
import type { CartModel } from '../cart/model.ts';
import type { RequestContext } from '../platform/context.ts';
import { addGiftCardLine, APPLY, CART_CARDS, makeCard, refusal, type TestCard } from './giftcard-fixtures.ts';
import { redeemGiftCardsForOrder, refundGiftCardsOfOrder } from './redeem.ts';
import { giftCards, giftCardTransactions } from './tables.ts';

const PLACED_ORDER = `query ($cartId: String!, $number: String!) {
  placedOrder(cart_id: $cartId, order_number: $number) {
    status payment_methods { type name } applied_gift_cards { code applied_balance { value currency } } amount_due { value currency }
    total { grand_total { value } }
  }
}`;

const { t, variant } = stockedShop({ products: 40 }, { count: 12, units: 100 });
const mail = createMailer();

const cents = (money: { value: number }) => Math.round(money.value * 100);

/** A checked-out cart (iDEAL chosen) of one line whose grand total, shipping included, is `target` cents. */
async function cartTotalling(target: number): Promise<{ cartId: string; variant: Variant }> {
  const v = variant();
  const cartId = await cartWith(t, v, 1);
  await completeCheckout(t, cartId);
  // Twice: lowering the price may end free shipping, which the second round takes into account.
  for (let round = 0; round < 2; round++) {
    const now = cents((await readCart(t, cartId)).prices.grand_total);
    const [row] = await t.db.select().from(products).where(eq(products.id, v.productId));
    const price = (row!.specialPrice != null && row!.specialPrice < row!.price ? row!.specialPrice : row!.price) + (target - now);
    await t.db.update(products).set({ price, specialPrice: null }).where(eq(products.id, v.productId));
  }
  expect(cents((await readCart(t, cartId)).prices.grand_total)).toBe(target);
  return { cartId, variant: v };
}

async function applyCard(cartId: string, card: TestCard) {
  return dataOf(await t.query(APPLY, { input: { cart_id: cartId, gift_card_code: card.number, gift_card_pin: card.pin } }))
    .applyGiftCardToCart.cart;
}

const balanceOf = async (id: number) => (await t.db.select().from(giftCards).where(eq(giftCards.id, id)))[0]?.balance;
const ledgerOf = async (id: number) =>
  (await t.db.select().from(giftCardTransactions).where(eq(giftCardTransactions.giftCardId, id))).map((r) => ({
    kind: r.kind,
    amount: r.amount,
  }));
const orderOf = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;
const placedOrder = async (cartId: string, number: string) => dataOf(await t.query(PLACED_ORDER, { cartId, number })).placedOrder;
const confirmations = (to: string) => outboxMails(t.db, ORDER_CONFIRMATION_KIND, to);

describe('paying with gift cards', () => {
  it('CO18: a 25-euro card on an 80-euro order: the provider is asked for 55, the card ends at 0, the order shows both', async () => {
    const { cartId } = await cartTotalling(8000);
    const card = await makeCard(t.db, 2500);
    const cart = await applyCard(cartId, card);
    expect(cents(cart.amount_due)).toBe(5500);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(placed.payment_provider.data).toEqual(expect.arrayContaining([{ key: 'amount', value: '55.00' }]));
    expect(placed.pay_redirect_url).toMatch(/^\/payment\/[0-9a-f]{32}$/);
    const order = await orderOf(placed.order.order_number);
    expect(order).toMatchObject({ grandTotal: 8000, giftCardAmount: 2500, status: 'pending_payment' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'sandbox', amount: 5500, status: 'open' });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await ledgerOf(card.id)).toEqual([
      { kind: 'issue', amount: 2500 },
      { kind: 'redeem', amount: -2500 },
    ]);
    expect(await placedOrder(cartId, order.number)).toMatchObject({
      applied_gift_cards: [{ code: `•••••••••••••••${card.number.slice(-4)}`, applied_balance: { value: 25, currency: 'EUR' } }],
      amount_due: { value: 55, currency: 'EUR' },
      total: { grand_total: { value: 80 } },
    });
    // Placing the same cart again is the same order: nothing is taken twice.
    const again = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(again.pay_redirect_url).toBe(placed.pay_redirect_url);
    expect(await ledgerOf(card.id)).toHaveLength(2);
  });

  it('CO18, CO20: cards that pay everything: no provider, the order is paid at once with the free method, the confirmation sent once', async () => {
    const { cartId } = await cartTotalling(4000);
    const first = await makeCard(t.db, 1500);
    const second = await makeCard(t.db, 5000);
    await applyCard(cartId, first);
    const cart = await applyCard(cartId, second);
    expect(cart.amount_due.value).toBe(0);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    const reference = placed.payment_provider.data.find((d: { key: string }) => d.key === 'reference')!.value as string;
    expect(placed.pay_redirect_url).toBe(`/checkout/return/?reference=${reference}`);
    expect(dataOf(await t.query(PAYMENT_RESULT, { ref: reference })).paymentResult).toMatchObject({
      status: 'paid',
      order_number: placed.order.order_number,
    });
    expect(dataOf(await t.query(CART_STATUS, { id: cartId })).cartStatus).toMatchObject({ status: 'ordered', group: 'completed' });
    const order = await orderOf(placed.order.order_number);
    expect(order).toMatchObject({ status: 'processing', giftCardAmount: 4000, paymentMethod: { code: 'free' } });
    const orderPayments = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(orderPayments).toEqual([expect.objectContaining({ provider: 'free', status: 'paid', amount: 0 })]);
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([0, 2500]);
    expect(await placedOrder(cartId, order.number)).toMatchObject({
      status: 'processing',
      payment_methods: [{ type: 'free' }],
      amount_due: { value: 0 },
    });
    expect(await confirmations(order.email)).toHaveLength(1);
    const again = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(again.pay_redirect_url).toBe(placed.pay_redirect_url);
    expect(await confirmations(order.email)).toHaveLength(1);
  });

  it('CO18: with the cards paying everything no payment method is needed; without them it is', async () => {
    const { cartId } = await cartTotalling(3000);
    await t.db.update(carts).set({ paymentMethod: null }).where(eq(carts.maskedId, cartId));
    const missing = refusal(await t.query(PLACE_ORDER, { id: cartId }));
    expect(missing.message).toBe('Cannot place order: missing payment method');
    await applyCard(cartId, await makeCard(t.db, 1000));
    expect(refusal(await t.query(PLACE_ORDER, { id: cartId }))).toEqual({
      message: 'Cannot place order: The applied gift cards do not pay the whole order; choose a payment method for the rest.',
      code: 'GIFT_CARD_PAYMENT_NOT_COVERED',
    });
    await applyCard(cartId, await makeCard(t.db, 2000));
    expect(dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder.pay_redirect_url).toMatch(/^\/checkout\/return\/\?reference=/);
  });

  it('CO20: free is offered and may be chosen only once the cards pay everything; before, choosing it is refused', async () => {
    const { cartId } = await cartTotalling(3000);
    const choose = () => t.query(SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'free' } } });
    const offered = async () => (await readCart(t, cartId)).available_payment_methods.map((m: { code: string }) => m.code);
    expect(await offered()).not.toContain('free');
    expect(refusal(await choose())).toEqual({
      message: 'The applied gift cards do not pay the whole order; choose a payment method for the rest.',
      code: 'GIFT_CARD_PAYMENT_NOT_COVERED',
    });
    expect((await readCart(t, cartId)).selected_payment_method.code).toBe('ideal');
    await applyCard(cartId, await makeCard(t.db, 1000));
    expect((await choose()).errors?.[0]?.extensions?.code).toBe('GIFT_CARD_PAYMENT_NOT_COVERED');
    expect(await offered()).not.toContain('free');
    await applyCard(cartId, await makeCard(t.db, 2000));
    expect(await offered()).toContain('free');
    expect(dataOf(await choose()).setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('free');
  });

  it('CO18: a card that no longer holds what the cart counted on refuses the whole order by its last 4 digits; nothing is written', async () => {
    const first = await makeCard(t.db, 3000);
    const second = await makeCard(t.db, 2000);
    const [someOrder] = await t.db.select().from(orders).limit(1);
    const model = {
      lines: [{ kind: 'configurable' }],
      giftCards: {
        cards: [
          { giftCardId: first.id, number: first.number, balance: 3000, applied: 3000, expiresAt: null },
          // The cart read showed 25 euro; the card holds 20 now.
          { giftCardId: second.id, number: second.number, balance: 2500, applied: 2500, expiresAt: null },
        ],
        amount: 5500,
      },
    } as unknown as CartModel;
    const ctx = { now: () => new Date() } as RequestContext;
    const attempt = t.db.transaction((tx) => redeemGiftCardsForOrder(ctx, tx, model, someOrder!));
    await expect(attempt).rejects.toThrow(
      `Cannot place order: the balance of gift card …${second.number.slice(-4)} has changed; check your gift cards.`,
    );
    expect([await balanceOf(first.id), await balanceOf(second.id)]).toEqual([3000, 2000]);
    expect(await ledgerOf(first.id)).toEqual([{ kind: 'issue', amount: 3000 }]);
    expect((await orderOf(someOrder!.number)).giftCardAmount).toBe(someOrder!.giftCardAmount);
  });

  it('CO18: a card blocked after it was applied pays nothing; the order goes to the provider in full and the card keeps its balance', async () => {
    const { cartId } = await cartTotalling(6000);
    const card = await makeCard(t.db, 4000);
    await applyCard(cartId, card);
    await t.db.update(giftCards).set({ status: 'blocked' }).where(eq(giftCards.id, card.id));
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(placed.payment_provider.data).toEqual(expect.arrayContaining([{ key: 'amount', value: '60.00' }]));
    expect((await orderOf(placed.order.order_number)).giftCardAmount).toBe(0);
    expect(await balanceOf(card.id)).toBe(4000);
    expect(await ledgerOf(card.id)).toEqual([{ kind: 'issue', amount: 4000 }]);
  });

  it('CO18: a card that got onto a cart of only gift cards pays nothing; the order goes to the provider in full', async () => {
    const cartId = dataOf(await t.query(CREATE)).createEmptyCart as string;
    await addGiftCardLine(t, cartId, { type: 'virtual', amount: 30 });
    await completeCheckout(t, cartId);
    const card = await makeCard(t.db, 5000);
    // Applying is refused; a card that got there anyway (the cart changed since) pays nothing.
    await t.db
      .update(carts)
      .set({ giftCardIds: [card.id] })
      .where(eq(carts.maskedId, cartId));
    const cart = dataOf(await t.query(CART_CARDS, { id: cartId })).cart;
    expect(cart.applied_gift_cards[0]!.applied_balance.value).toBe(0);
    expect(cart.amount_due.value).toBe(cart.prices.grand_total.value);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(placed.pay_redirect_url).toMatch(/^\/payment\//);
    expect(await balanceOf(card.id)).toBe(5000);
  });
});

describe('a cancelled payment gives the cards back', () => {
  it('CO18: a cancelled payment returns the amount to the card, once; a second cancel returns nothing more', async () => {
    const { cartId } = await cartTotalling(8000);
    const card = await makeCard(t.db, 2500);
    await applyCard(cartId, card);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    const reference = (placed.pay_redirect_url as string).split('/').pop() as string;
    expect(await balanceOf(card.id)).toBe(0);
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, reference, 'cancel');
    expect(await balanceOf(card.id)).toBe(2500);
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, reference, 'cancel');
    const order = await orderOf(placed.order.order_number);
    await t.db.transaction((tx) => refundGiftCardsOfOrder(tx, order.id, new Date()));
    expect(await balanceOf(card.id)).toBe(2500);
    expect(await ledgerOf(card.id)).toEqual([
      { kind: 'issue', amount: 2500 },
      { kind: 'redeem', amount: -2500 },
      { kind: 'refund', amount: 2500 },
    ]);
    expect(order.status).toBe('canceled');
  });

  it('CO18, OC16: a refused payment gives the amount back and the restored cart keeps its cards applied', async () => {
    const { cartId } = await cartTotalling(8000);
    const card = await makeCard(t.db, 2500);
    await applyCard(cartId, card);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    await decideSandboxPayment({ db: t.db, now: t.now, mail }, (placed.pay_redirect_url as string).split('/').pop() as string, 'refuse');
    expect(await balanceOf(card.id)).toBe(2500);
    const restored = dataOf(await t.query(RESTORE, { id: cartId })).restoreCart;
    expect(restored.id).toBe(cartId);
    const cart = dataOf(await t.query(CART_CARDS, { id: cartId })).cart;
    expect(cart.applied_gift_cards).toMatchObject([{ code: `•••••••••••••••${card.number.slice(-4)}`, applied_balance: { value: 25 } }]);
    expect(cents(cart.amount_due)).toBe(5500);
    // Placing again takes the card's part again, once.
    const again = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(again.payment_provider.data).toEqual(expect.arrayContaining([{ key: 'amount', value: '55.00' }]));
    expect(await balanceOf(card.id)).toBe(0);
  });

  it('OC16, CO18: restoring a cart whose payment is still open cancels it and gives the card back', async () => {
    const { cartId } = await cartTotalling(8000);
    const card = await makeCard(t.db, 2500);
    await applyCard(cartId, card);
    dataOf(await t.query(PLACE_ORDER, { id: cartId }));
    expect(await balanceOf(card.id)).toBe(0);
    dataOf(await t.query(RESTORE, { id: cartId }));
    expect(await balanceOf(card.id)).toBe(2500);
    expect((await t.query(CART_CARDS, { id: cartId })).data!.cart.applied_gift_cards).toHaveLength(1);
  });
});
