import type { Route } from './+types/customer-dashboard';
import { loadDashboard } from '../features/account/account-pages.server.ts';
import { DashboardPageView } from '../features/account/dashboard-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/` (R11, A11); without login a 301 to the login page (R12). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadDashboard(context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.dashboard.title');
}

export default function CustomerDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPageView data={loaderData} />;
}
