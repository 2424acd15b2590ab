import type { Route } from './+types/poccheckout';
import { loadCheckoutLayout } from '../features/checkout/checkout-layout.server.ts';
import { CheckoutLayout } from '../features/checkout/checkout-layout.tsx';
import { checkoutLayoutHandle } from '../features/checkout/layout-handle.ts';
import { PocCheckoutPage } from '../features/content/utility-pages.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** Drawn in the checkout layout (L4), like the checkout itself. */
export const handle = checkoutLayoutHandle;

/** `/poccheckout/` and `/poccheckout/{id}/` (R5, R6): the checkout proof of concept; internal, noindex. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = params.id && /^[A-Za-z0-9_-]{1,64}$/.test(params.id) ? params.id : null;
  return { layout: await loadCheckoutLayout(context), id };
}

export const meta = noindexTitle('content.utility.poc.title');

export default function PocCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutLayout layout={loaderData.layout}>
      <PocCheckoutPage id={loaderData.id} />
    </CheckoutLayout>
  );
}
