import type { Route } from './+types/customer-forgotpassword';
import { ForgotPasswordPageView } from '../features/account/forgot-password-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/forgotpassword/` (R11, A8); with `?email=&token=` the new-password form (A9). */
export { forgotPasswordAction as action, loadForgotPasswordPage as loader } from '../features/account/password-reset.server.ts';

export const headers = privateHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  const title = { reset: 'account.reset.title', deadLink: 'account.reset.deadTitle', request: 'account.forgot.title' } as const;
  return noindexMeta(matches, title[data?.mode ?? 'request']);
}

export default function CustomerForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPageView data={loaderData} lastResult={actionData?.result} />;
}
