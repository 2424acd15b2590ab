import type { Route } from './+types/cart';
import { cartPageAction, loadCartPage } from '../features/cart/cart-page.server.ts';
import { CartPageView } from '../features/cart/cart-page.tsx';

/** The cart template: the footer leaves out its top band here (L2, L3). */
export const handle = { template: 'cart' };

/** `/cart/`: the shopping cart (spec 001 §2; CA8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string>; websiteName?: string } | undefined;
  const title = root?.messages?.['cart.page.title'] ?? 'cart.page.title';
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,follow' }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPageView data={loaderData} actionData={actionData} />;
}
