/**
 * Test support for the gift card suites: cards with known PINs and the documents a storefront
 * sends. Used by tests only.
 */
import { hashGiftCardPin, newGiftCardNumber, newGiftCardPin } from './numbers.ts';
import { giftCards, giftCardTransactions } from './tables.ts';
import type { Db } from '../platform/db.ts';
import type { TestApi } from '../platform/testing.ts';
import { giftcardOptionUid } from '../cart/giftcard-items.ts';
import { MONEY } from '../cart/cart-fixtures.ts';

export interface TestCard {
  id: number;
  number: string;
  pin: string;
}

/** A new card with a known PIN; `balance` in cents. */
export async function makeCard(
  db: Db,
  balance: number,
  options: { status?: string; expiresAt?: Date | null; pin?: string } = {},
): Promise<TestCard> {
  const number = newGiftCardNumber();
  const pin = options.pin ?? newGiftCardPin();
  const [row] = await db
    .insert(giftCards)
    .values({
      number,
      pinHash: hashGiftCardPin(pin),
      balance,
      initialBalance: balance,
      status: options.status ?? 'active',
      kind: 'manual',
      expiresAt: options.expiresAt === undefined ? new Date('2030-01-01T00:00:00Z') : options.expiresAt,
    })
    .returning({ id: giftCards.id });
  const id = (row as { id: number }).id;
  await db.insert(giftCardTransactions).values({ giftCardId: id, kind: 'issue', amount: balance });
  return { id, number, pin };
}

export const ACCOUNT = `query ($input: GiftCardAccountInput!) { giftCardAccount(input: $input) { code balance { ${MONEY} } expiration_date } }`;

export const GIFT_CARD_CART_FIELDS = `id
  prices { grand_total { ${MONEY} } }
  applied_gift_cards { code current_balance { ${MONEY} } applied_balance { ${MONEY} } remaining_balance { ${MONEY} } expiration_date }
  amount_due { ${MONEY} }`;

export const APPLY = `mutation ($input: ApplyGiftCardToCartInput!) { applyGiftCardToCart(input: $input) { cart { ${GIFT_CARD_CART_FIELDS} } } }`;
export const REMOVE_CARD = `mutation ($input: RemoveGiftCardFromCartInput!) { removeGiftCardFromCart(input: $input) { cart { ${GIFT_CARD_CART_FIELDS} } } }`;
export const CART_CARDS = `query ($id: String!) { cart(cart_id: $id) { ${GIFT_CARD_CART_FIELDS} } }`;

/** The first error's message and code. */
export function refusal(response: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
  const first = response.errors?.[0];
  if (!first) throw new Error('expected an error');
  return { message: first.message, code: first.extensions?.code };
}

const ADD_PRODUCTS = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { id } user_errors { code message } }
}`;

export interface GiftCardLine {
  type: 'virtual' | 'physical';
  /** Euros, a free amount. */
  amount: number;
  quantity?: number;
  senderName?: string;
  recipientName?: string;
  recipientEmail?: string;
  message?: string;
}

/** Adds a gift card line to a cart (as the product page does). */
export async function addGiftCardLine(t: TestApi, cartId: string, line: GiftCardLine, store?: string): Promise<void> {
  const entered = [
    { uid: giftcardOptionUid.customAmount, value: String(line.amount) },
    { uid: giftcardOptionUid.senderName, value: line.senderName ?? 'Jan' },
    { uid: giftcardOptionUid.recipientName, value: line.recipientName ?? 'Piet' },
    ...(line.type === 'virtual' ? [{ uid: giftcardOptionUid.recipientEmail, value: line.recipientEmail ?? 'piet@example.com' }] : []),
    ...(line.message ? [{ uid: giftcardOptionUid.message, value: line.message }] : []),
  ];
  const item = {
    sku: 'giftcard',
    quantity: line.quantity ?? 1,
    selected_options: [giftcardOptionUid.type(line.type)],
    entered_options: entered,
  };
  const result = await t.query(ADD_PRODUCTS, { cartId, items: [item] }, store ? { store } : {});
  const added = result.data?.addProductsToCart;
  if (result.errors?.length || !added || added.user_errors.length > 0) {
    throw new Error(`could not add the gift card: ${JSON.stringify(result.errors ?? added?.user_errors)}`);
  }
}
