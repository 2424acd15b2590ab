import type { Route } from './+types/checkout-data';
import { loadDataStep, submitDataStep } from '../features/checkout/data-step.server.ts';
import { DataStepView } from '../features/checkout/data-step.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/checkout/`: step 1, e-mail and addresses (CO2–CO6). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDataStep(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitDataStep(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'checkout.steps.data');
}

export default function CheckoutData({ loaderData, actionData }: Route.ComponentProps) {
  return <DataStepView data={loaderData} lastResult={actionData?.result} />;
}
