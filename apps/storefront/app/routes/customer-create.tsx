import type { Route } from './+types/customer-create';
import { loadRegisterPage, registerAction } from '../features/account/login.server.ts';
import { RegisterPageView } from '../features/account/register-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/create/` (R11, A7). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRegisterPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return registerAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.register.title');
}

export default function CustomerCreate({ actionData }: Route.ComponentProps) {
  return <RegisterPageView lastResult={actionData?.result} />;
}
