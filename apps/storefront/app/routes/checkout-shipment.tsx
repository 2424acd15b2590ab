import type { Route } from './+types/checkout-shipment';
import { ShipmentStepView } from '../features/checkout/shipment-step.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/checkout/shipment/`: step 2, the delivery option (CO7–CO10). */
export { submitShipmentStep as action, loadShipmentStep as loader } from '../features/checkout/shipment-step.server.ts';

export const meta = noindexTitle('checkout.steps.shipment');

export default function CheckoutShipment({ loaderData, actionData }: Route.ComponentProps) {
  return <ShipmentStepView data={loaderData} actionData={actionData} />;
}
