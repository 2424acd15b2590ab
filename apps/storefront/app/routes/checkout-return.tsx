import type { Route } from './+types/checkout-return';
import { handlePaymentReturn } from '../features/checkout/after-payment.server.ts';
import { PaymentPendingView } from '../features/checkout/payment-pending.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/checkout/return/?reference=…`: where the payment provider sends the shopper back (CO15, CO16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return handlePaymentReturn(request, context);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return noindexMeta(matches, loaderData?.kind === 'paid' ? 'checkout.return.paidTitle' : 'checkout.return.title');
}

export default function CheckoutReturn({ loaderData }: Route.ComponentProps) {
  return <PaymentPendingView data={loaderData} />;
}
