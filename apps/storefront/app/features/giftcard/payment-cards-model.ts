/**
 * Gift cards in the payment step and the order summary (CO18): the cards applied to the cart, what
 * each pays and keeps, and what is left for the payment provider, each figure as the API gives it.
 * A card may pay part of the total; when the cards pay all of it the order goes through with the
 * zero-total `free` method (Magento's code) and no provider choice.
 */
import { paymentCodes } from '@shop/rules';
import { maskCardNumber, type GiftCardFormErrors } from './card-entry.ts';

/** The payment step's form intents for gift cards, and the remove form's field with the card's code. */
export const APPLY_INTENT = 'applyGiftCard';
export const REMOVE_INTENT = 'removeGiftCard';
export const CODE_FIELD = 'giftCardCode';

/** A refused gift card intent: messages per field or for the card, and the number as typed (never the PIN). */
export interface GiftCardActionData {
  giftCard: {
    /** The form that was refused; placing the order is refused when a card's balance changed meanwhile. */
    intent: typeof APPLY_INTENT | typeof REMOVE_INTENT | 'placeOrder';
    errors: GiftCardFormErrors;
    number: string;
  };
}

/** The payment method an order paid entirely by gift cards is placed with (CO20): Magento's `free`. */
export const GIFT_CARD_METHOD = paymentCodes.zeroTotal;

/** What the payment step and the summary read of the cart. */
export interface CartWithGiftCards {
  applied_gift_cards: readonly {
    code: string;
    applied_balance: { value: number };
    /** What the card keeps after this order, as the API computes it. */
    remaining_balance: { value: number };
  }[];
  amount_due: { value: number };
  items: readonly object[];
}

export interface AppliedCardView {
  /** The code as the API names the card (masked), sent back to take it off. */
  code: string;
  /** "•••• 3210". */
  label: string;
  /** What the card pays of this order. */
  applied: string;
  /** What stays on the card after this order. */
  remaining: string;
}

export interface PaymentGiftCardsView {
  /** False when the cart holds only gift cards: a gift card cannot pay for gift cards. */
  available: boolean;
  cards: AppliedCardView[];
  /** What is left for the payment provider. */
  amountDue: string;
  /** The cards pay everything: no payment method to choose. */
  covered: boolean;
}

/** Whether the applied cards pay the whole order (CO18). */
export function coveredByGiftCards(cart: Pick<CartWithGiftCards, 'applied_gift_cards' | 'amount_due'>): boolean {
  return cart.applied_gift_cards.length > 0 && cart.amount_due.value <= 0;
}

/** A gift card line carries its type (the cart's GiftCardCartItem fields). */
const isGiftCardLine = (line: object) => 'giftcard_type' in line;

/** The payment step's gift card section; `price` formats euros as the checkout shows them. */
export function toPaymentGiftCards(cart: CartWithGiftCards, price: (amount: number) => string): PaymentGiftCardsView {
  return {
    available: cart.applied_gift_cards.length > 0 || !cart.items.every(isGiftCardLine),
    cards: cart.applied_gift_cards.map((card) => ({
      code: card.code,
      label: maskCardNumber(card.code),
      applied: price(card.applied_balance.value),
      remaining: price(card.remaining_balance.value),
    })),
    amountDue: price(cart.amount_due.value),
    covered: coveredByGiftCards(cart),
  };
}

/** A gift card row of an order summary: the card and the amount it pays, as a minus. */
export interface GiftCardRowView {
  label: string;
  amount: string;
}

/** The summary's gift card rows and what is left to pay; null rows and amount when no card is applied. */
export function giftCardRows(
  cards: readonly { code: string; applied_balance: { value: number } }[],
  amountDue: { value: number } | null | undefined,
  format: (amount: number) => string,
): { rows: GiftCardRowView[]; amountDue: string | null } {
  if (cards.length === 0) return { rows: [], amountDue: null };
  return {
    rows: cards.map((card) => ({ label: maskCardNumber(card.code), amount: format(-Math.abs(card.applied_balance.value)) })),
    amountDue: format(Math.max(0, amountDue?.value ?? 0)),
  };
}
