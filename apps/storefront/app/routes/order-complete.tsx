import type { Route } from './+types/order-complete';
import { loadOrderComplete } from '../features/checkout/after-payment.server.ts';
import { OrderCompleteView } from '../features/checkout/order-complete.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/order-complete/{id}/`: the order confirmation (OC1, OC2); the path keeps its case (R14). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadOrderComplete(request, context, params.id) };
}

export const meta = noindexTitle('checkout.orderComplete.metaTitle');

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  return <OrderCompleteView order={loaderData.order} />;
}
