import type { Route } from './+types/checkout-shipment';
import { checkoutMeta } from '../features/checkout/checkout-meta.ts';
import { loadShipmentStep, submitShipmentStep } from '../features/checkout/shipment-step.server.ts';
import { ShipmentStepView } from '../features/checkout/shipment-step.tsx';

/** `/checkout/shipment/`: step 2, the delivery option (CO7–CO10). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShipmentStep(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitShipmentStep(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return checkoutMeta(matches, 'checkout.steps.shipment');
}

export default function CheckoutShipment({ loaderData, actionData }: Route.ComponentProps) {
  return <ShipmentStepView data={loaderData} actionData={actionData} />;
}
