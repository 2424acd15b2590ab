import type { Route } from './+types/customer-logout';
import { accountMeta, privateHeaders } from '../features/account/account-meta.ts';
import { loadLogoutPage, logoutAction } from '../features/account/logout.server.ts';
import { LogoutPageView } from '../features/account/logout-page.tsx';

/** `/customer/logout/`: POST logs out (A6); GET changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLogoutPage(request, context);
}

export async function action({ context }: Route.ActionArgs) {
  return logoutAction(context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(matches, 'account.nav.logout');
}

export default function CustomerLogout({ loaderData }: Route.ComponentProps) {
  return <LogoutPageView loggedIn={loaderData.loggedIn} />;
}
