import type { Route } from './+types/customer-dashboard';
import { DashboardPageView } from '../features/account/dashboard-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/` (R11, A11); without login a 301 to the login page (R12). */
export { loadDashboard as loader } from '../features/account/account-pages.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.dashboard.title');

export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPageView data={loaderData} />;
}
