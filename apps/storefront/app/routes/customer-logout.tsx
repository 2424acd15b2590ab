import type { Route } from './+types/customer-logout';
import { LogoutPageView } from '../features/account/logout-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/logout/`: POST logs out (A6); GET changes nothing. */
export { logoutAction as action, loadLogoutPage as loader } from '../features/account/logout.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.nav.logout');

export default function CustomerLogout({ loaderData }: Route.ComponentProps) {
  return <LogoutPageView loggedIn={loaderData.loggedIn} />;
}
