import type { Route } from './+types/cart';
import { cartPageAction, loadCartPage } from '../features/cart/cart-page.server.ts';
import { CartPageView } from '../features/cart/cart-page.tsx';
import { cartClientAction } from '../features/cart/cart-client-action.ts';
import { noindexTitle } from '../features/seo/private-page.ts';

/** The cart template: the footer leaves out its top band here (L2, L3). */
export const handle = { template: 'cart' };

/** `/cart/`: the shopping cart (spec 001 §2; CA8). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCartPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return cartPageAction(request, context);
}

/** A form whose answer never comes keeps the cart page and says so at the form (CA22). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return cartClientAction(request, serverAction);
}

export const meta = noindexTitle('cart.page.title', { follow: true });

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPageView data={loaderData} actionData={actionData} />;
}
