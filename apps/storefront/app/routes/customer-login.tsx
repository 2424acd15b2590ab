import type { Route } from './+types/customer-login';
import { loadLoginPage, loginAction } from '../features/account/login.server.ts';
import { LoginPageView } from '../features/account/login-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/login/` (R11, A4, A5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.login.title');
}

export default function CustomerLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPageView data={loaderData} lastResult={actionData?.result} />;
}
