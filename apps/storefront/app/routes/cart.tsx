import type { Route } from './+types/cart';
import { messages } from '../features/cart/messages.ts';
import { cartPageAction, loadCartPage } from '../features/cart/cart-page.server.ts';
import { CartPageView } from '../features/cart/cart-page.tsx';
import { toLocale } from '../lib/i18n/catalogue.ts';

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
  const root = matches[0]?.data as { language?: string; websiteName?: string } | undefined;
  const title = messages[toLocale(root?.language)]['cart.page.title'];
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,follow' }];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPageView data={loaderData} actionData={actionData} />;
}
