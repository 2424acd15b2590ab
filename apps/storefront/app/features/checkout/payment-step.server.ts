/**
 * Step 3, payment (CO11–CO15): the payment methods, then placing the order and sending the shopper
 * to the provider's payment page.
 */
import type { Locale } from '@shop/rules';
import { data, redirectDocument, type AppLoadContext } from 'react-router';
import { affiliateCodeOf } from '../analytics/affiliate.ts';
import { placedOrderCookie } from '../cart/cart-cookie.server.ts';
import { apiErrors } from '../../lib/api-errors.ts';
import type { ErrorText } from '../cart/cart-errors.ts';
import { isGiftCardRefusal } from '../giftcard/api-errors.ts';
import { loadCheckoutStep } from './checkout-session.server.ts';
import { CheckoutPlaceOrderMutation, CheckoutSetPaymentMethodMutation } from './checkout-mutations.ts';
import {
  checkPaymentChoice,
  issuerFieldName,
  placeOrderDetail,
  placeOrderFailure,
  toPaymentMethods,
  type PaymentChoiceError,
  type PaymentMethodView,
  type PlaceOrderFailure,
} from './payment-model.ts';
import { decodeShippingManagerOption, deliveryDayLabel } from './shipment-model.ts';
import { checkoutPrice, toOrderSummary, type CheckoutCart, type OrderSummaryView } from './summary-model.ts';
import { applyGiftCardIntent, giftCardPlaceOrderFailure, removeGiftCardIntent } from '../giftcard/payment-cards.server.ts';
import {
  APPLY_INTENT,
  coveredByGiftCards,
  GIFT_CARD_METHOD,
  REMOVE_INTENT,
  toPaymentGiftCards,
  type GiftCardActionData,
  type PaymentGiftCardsView,
} from '../giftcard/payment-cards-model.ts';
import { isTooManyRequests } from '../../lib/rate-limit.ts';
import { mutationOutput } from '../../lib/mutation-output.ts';

export interface PaymentStepData {
  summary: OrderSummaryView;
  methods: PaymentMethodView[];
  selectedMethod: string | null;
  selectedIssuer: string | null;
  /** The chosen delivery in words, with the day or the place. */
  delivery: { title: string; detail: string | null } | null;
  /** Gift cards applied and what is left to pay (CO18). */
  giftCards: PaymentGiftCardsView;
}

export interface PaymentActionData {
  error: PaymentChoiceError | PlaceOrderFailure;
  /** What exactly stopped the order, as the text of the API's refusal code. */
  detail: ErrorText | null;
}

/** What the payment step's action answers: placing the order failed, or a gift card was refused. */
export type PaymentStepActionData = PaymentActionData | GiftCardActionData;

function deliverySummary(cart: CheckoutCart, language: Locale) {
  const method = cart.shipping_addresses[0]?.selected_shipping_method;
  if (!method) return null;
  const option = decodeShippingManagerOption(cart.shippingManagerOption);
  const detail =
    option?.type === 'home' ? (option.deliveryDate ? deliveryDayLabel(option.deliveryDate, language) : null) : (option?.name ?? null);
  return { title: `${method.carrier_title} – ${method.method_title}`, detail };
}

/** The payment step's loader (CO11, CO12): the methods, the earlier choice kept selected. */
export async function loadPaymentStep(request: Request, context: AppLoadContext): Promise<PaymentStepData> {
  const { cart } = await loadCheckoutStep(request, context, 3);
  const methods = toPaymentMethods(cart);
  const chosen = cart.selected_payment_method.code;
  return {
    summary: toOrderSummary(cart, context.language),
    methods,
    selectedMethod: methods.some((m) => m.code === chosen) ? chosen : (methods[0]?.code ?? null),
    selectedIssuer: cart.selected_payment_method.issuer ?? null,
    delivery: deliverySummary(cart, context.language),
    giftCards: toPaymentGiftCards(cart, (amount) => checkoutPrice(amount, context.language)),
  };
}

const failure = (error: PaymentActionData['error'], detail: ErrorText | null = null) =>
  data<PaymentActionData>({ error, detail }, { status: 400 });

/**
 * The payment step's action (CO12–CO15, CO18): applies or removes a gift card (intents
 * `applyGiftCard`, `removeGiftCard`), or sets the method and places the order, remembers the cart
 * for restoring (placed_order_for_quote) and sends the browser to the payment page with a full
 * load. An order the gift cards pay entirely is placed with the gift card method.
 */
export async function submitPaymentStep(request: Request, context: AppLoadContext) {
  const [{ cartId, cart }, form] = await Promise.all([loadCheckoutStep(request, context, 3), request.formData()]);
  const intent = form.get('intent');
  if (intent === APPLY_INTENT) return applyGiftCardIntent(form, cartId, context);
  if (intent === REMOVE_INTENT) return removeGiftCardIntent(form, cartId, context);

  const methods = toPaymentMethods(cart);
  const method = form.get('method');
  const checked = coveredByGiftCards(cart)
    ? { choice: { method: GIFT_CARD_METHOD, issuer: null } }
    : checkPaymentChoice(methods, {
        method,
        issuer: typeof method === 'string' ? form.get(issuerFieldName(method)) : null,
      });
  if ('error' in checked) return failure(checked.error);

  let payUrl: string;
  try {
    await context.api.query(CheckoutSetPaymentMethodMutation, {
      cartId,
      method: { code: checked.choice.method, issuer: checked.choice.issuer },
    });
    // CK10: the partner code of the landing goes with the order for attribution.
    const { placeOrder } = await context.api.query(CheckoutPlaceOrderMutation, { cartId, affiliateCode: affiliateCodeOf(request) });
    payUrl = mutationOutput(placeOrder, 'placeOrder').pay_redirect_url;
  } catch (error) {
    const refusals = apiErrors(error);
    if (refusals.length === 0) throw error;
    if (isTooManyRequests(error)) {
      context.log.warn({ err: error }, 'placing the order was refused by the rate limit');
      return data<PaymentActionData>({ error: 'tooManyRequests', detail: null }, { status: 429 });
    }
    // A gift card that no longer holds what the cart counted on: its message at the gift cards (CO18).
    if (isGiftCardRefusal(refusals)) {
      context.log.warn({ err: error }, 'placing the order failed on a gift card');
      return giftCardPlaceOrderFailure(refusals);
    }
    context.log.warn({ err: error }, 'placing the order failed');
    return failure(placeOrderFailure(refusals), placeOrderDetail(refusals));
  }
  // The provider's page is not a page of this app: the browser must load it, also after a script submit.
  return redirectDocument(payUrl, { status: 303, headers: { 'Set-Cookie': placedOrderCookie(cartId, context) } });
}
