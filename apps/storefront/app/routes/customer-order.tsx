import type { Route } from './+types/customer-order';
import { loadOrderDetail } from '../features/account/account-pages.server.ts';
import { OrderPageView } from '../features/account/order-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/orders/{number}/` (R11, A17); another customer's order answers 404 (A18). */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrderDetail(params.id, context);
}

export const headers = privateHeaders;

export const meta = noindexTitle('account.orders.title');

export default function CustomerOrder({ loaderData }: Route.ComponentProps) {
  return <OrderPageView data={loaderData} />;
}
