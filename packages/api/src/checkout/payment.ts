/**
 * Checkout step 3 (CO11, CO12): the store's payment methods with their provider data (iDEAL's
 * issuing banks) and the shopper's choice.
 */
import { asc, eq } from 'drizzle-orm';
import { localize } from '../catalog/localize.ts';
import { mutateCart } from '../cart/service.ts';
import type { CartRow } from '../cart/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import { storeConfiguration } from '../store/service.ts';
import { paymentMethods, type PaymentMethodRow } from './tables.ts';
import type { CartModel } from '../cart/model.ts';
import { assertGiftCardsPayAll, GIFT_CARD_PAYMENT, paidByGiftCards } from '../giftcard/payment.ts';

const MAX_PURCHASE_ORDER_NUMBER = 64;

/**
 * Active payment methods of a store in display order. Every store's methods are held in memory
 * until the table changes; inside a transaction (choosing, placing an order) they are read as committed.
 */
export function storePaymentMethods(db: DbOrTx, storeCode: string): Promise<PaymentMethodRow[]> {
  return storeConfiguration(db, storeCode, 'payment_methods', () =>
    db.select().from(paymentMethods).where(eq(paymentMethods.active, true)).orderBy(asc(paymentMethods.position), asc(paymentMethods.id)),
  );
}

/** The store's methods for a request (a cart's available and selected methods both need them). */
export function requestPaymentMethods(ctx: RequestContext, storeCode: string): Promise<PaymentMethodRow[]> {
  return storePaymentMethods(ctx.db, storeCode);
}

export function paymentMethodTitle(method: PaymentMethodRow, language: string): string {
  return localize(method.title, language) ?? method.code;
}

/**
 * The methods a cart is offered: Magento's `free` only while the applied gift cards bring the grand
 * total to zero, as Magento offers it (decision 062); the others always.
 */
export function offeredPaymentMethods(methods: PaymentMethodRow[], model: Pick<CartModel, 'giftCards' | 'totals'>): PaymentMethodRow[] {
  return paidByGiftCards(model) ? methods : methods.filter((method) => method.code !== GIFT_CARD_PAYMENT);
}

/** Magento's AvailablePaymentMethod plus the provider data the spec lists (key, value, values). */
export function availablePaymentMethodView(method: PaymentMethodRow, language: string) {
  return {
    code: method.code,
    title: paymentMethodTitle(method, language),
    icon: method.icon,
    payment_provider_data:
      method.issuers.length > 0
        ? [{ key: 'issuer', value: null, values: method.issuers.map((i) => ({ code: i.code, img: i.img, name: i.name })) }]
        : [],
  };
}

/** The chosen method; empty code and title while none is chosen, as Magento answers. */
export function selectedPaymentMethodView(cart: CartRow, methods: PaymentMethodRow[], language: string) {
  const chosen = cart.paymentMethod;
  const method = chosen ? methods.find((m) => m.code === chosen.code) : undefined;
  if (!chosen || !method) return { code: '', title: '', purchase_order_number: null, issuer: null };
  return {
    code: method.code,
    title: paymentMethodTitle(method, language),
    purchase_order_number: chosen.purchase_order_number ?? null,
    issuer: chosen.issuer ?? null,
  };
}

export interface PaymentMethodInput {
  code: string;
  purchase_order_number?: string | null;
  issuer?: string | null;
}

/** Checks a payment choice against the store's methods; methods with issuers need one of them. */
export function checkPaymentChoice(methods: PaymentMethodRow[], input: PaymentMethodInput, language: string) {
  const method = methods.find((m) => m.code === input.code);
  if (!method) throw inputError('CHECKOUT_PAYMENT_METHOD_UNAVAILABLE', {}, 'The requested Payment Method is not available.');
  const orderNumber = input.purchase_order_number?.trim() || null;
  if (orderNumber && orderNumber.length > MAX_PURCHASE_ORDER_NUMBER) {
    throw inputError(
      'INPUT_TOO_LONG',
      { field: 'purchase_order_number', max: MAX_PURCHASE_ORDER_NUMBER },
      `purchase_order_number can be at most ${MAX_PURCHASE_ORDER_NUMBER} characters`,
    );
  }
  let issuer: string | null = null;
  if (method.issuers.length > 0) {
    issuer = input.issuer?.trim() || null;
    const title = paymentMethodTitle(method, language);
    const field = 'payment_method.issuer';
    if (!issuer) throw inputError('CHECKOUT_ISSUER_REQUIRED', { field, method: method.code }, `Choose your bank to pay with ${title}`);
    if (!method.issuers.some((i) => i.code === issuer)) {
      const shown = issuer.slice(0, 64);
      const params = { field, method: method.code, issuer: shown };
      throw inputError('CHECKOUT_ISSUER_INVALID', params, `"${shown}" is not a bank you can pay with using ${title}`);
    }
  }
  return { method, choice: { code: method.code, issuer, purchase_order_number: orderNumber } };
}

/** Chooses the payment method (CO12); `free` only while the applied gift cards pay everything. */
export async function setPaymentMethodOnCart(ctx: RequestContext, maskedId: string, input: PaymentMethodInput): Promise<CartRow> {
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const { choice } = checkPaymentChoice(await storePaymentMethods(tx, cart.storeCode), input, ctx.language);
    if (choice.code === GIFT_CARD_PAYMENT) await assertGiftCardsPayAll(ctx, tx, cart);
    return { paymentMethod: choice };
  });
}
