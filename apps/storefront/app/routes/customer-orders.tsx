import type { Route } from './+types/customer-orders';
import { loadOrders } from '../features/account/account-pages.server.ts';
import { OrdersPageView } from '../features/account/orders-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/orders/` (R11, A16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrders(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.orders.title');
}

export default function CustomerOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPageView data={loaderData} />;
}
