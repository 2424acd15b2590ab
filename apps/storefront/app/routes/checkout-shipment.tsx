import type { Route } from './+types/checkout-shipment';
import { loadShipmentStep, submitShipmentStep } from '../features/checkout/shipment-step.server.ts';
import { ShipmentStepView } from '../features/checkout/shipment-step.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/checkout/shipment/`: step 2, the delivery option (CO7–CO10). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShipmentStep(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitShipmentStep(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'checkout.steps.shipment');
}

export default function CheckoutShipment({ loaderData, actionData }: Route.ComponentProps) {
  return <ShipmentStepView data={loaderData} actionData={actionData} />;
}
