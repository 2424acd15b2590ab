import type { Route } from './+types/customer-orders';
import { OrdersPageView } from '../features/account/orders-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/orders/` (R11, A16). */
export { loadOrders as loader } from '../features/account/account-pages.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.orders.title');

export default function CustomerOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPageView data={loaderData} />;
}
