import { redirect } from 'react-router';
import type { Route } from './+types/cart-add';
import { addToCartAction } from '../features/cart/add-to-cart/add-to-cart.server.ts';
import { GiftcardRetry } from '../features/product/giftcard-retry.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';
import { CART_PATH } from '../features/cart/cart-path.ts';

/** Requests whose action answered with a page (the gift card form again), so the loader does not send them away. */
const answeredWithPage = new WeakSet<object>();

/** `/cart/add/`: the add-to-cart action any page's form can post to (CA9–CA11). */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await addToCartAction(request, context);
  if (!(result instanceof Response)) answeredWithPage.add(context);
  return result;
}

/** Nothing to show here: an address typed by hand leads to the cart. */
export function loader({ context }: Route.LoaderArgs) {
  if (answeredWithPage.has(context)) return null;
  return redirect(CART_PATH, 302);
}

export const meta = noindexTitle('product.giftcard.retry.title', { follow: true });

/**
 * Without scripts, a gift card the shop could not add comes back here with the shopper's entries
 * and what to correct (D11–D13); every other answer of the action is a redirect.
 */
export default function CartAdd({ actionData }: Route.ComponentProps) {
  const page = actionData && 'ok' in actionData && !actionData.ok ? actionData.giftcardPage : undefined;
  if (!page || !actionData || actionData.ok) return null;
  return <GiftcardRetry page={page} lastResult={actionData.giftcard} />;
}
