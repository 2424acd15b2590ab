import type { Route } from './+types/customer-edit';
import { loadProfile, profileAction } from '../features/account/profile.server.ts';
import { ProfilePageView } from '../features/account/profile-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/edit/` (R11, A12): profile and password. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return profileAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.edit.title');
}

export default function CustomerEdit({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfilePageView data={loaderData} actionData={actionData} />;
}
