import type { Route } from './+types/customer-login';
import { LoginPageView } from '../features/account/login-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/login/` (R11, A4, A5). */
export { loginAction as action, loadLoginPage as loader } from '../features/account/login.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.login.title');

export default function CustomerLogin({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPageView data={loaderData} lastResult={actionData?.result} />;
}
