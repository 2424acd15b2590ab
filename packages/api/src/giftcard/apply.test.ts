import { eq } from 'drizzle-orm';
import { giftcard } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { carts } from '../cart/tables.ts';
import { cartWith, CREATE, dataOf, setStock, variantsInStock, type Variant } from '../cart/cart-fixtures.ts';
import { refusalOf } from '../platform/testing.ts';
import { addGiftCardLine, APPLY, CART_CARDS, makeCard, refusal, REMOVE_CARD } from './giftcard-fixtures.ts';
import { GIFT_CARD_MESSAGES } from './messages.ts';
import { giftCards } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

let variant: Variant;

const t = testApiForFile({ products: 40 }, async () => {
  [variant] = (await variantsInStock(t.db, 5, 1)) as [Variant];
  await setStock(t.db, variant.productId, 1000);
});

const apply = (cart_id: string, gift_card_code: string, gift_card_pin: string) =>
  t.query(APPLY, { input: { cart_id, gift_card_code, gift_card_pin } });
const remove = (cart_id: string, gift_card_code: string) => t.query(REMOVE_CARD, { input: { cart_id, gift_card_code } });
const cartCards = async (cartId: string) => dataOf(await t.query(CART_CARDS, { id: cartId })).cart;
const storedIds = async (cartId: string) => (await t.db.select().from(carts).where(eq(carts.maskedId, cartId)))[0]?.giftCardIds;

/** A cart of one variant line (quantity 2): its grand total in cents. */
async function cartOfClothes(quantity = 2) {
  const cartId = await cartWith(t, variant, quantity);
  const total = Math.round((await cartCards(cartId)).prices.grand_total.value * 100);
  return { cartId, total };
}

describe('applyGiftCardToCart', () => {
  it('CO18: a card pays part of the total; amount_due is the rest; the card shows masked', async () => {
    const { cartId, total } = await cartOfClothes();
    const card = await makeCard(t.db, 1000);
    const cart = dataOf(await apply(cartId, card.number, card.pin)).applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards).toEqual([
      {
        code: `•••••••••••••••${card.number.slice(-4)}`,
        current_balance: { value: 10, currency: 'EUR' },
        applied_balance: { value: 10, currency: 'EUR' },
        remaining_balance: { value: 0, currency: 'EUR' },
        expiration_date: '2030-01-01',
      },
    ]);
    expect(Math.round(cart.amount_due.value * 100)).toBe(total - 1000);
    expect(await storedIds(cartId)).toEqual([card.id]);
  });

  it('CO18: cards pay in the order applied, never more than the grand total; a card left over pays 0', async () => {
    const { cartId, total } = await cartOfClothes();
    const big = await makeCard(t.db, total - 500);
    const second = await makeCard(t.db, 2000);
    dataOf(await apply(cartId, big.number, big.pin));
    const cart = dataOf(await apply(cartId, second.number, second.pin)).applyGiftCardToCart.cart;
    expect(cart.applied_gift_cards.map((c) => Math.round(c.applied_balance.value * 100))).toEqual([total - 500, 500]);
    // What stays on each card after this order: the second card keeps 20 − 5 euro.
    expect(cart.applied_gift_cards.map((c) => c.remaining_balance.value)).toEqual([0, 15]);
    expect(cart.amount_due.value).toBe(0);
    const third = await makeCard(t.db, 2000);
    expect(refusal(await apply(cartId, third.number, third.pin))).toEqual({
      message: GIFT_CARD_MESSAGES.GIFT_CARD_ALREADY_PAID,
      code: 'GIFT_CARD_ALREADY_PAID',
    });
  });

  it('CO18: the same card twice, an empty card and a sixth card are refused, the cart unchanged', async () => {
    const { cartId } = await cartOfClothes(10);
    const card = await makeCard(t.db, 100);
    dataOf(await apply(cartId, card.number, card.pin));
    expect(refusal(await apply(cartId, card.number, card.pin)).code).toBe('GIFT_CARD_ALREADY_APPLIED');
    const empty = await makeCard(t.db, 0);
    expect(refusal(await apply(cartId, empty.number, empty.pin))).toEqual({
      message: GIFT_CARD_MESSAGES.GIFT_CARD_EMPTY,
      code: 'GIFT_CARD_EMPTY',
    });
    for (let i = 1; i < giftcard.cardsPerCart; i++) {
      const more = await makeCard(t.db, 100);
      dataOf(await apply(cartId, more.number, more.pin));
    }
    const before = await storedIds(cartId);
    expect(before).toHaveLength(giftcard.cardsPerCart);
    const sixth = await makeCard(t.db, 100);
    expect(refusal(await apply(cartId, sixth.number, sixth.pin))).toEqual({
      message: `At most ${giftcard.cardsPerCart} gift cards can be applied to a cart.`,
      code: 'GIFT_CARD_LIMIT',
    });
    expect(refusalOf(await apply(cartId, sixth.number, sixth.pin)).params).toEqual({ max: String(giftcard.cardsPerCart) });
    expect(await storedIds(cartId)).toEqual(before);
  });

  it('CO17, V7: number and PIN are checked as in giftCardAccount (wrong PIN, blocked, malformed, HTML)', async () => {
    const { cartId } = await cartOfClothes();
    const card = await makeCard(t.db, 1000, { pin: '777777' });
    const blocked = await makeCard(t.db, 1000, { status: 'blocked' });
    expect(refusal(await apply(cartId, card.number, '777778')).code).toBe('GIFT_CARD_NOT_FOUND');
    expect(refusal(await apply(cartId, blocked.number, blocked.pin)).code).toBe('GIFT_CARD_INACTIVE');
    expect(refusal(await apply(cartId, card.number.slice(1), '777777')).code).toBe('GIFT_CARD_INVALID_NUMBER');
    expect(refusal(await apply(cartId, card.number, '')).code).toBe('GIFT_CARD_PIN_REQUIRED');
    expect(refusal(await apply(cartId, card.number, '<img src=x>')).code).toBe('GIFT_CARD_INVALID_PIN');
    expect(refusal(await apply(cartId, '<img src=x onerror=alert(1)>', '777777')).code).toBe('GIFT_CARD_INVALID_NUMBER');
    expect(await storedIds(cartId)).toEqual([]);
  });

  it('CO18: a cart of only gift cards cannot be paid with a gift card; an empty cart has nothing to pay', async () => {
    const card = await makeCard(t.db, 5000);
    const onlyCards = dataOf(await t.query(CREATE)).createEmptyCart as string;
    await addGiftCardLine(t, onlyCards, { type: 'virtual', amount: 25 });
    expect(refusal(await apply(onlyCards, card.number, card.pin))).toEqual({
      message: GIFT_CARD_MESSAGES.GIFT_CARD_FOR_GIFT_CARDS,
      code: 'GIFT_CARD_FOR_GIFT_CARDS',
    });
    const empty = dataOf(await t.query(CREATE)).createEmptyCart as string;
    expect(refusal(await apply(empty, card.number, card.pin)).code).toBe('GIFT_CARD_NOTHING_TO_PAY');
  });

  it('unknown, oversized and hostile cart ids are refused before the card is tried', async () => {
    const card = await makeCard(t.db, 1000);
    for (const id of ['nope', 'x'.repeat(5000), "' or 1=1 --"]) {
      const response = await apply(id, card.number, card.pin);
      expect(response.errors?.[0]?.message).toMatch(/^Could not find a cart with ID/);
      expect(response.errors?.[0]?.message.length).toBeLessThan(200);
    }
  });

  it('CO18: a card blocked after it was applied pays 0 and shows 0', async () => {
    const { cartId, total } = await cartOfClothes();
    const card = await makeCard(t.db, 1000);
    dataOf(await apply(cartId, card.number, card.pin));
    await t.db.update(giftCards).set({ status: 'blocked' }).where(eq(giftCards.id, card.id));
    const cart = await cartCards(cartId);
    expect(cart.applied_gift_cards[0]).toMatchObject({ current_balance: { value: 0 }, applied_balance: { value: 0 } });
    expect(Math.round(cart.amount_due.value * 100)).toBe(total);
  });
});

describe('removeGiftCardFromCart', () => {
  it('CO18: takes a card off by its number (with spaces) or by the masked code the cart shows, without a PIN', async () => {
    const { cartId, total } = await cartOfClothes();
    const first = await makeCard(t.db, 500);
    const second = await makeCard(t.db, 700);
    dataOf(await apply(cartId, first.number, first.pin));
    const applied = dataOf(await apply(cartId, second.number, second.pin)).applyGiftCardToCart.cart.applied_gift_cards;
    const byMask = dataOf(await remove(cartId, applied[1]!.code)).removeGiftCardFromCart.cart;
    expect(byMask.applied_gift_cards.map((c) => c.code)).toEqual([applied[0]!.code]);
    const spaced = first.number.replace(/(\d{4})/g, '$1 ');
    const none = dataOf(await remove(cartId, spaced)).removeGiftCardFromCart.cart;
    expect(none.applied_gift_cards).toEqual([]);
    expect(Math.round(none.amount_due.value * 100)).toBe(total);
  });

  it('CO18: a card that is not applied, a malformed or hostile code is refused with a message', async () => {
    const { cartId } = await cartOfClothes();
    const card = await makeCard(t.db, 500);
    expect(refusal(await remove(cartId, card.number))).toEqual({
      message: GIFT_CARD_MESSAGES.GIFT_CARD_NOT_APPLIED,
      code: 'GIFT_CARD_NOT_APPLIED',
    });
    expect(refusal(await remove(cartId, '<script>')).code).toBe('GIFT_CARD_INVALID_NUMBER');
    expect(refusal(await remove(cartId, '1'.repeat(20_000))).code).toBe('GIFT_CARD_INVALID_NUMBER');
    expect(refusal(await remove(cartId, '')).code).toBe('GIFT_CARD_INVALID_NUMBER');
  });
});
