import type { Route } from './+types/customer-address';
import { addressBookAction, loadAddressBook } from '../features/account/address-book.server.ts';
import { AddressBookPageView } from '../features/account/address-book-page.tsx';
import { noindexMeta, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/address/` (R11, A13–A15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressBook(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return addressBookAction(request, context);
}

export const headers = privateHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'account.address.title');
}

export default function CustomerAddress({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressBookPageView data={loaderData} actionData={actionData} />;
}
