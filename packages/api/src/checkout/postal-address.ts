import { countryName, formatPostcode, type Locale } from '@shop/rules';
import type { CartAddress } from '../cart/tables.ts';

/**
 * An order's delivery address as it is written on a parcel, one line each, for the e-mails that
 * name it: the country by its name in the mail's language ("Nederland", "Niederlande"), not its code.
 */
export function postalAddress(address: CartAddress, language: Locale): string {
  return [
    `${address.firstname} ${address.lastname}`,
    address.company,
    address.street.filter(Boolean).join(' '),
    `${formatPostcode(address.country_code, address.postcode)} ${address.city}`,
    address.country_code ? countryName(address.country_code, language) : '',
  ]
    .filter(Boolean)
    .join('\n');
}
