/**
 * applyGiftCardToCart and removeGiftCardFromCart (CO18): a card is applied with its number and PIN
 * (checked and counted as giftCardAccount does) and taken off with its number alone, or with the
 * masked code the cart shows. The cart keeps the card ids in the order applied; what each card pays
 * is worked out whenever the cart is read (cart-cards.ts), and again, locked, when the order is placed.
 */
import { giftcard } from '@shop/rules';
import { transactionReader } from '../cart/catalog-reader.ts';
import { buildCartModel } from '../cart/model.ts';
import { assertCartAccess, cartNotActiveError, cartNotFoundError, findCart, mutateCart, onTransaction } from '../cart/service.ts';
import type { CartRow } from '../cart/tables.ts';
import { currentCustomerId } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import { cardsById, readGiftCardNumber, verifyGiftCard } from './account.ts';
import { giftCardError } from './messages.ts';

/** At most this many cards on one cart (`giftcard.cardsPerCart` in @shop/rules). */
export const MAX_CARDS_PER_CART = giftcard.cardsPerCart;

/** The masked code as the cart shows it (any mask characters, then the last 4 digits). */
const MASKED_CODE = /^[•*…·xX\s]{1,24}(\d{4})$/;

/** The cart as this request may use it, checked before a PIN attempt is counted against a card. */
async function usableCart(ctx: RequestContext, maskedId: string): Promise<void> {
  const [cart, customerId] = await Promise.all([findCart(ctx.db, ctx.store.code, maskedId), currentCustomerId(ctx)]);
  if (!cart) throw cartNotFoundError(maskedId);
  assertCartAccess(customerId, cart, maskedId);
  if (!cart.isActive) throw cartNotActiveError();
}

export interface ApplyGiftCardInput {
  cart_id: string;
  gift_card_code: string;
  gift_card_pin: string;
}

/** Applies a card to the cart after checking its number and PIN; see decision 029 for the refusals. */
export async function applyGiftCardToCart(ctx: RequestContext, input: ApplyGiftCardInput): Promise<CartRow> {
  await usableCart(ctx, input.cart_id);
  const card = await verifyGiftCard(ctx, input.gift_card_code, input.gift_card_pin);
  return mutateCart(ctx, input.cart_id, async (tx, cart) => {
    if (cart.giftCardIds.includes(card.id)) throw giftCardError('GIFT_CARD_ALREADY_APPLIED');
    if (cart.giftCardIds.length >= MAX_CARDS_PER_CART) throw giftCardError('GIFT_CARD_LIMIT', { max: MAX_CARDS_PER_CART });
    const current = (await cardsById(tx, [card.id])).get(card.id);
    if (!current || current.balance <= 0) throw giftCardError('GIFT_CARD_EMPTY');
    const model = await buildCartModel(onTransaction(ctx, tx), cart, { db: tx, reader: transactionReader(tx) });
    if (model.lines.length === 0) throw giftCardError('GIFT_CARD_NOTHING_TO_PAY');
    if (model.lines.every((line) => line.kind === 'giftcard')) throw giftCardError('GIFT_CARD_FOR_GIFT_CARDS');
    if (model.totals.grandTotal - model.giftCards.giftCardLines - model.giftCards.amount <= 0) {
      throw giftCardError(model.totals.grandTotal - model.giftCards.amount > 0 ? 'GIFT_CARD_FOR_GIFT_CARDS' : 'GIFT_CARD_ALREADY_PAID');
    }
    return { giftCardIds: [...cart.giftCardIds, card.id] };
  });
}

export interface RemoveGiftCardInput {
  cart_id: string;
  gift_card_code: string;
}

/** Which applied card a code names: the full number, or the masked code (the first such card). */
function matcherOf(code: string): (number: string) => boolean {
  const masked = typeof code === 'string' && code.length <= 64 ? MASKED_CODE.exec(code.trim()) : null;
  if (masked) {
    const last = masked[1] as string;
    return (number) => number.endsWith(last);
  }
  const number = readGiftCardNumber(code);
  return (candidate) => candidate === number;
}

/** Takes a card off the cart (no PIN needed: it is the shopper's own cart). */
export async function removeGiftCardFromCart(ctx: RequestContext, input: RemoveGiftCardInput): Promise<CartRow> {
  const matches = matcherOf(input.gift_card_code);
  return mutateCart(ctx, input.cart_id, async (tx, cart) => {
    const cards = await cardsById(tx, cart.giftCardIds);
    const id = cart.giftCardIds.find((candidate) => {
      const card = cards.get(candidate);
      return card != null && matches(card.number);
    });
    if (id === undefined) throw giftCardError('GIFT_CARD_NOT_APPLIED');
    return { giftCardIds: cart.giftCardIds.filter((candidate) => candidate !== id) };
  });
}
