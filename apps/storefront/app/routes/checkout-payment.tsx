import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout-payment';
import { loadPaymentStep, submitPaymentStep } from '../features/checkout/payment-step.server.ts';
import { PaymentStepView } from '../features/checkout/payment-step.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/checkout/payment/`: step 3, payment and placing the order (CO11–CO15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentStep(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitPaymentStep(request, context);
}

/**
 * After a stock refusal the summary is read again, so the lines concerned show their message (CO14);
 * after a gift card refusal too, as the cards' balances may have changed (CO18).
 */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const result = actionResult as { error?: string; giftCard?: unknown } | undefined;
  return result?.error === 'outOfStock' || result?.giftCard !== undefined || defaultShouldRevalidate;
}

export const meta = noindexTitle('checkout.steps.payment');

export default function CheckoutPayment({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentStepView data={loaderData} actionData={actionData} />;
}
