import type { Route } from './+types/customer-forgotpassword';
import { forgotPasswordAction, loadForgotPasswordPage } from '../features/account/password-reset.server.ts';
import { ForgotPasswordPageView } from '../features/account/forgot-password-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/forgotpassword/` (R11, A8); with `?email=&token=` the new-password form (A9). */
export function loader({ request }: Route.LoaderArgs) {
  return loadForgotPasswordPage(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return noindexMeta(matches, data?.mode === 'reset' ? 'account.reset.title' : 'account.forgot.title');
}

export default function CustomerForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPageView data={loaderData} lastResult={actionData?.result} />;
}
