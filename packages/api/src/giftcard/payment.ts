/**
 * Orders the applied gift cards pay in full (CO18, CO20): no provider payment is opened. The order
 * gets a payment row of Magento's `free` method (the grand total left to pay is zero), paid at once, and the shopper goes straight to the
 * storefront's return address, which finds the payment paid and shows the confirmation.
 */
import { randomBytes } from 'node:crypto';
import { paymentCodes } from '@shop/rules';
import { transactionReader } from '../cart/catalog-reader.ts';
import { buildCartModel, type CartModel } from '../cart/model.ts';
import { onTransaction } from '../cart/service.ts';
import type { CartRow } from '../cart/tables.ts';
import { applyPaymentOutcome, type PaymentOutcome } from '../checkout/order-status.ts';
import { type PaymentRow, type OrderRow, type PaymentMethodRow, payments } from '../checkout/tables.ts';
import type { PaymentRedirect } from '../checkout/payment-provider.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Tx } from '../platform/db.ts';
import { userError } from '../platform/errors.ts';

/** The payment method (and provider) of orders paid in full with gift cards: Magento's zero-total `free`. */
export const GIFT_CARD_PAYMENT = paymentCodes.zeroTotal;

export const PAYMENT_NOT_COVERED_MESSAGE = 'The applied gift cards do not pay the whole order; choose a payment method for the rest.';

/** Whether the applied gift cards pay the whole grand total. */
export function paidByGiftCards(model: Pick<CartModel, 'giftCards' | 'totals'>): boolean {
  return model.giftCards.amount > 0 && model.totals.grandTotal - model.giftCards.amount <= 0;
}

/** The store's gift card method, or the same method as seeded when a store has none. */
export function giftCardPaymentMethod(methods: readonly PaymentMethodRow[], storeCode: string): PaymentMethodRow {
  return (
    methods.find((method) => method.code === GIFT_CARD_PAYMENT) ?? {
      id: 0,
      storeCode,
      code: GIFT_CARD_PAYMENT,
      title: { nl: 'Van Arkel cadeaukaart', en: 'Van Arkel gift card', de: 'Van Arkel Geschenkkarte' },
      icon: 'giftcard',
      issuers: [],
      position: 0,
      active: true,
    }
  );
}

/** Choosing `free` as the payment method is allowed only while the cards pay everything. */
export async function assertGiftCardsPayAll(ctx: RequestContext, tx: Tx, cart: CartRow): Promise<void> {
  const model = await buildCartModel(onTransaction(ctx, tx), cart, { db: tx, reader: transactionReader(tx) });
  if (!paidByGiftCards(model)) throw userError('GIFT_CARD_PAYMENT_NOT_COVERED', {}, PAYMENT_NOT_COVERED_MESSAGE);
}

/** Where the shopper goes after an order paid with gift cards: the storefront's return address. */
export function giftCardPaymentRedirect(payment: Pick<PaymentRow, 'reference' | 'amount'>, orderNumber: string): PaymentRedirect {
  return {
    reference: payment.reference,
    redirectUrl: `/checkout/return/?reference=${payment.reference}`,
    data: [
      { key: 'reference', value: payment.reference },
      { key: 'amount', value: (payment.amount / 100).toFixed(2) },
      { key: 'currency', value: 'EUR' },
      { key: 'method', value: GIFT_CARD_PAYMENT },
      { key: 'order_number', value: orderNumber },
    ],
  };
}

/**
 * Records the order as paid by its gift cards, inside placeOrder's transaction, and applies the
 * outcome (order processing, cart ordered, gift cards it bought issued). The caller sends the
 * confirmation and the gift card mails after the commit.
 */
export async function payWithGiftCards(
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<{ redirect: PaymentRedirect; outcome: PaymentOutcome }> {
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      provider: GIFT_CARD_PAYMENT,
      method: GIFT_CARD_PAYMENT,
      amount: 0,
      status: 'paid',
      reference: randomBytes(16).toString('hex'),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const paid = payment as PaymentRow;
  const outcome = await applyPaymentOutcome(tx, paid, now);
  return { redirect: giftCardPaymentRedirect(paid, order.number), outcome };
}
