/**
 * Step 3, payment (CO11–CO15): the methods with their icons and issuing banks, and what the
 * shopper sees when placing the order fails.
 */
import type { ApiErrorInfo } from '../../lib/api-errors.ts';
import { cartErrorText, isStockShortage, type ErrorText } from '../cart/cart-errors.ts';
import { GIFT_CARD_METHOD } from '../giftcard/payment-cards-model.ts';
import type { CheckoutCart } from './summary-model.ts';

export interface PaymentIssuerView {
  code: string;
  name: string;
}

export interface PaymentMethodView {
  code: string;
  title: string;
  /** The method's badge from the image service. */
  icon: string;
  /** iDEAL's banks (provider data key `issuer`); empty for methods without a choice. */
  issuers: PaymentIssuerView[];
}

/** The provider data key under which a method lists its issuers (CO11). */
export const ISSUER_KEY = 'issuer';

/**
 * The payment methods of the cart (CO11). The gift card method is not a choice: gift cards are
 * entered in their own section, and an order they pay entirely is placed with it (CO18).
 */
export function toPaymentMethods(cart: Pick<CheckoutCart, 'available_payment_methods'>): PaymentMethodView[] {
  return cart.available_payment_methods
    .filter((method) => method.code !== GIFT_CARD_METHOD)
    .map((method) => ({
      code: method.code,
      title: method.title,
      icon: `/media/payment/${encodeURIComponent(method.icon || method.code)}.svg`,
      issuers: method.payment_provider_data.filter((data) => data.key === ISSUER_KEY).flatMap((data) => data.values),
    }));
}

/** The bank select of a method with issuers (only the chosen method's select is read). */
export function issuerFieldName(methodCode: string): string {
  return `issuer:${methodCode}`;
}

export interface PaymentChoice {
  method: string;
  issuer: string | null;
}

export type PaymentChoiceError = 'methodRequired' | 'issuerRequired';

/** Checks a submitted choice against the methods offered: a known method, and a bank where needed. */
export function checkPaymentChoice(
  methods: readonly PaymentMethodView[],
  form: { method: unknown; issuer: unknown },
): { choice: PaymentChoice } | { error: PaymentChoiceError } {
  const method = methods.find((m) => m.code === form.method);
  if (!method) return { error: 'methodRequired' };
  if (method.issuers.length === 0) return { choice: { method: method.code, issuer: null } };
  const issuer = method.issuers.find((i) => i.code === form.issuer);
  return issuer ? { choice: { method: method.code, issuer: issuer.code } } : { error: 'issuerRequired' };
}

/** What failed when placing the order (CO14): stock, another reason, or a step left incomplete. */
/** `tooManyRequests`: the API's rate limit for this shopper (decision 034). */
export type PlaceOrderFailure = 'outOfStock' | 'cannotPlace' | 'failed' | 'tooManyRequests';

/** Sorts the API's refusals of a placeOrder by their codes (decision 038). */
export function placeOrderFailure(refusals: readonly ApiErrorInfo[]): PlaceOrderFailure {
  if (refusals.some((info) => info.code === 'TOO_MANY_REQUESTS')) return 'tooManyRequests';
  if (refusals.some(isStockShortage)) return 'outOfStock';
  if (refusals.some((info) => info.code !== null)) return 'cannotPlace';
  return 'failed';
}

/** What exactly stops the order (the product out of stock, a step left undone), or null without a code. */
export function placeOrderDetail(refusals: readonly ApiErrorInfo[]): ErrorText | null {
  const refusal = refusals.find((info) => info.code !== null);
  if (!refusal) return null;
  const text = cartErrorText(refusal, '');
  return text.id === '' ? null : text;
}
