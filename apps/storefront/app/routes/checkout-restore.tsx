import { redirect } from 'react-router';
import type { Route } from './+types/checkout-restore';
import { cartRestoreAction } from '../features/checkout/cart-restore.server.ts';

/** `/checkout/restore/`: the cart restore dialog's forms post here (OC10–OC12). */
export async function action({ request, context }: Route.ActionArgs) {
  return cartRestoreAction(request, context);
}

/** Nothing to show: an address typed by hand leads home. */
export function loader() {
  return redirect('/');
}
