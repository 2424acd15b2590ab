import type { Route } from './+types/customer-logout';
import { loadLogoutPage, logoutAction } from '../features/account/logout.server.ts';
import { LogoutPageView } from '../features/account/logout-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/logout/`: POST logs out (A6); GET changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLogoutPage(request, context);
}

export async function action({ context }: Route.ActionArgs) {
  return logoutAction(context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.nav.logout');
}

export default function CustomerLogout({ loaderData }: Route.ComponentProps) {
  return <LogoutPageView loggedIn={loaderData.loggedIn} />;
}
