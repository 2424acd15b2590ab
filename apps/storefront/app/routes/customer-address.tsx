import type { Route } from './+types/customer-address';
import { AddressBookPageView } from '../features/account/address-book-page.tsx';
import { noindexTitle, privateHeaders } from '../features/seo/private-page.ts';

/** `/customer/address/` (R11, A13–A15). */
export { addressBookAction as action, loadAddressBook as loader } from '../features/account/address-book.server.ts';

export const headers = privateHeaders;

export const meta = noindexTitle('account.address.title');

export default function CustomerAddress({ loaderData, actionData }: Route.ComponentProps) {
  return <AddressBookPageView data={loaderData} actionData={actionData} />;
}
