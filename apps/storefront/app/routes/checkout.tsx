import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/checkout';
import { loadCheckoutFrame } from '../features/checkout/checkout-layout.server.ts';
import { submitInStoreCheck } from '../features/instore/instore-state.server.ts';
import { CheckoutLayout } from '../features/checkout/checkout-layout.tsx';
import { FALLBACK_CHECKOUT_LAYOUT } from '../features/checkout/checkout-layout-model.ts';
import { checkoutLayoutHandle } from '../features/checkout/layout-handle.ts';
import { ErrorPage } from '../features/shell/error-page.tsx';

/** `/checkout/*` is drawn in its own layout (L4), not the shop's header and footer. */
export const handle = checkoutLayoutHandle;

/** The checkout frame: selling points for the checkout placement (L4) and the tabletop check (T3–T7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckoutFrame(request, context);
}

/** The tabletop check's flag / unflag requests (T5, T7). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitInStoreCheck(request, context);
}

/** The frame does not change within a visit to the checkout. */
export function shouldRevalidate() {
  return false;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return (
    <CheckoutLayout layout={loaderData}>
      <Outlet />
    </CheckoutLayout>
  );
}

/** A failing step keeps the checkout frame around the shared error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>('routes/checkout') ?? FALLBACK_CHECKOUT_LAYOUT;
  return (
    <CheckoutLayout layout={layout}>
      <ErrorPage error={error} showDetails={import.meta.env.DEV} />
    </CheckoutLayout>
  );
}
