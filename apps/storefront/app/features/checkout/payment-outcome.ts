/**
 * After the payment provider (CO15, CO16, OC3, OC4): where the return address leads, and the
 * failed page's message per provider code.
 */
import { paymentResultCodes } from '@shop/rules';

export interface PaymentResultSource {
  status: 'open' | 'paid' | 'cancelled' | 'refused' | 'expired' | 'refunded';
  result_code: number | null;
  order_number: string;
}

export type PaymentReturn = { kind: 'paid'; location: string } | { kind: 'failed'; location: string } | { kind: 'open' };

/** The confirmation page of an order; its path keeps the order number's case (R14). */
export function orderCompletePath(orderNumber: string): string {
  return `/order-complete/${encodeURIComponent(orderNumber)}/`;
}

/** Outcomes the failed page names by the payment's status rather than a provider code (decision 035). */
export const FAILED_STATUSES = ['expired', 'refunded'] as const;
export type FailedStatus = (typeof FAILED_STATUSES)[number];

/** The failed page for a provider code. */
export function failedPath(code: number | null): string {
  return code == null ? '/checkout/failed/' : `/checkout/failed/?code=${code}`;
}

/** The failed page for a payment the shop let expire, or one refunded because it came after that. */
function failedStatusPath(status: FailedStatus): string {
  return `/checkout/failed/?status=${status}`;
}

/** What the provider's result means for the shopper coming back: paid, failed or still open. */
export function paymentReturn(result: PaymentResultSource): PaymentReturn {
  switch (result.status) {
    case 'paid':
      return { kind: 'paid', location: orderCompletePath(result.order_number) };
    case 'open':
      return { kind: 'open' };
    case 'refused':
      return { kind: 'failed', location: failedPath(result.result_code ?? paymentResultCodes.refused[0]) };
    case 'cancelled':
      return { kind: 'failed', location: failedPath(result.result_code ?? paymentResultCodes.cancelled[0]) };
    case 'expired':
    case 'refunded':
      return { kind: 'failed', location: failedStatusPath(result.status) };
  }
}

export type PaymentFailure = 'cancelled' | 'refused' | FailedStatus | 'unknown';

/**
 * The failed page's message (OC3): an expired or refunded payment by its status; otherwise by the
 * provider's code: 0, 890, 90 cancelled; 63 refused; anything else a general one.
 */
export function paymentFailure(code: string | number | null | undefined, status?: string | null): PaymentFailure {
  const named = FAILED_STATUSES.find((known) => known === status);
  if (named) return named;
  const value = typeof code === 'number' ? code : typeof code === 'string' && /^\d{1,6}$/.test(code.trim()) ? Number(code) : NaN;
  if ((paymentResultCodes.cancelled as readonly number[]).includes(value)) return 'cancelled';
  if ((paymentResultCodes.refused as readonly number[]).includes(value)) return 'refused';
  return 'unknown';
}
