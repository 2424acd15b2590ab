import type { Route } from './+types/checkout-data';
import { DataStepView } from '../features/checkout/data-step.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/checkout/`: step 1, e-mail and addresses (CO2–CO6). */
export { submitDataStep as action, loadDataStep as loader } from '../features/checkout/data-step.server.ts';

export const meta = noindexTitle('checkout.steps.data');

export default function CheckoutData({ loaderData, actionData }: Route.ComponentProps) {
  return <DataStepView data={loaderData} lastResult={actionData?.result} />;
}
