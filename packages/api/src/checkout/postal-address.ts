import { formatPostcode } from '@shop/rules';
import type { CartAddress } from '../cart/tables.ts';

/** An order's delivery address as it is written on a parcel, one line each, for the e-mails that name it. */
export function postalAddress(address: CartAddress): string {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.street.filter(Boolean).join(' '),
    `${formatPostcode(address.country_code, address.postcode)} ${address.city}`,
    address.country_code,
  ]
    .filter(Boolean)
    .join('\n');
}
