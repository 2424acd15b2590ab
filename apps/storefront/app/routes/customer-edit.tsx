import type { Route } from './+types/customer-edit';
import { ProfilePageView } from '../features/account/profile-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/edit/` (R11, A12): profile and password. */
export { profileAction as action, loadProfile as loader } from '../features/account/profile.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.edit.title');

export default function CustomerEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePageView data={loaderData} actionData={actionData} />;
}
