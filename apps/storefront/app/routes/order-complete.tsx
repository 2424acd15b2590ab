import type { Route } from './+types/order-complete';
import { loadOrderComplete } from '../features/checkout/after-payment.server.ts';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';
import { OrderCompleteView } from '../features/checkout/order-complete.tsx';

/** `/order-complete/{id}/`: the order confirmation (OC1, OC2); the path keeps its case (R14). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return { order: await loadOrderComplete(request, context, params.id) };
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta(matches, 'checkout.orderComplete.metaTitle');
}

export default function OrderComplete({ loaderData }: Route.ComponentProps) {
  return <OrderCompleteView order={loaderData.order} />;
}
