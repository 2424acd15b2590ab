import { redirect } from 'react-router';
import type { Route } from './+types/cart-add';
import { addToCartAction } from '../features/cart/add-to-cart/add-to-cart.server.ts';

/** `/cart/add/`: the add-to-cart action any page's form can post to (CA9–CA11). */
export async function action({ request, context }: Route.ActionArgs) {
  return addToCartAction(request, context);
}

/** Nothing to show here: an address typed by hand leads to the cart. */
export function loader() {
  return redirect('/cart/', 302);
}
