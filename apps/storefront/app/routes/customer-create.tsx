import type { Route } from './+types/customer-create';
import { RegisterPageView } from '../features/account/register-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/create/` (R11, A7). */
export { registerAction as action, loadRegisterPage as loader } from '../features/account/login.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.register.title');

export default function CustomerCreate({ actionData }: Route.ComponentProps) {
  return <RegisterPageView lastResult={actionData?.result} />;
}
