import type { Route } from './+types/checkout-failed';
import { loadPaymentFailed, retryPayment } from '../features/checkout/after-payment.server.ts';
import { PaymentFailedView } from '../features/checkout/payment-failed.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/checkout/failed?code=…`: the failed payment screen (OC3). */
export function loader({ request }: Route.LoaderArgs) {
  return loadPaymentFailed(request);
}

/** "Try again" (OC4). */
export async function action({ request, context }: Route.ActionArgs) {
  return retryPayment(request, context);
}

export const meta = noindexTitle('checkout.failed.title');

export default function CheckoutFailed({ loaderData }: Route.ComponentProps) {
  return <PaymentFailedView failure={loaderData.failure} />;
}
