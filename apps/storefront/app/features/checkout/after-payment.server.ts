/**
 * After the provider (CO15, CO16, OC1–OC4): the return address, the failed page and the order
 * confirmation. The order's state always comes from the API, never from the address.
 */
import { redirect, type AppLoadContext } from 'react-router';
import { notFound } from '../../lib/not-found.server.ts';
import { cartIdCookie, placedOrderCookie, readCartId, readPlacedOrderCartId } from '../cart/cart-cookie.server.ts';
import { newCartCookies, restoredCartCookies, restoreShopperCart } from './cart-restore.server.ts';
import { apiErrors } from '../../lib/api-errors.ts';
import { lastOrderCookie, readLastOrder, redirectWithCookies } from './checkout-session.server.ts';
import { CheckoutPaymentResultQuery } from './checkout-mutations.ts';
import { toOrderConfirmation, type OrderConfirmationView } from './order-model.ts';
import { CheckoutPlacedOrderQuery, OrderCompleteQuery } from './order-query.ts';
import { orderCompletePath, paymentFailure, paymentReturn, type PaymentFailure } from './payment-outcome.ts';
import { stepPaths } from './steps.ts';

const MAX_REFERENCE = 64;

/** The return page when it does not redirect: a payment still open, or paid for an order of another browser. */
export type PaymentReturnData =
  | {
      kind: 'open';
      /** The provider's page, to finish paying. */
      payUrl: string;
      /** This address again, to look once more. */
      retryUrl: string;
    }
  | { kind: 'paid'; orderNumber: string };

/**
 * The cart of this browser the order was placed from: the placed order's cart or the cart cookie,
 * asked of the API with the order number (the payment reference alone shows no cart). Null when
 * neither placed it, e.g. the payment was finished on another device.
 */
async function orderedCartOf(request: Request, context: AppLoadContext, orderNumber: string): Promise<string | null> {
  const candidates = new Set([readPlacedOrderCartId(request), readCartId(request, context)].filter((id): id is string => id !== null));
  for (const cartId of candidates) {
    const { placedOrder } = await context.api.query(CheckoutPlacedOrderQuery, { cartId, orderNumber });
    if (placedOrder) return cartId;
  }
  return null;
}

/**
 * `/checkout/return/?reference=…` (CO15): asks the API what the provider recorded. Paid → the
 * confirmation, with the ordered cart's cookies cleared and the order remembered for this browser
 * (or, when this browser did not place the order, a thank-you with only its number); cancelled,
 * refused, expired or refunded → the failed page; still open → a waiting page; unknown → 404.
 */
export async function handlePaymentReturn(request: Request, context: AppLoadContext): Promise<PaymentReturnData> {
  const url = new URL(request.url);
  const reference = url.searchParams.get('reference')?.trim() ?? '';
  if (reference === '' || reference.length > MAX_REFERENCE) return notFound(context);
  let result;
  try {
    ({ paymentResult: result } = await context.api.query(CheckoutPaymentResultQuery, { reference }));
  } catch (error) {
    if (apiErrors(error).length > 0) return notFound(context);
    throw error;
  }
  const next = paymentReturn(result);
  if (next.kind === 'paid') {
    const ordered = await orderedCartOf(request, context, result.order_number);
    if (!ordered) return { kind: 'paid', orderNumber: result.order_number };
    throw redirectWithCookies(next.location, [
      readCartId(request, context) === ordered ? cartIdCookie(null, context) : null,
      readPlacedOrderCartId(request) === ordered ? placedOrderCookie(null, context) : null,
      lastOrderCookie({ cartId: ordered, orderNumber: result.order_number }, context),
    ]);
  }
  if (next.kind === 'failed') throw redirect(next.location);
  return { kind: 'open', payUrl: `/payment/${encodeURIComponent(reference)}`, retryUrl: `${url.pathname}${url.search}` };
}

/** `/checkout/failed?code=…` or `?status=expired|refunded` (OC3): the message for the provider's code or the payment's status. */
export function loadPaymentFailed(request: Request): { failure: PaymentFailure } {
  const params = new URL(request.url).searchParams;
  return { failure: paymentFailure(params.get('code'), params.get('status')) };
}

/** "Try again" (OC4): the cart restored and back to the payment step; when that fails, a new cart at home. */
export async function retryPayment(request: Request, context: AppLoadContext): Promise<Response> {
  const restored = await restoreShopperCart(request, context);
  if (restored) return redirectWithCookies(stepPaths[3], restoredCartCookies(restored, context), 303);
  return redirectWithCookies('/', await newCartCookies(context), 303);
}

/** Orders that are paid (or further along); others are not confirmed. */
const CONFIRMED = new Set(['processing', 'complete']);
const MAX_ORDER_NUMBER = 32;

/**
 * `/order-complete/{id}/` (OC1, OC2, R14): the order with this number placed from this browser's
 * cart (the remembered paid order, the placed order's cart or the cart cookie); anyone else gets
 * the same 404 as for a number that does not exist. Without a number: the order this browser paid,
 * or, when this browser remembers none (paid on another device, cookies cleared), the confirmation
 * without an order's details (null): the thanks and where the details are, never a 404 (R14).
 */
export async function loadOrderComplete(
  request: Request,
  context: AppLoadContext,
  id: string | undefined,
): Promise<OrderConfirmationView | null> {
  const last = readLastOrder(request);
  if (!id) {
    if (last) throw redirect(orderCompletePath(last.orderNumber));
    return null;
  }
  if (id.length > MAX_ORDER_NUMBER) return notFound(context);
  const carts = new Set(
    [last?.orderNumber === id ? last.cartId : null, readPlacedOrderCartId(request), readCartId(request, context)].filter(
      (cartId): cartId is string => cartId !== null,
    ),
  );
  for (const cartId of carts) {
    const { placedOrder } = await context.api.query(OrderCompleteQuery, { cartId, orderNumber: id });
    if (placedOrder && CONFIRMED.has(placedOrder.status)) return toOrderConfirmation(placedOrder, context.language);
  }
  return notFound(context);
}
