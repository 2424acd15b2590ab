import { formatPostcode } from '@shop/rules';
import { countryName } from '../../lib/i18n/country-name.ts';

/** An address as printed on an envelope: the order pages, the address book and the checkout's address cards. */
export interface PostalAddressView {
  name: string;
  company: string | null;
  /** Street with house number and addition, then postcode and city, then the country. */
  lines: string[];
  telephone: string | null;
}

/** An address as the API answers it, on a cart, an order or in the address book. */
export interface PostalAddressData {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: readonly (string | null)[] | null;
  postcode?: string | null;
  city?: string | null;
  country_code?: string | null;
  telephone?: string | null;
}

/** The envelope lines of an address, the country named in `language`; empty parts are left out. */
export function toPostalAddress(address: PostalAddressData, language: string): PostalAddressView {
  const street = (address.street ?? []).filter((line): line is string => Boolean(line));
  return {
    name: [address.firstname, address.lastname].filter(Boolean).join(' '),
    company: address.company || null,
    lines: [
      street.join(' '),
      [address.postcode ? formatPostcode(address.country_code, address.postcode) : '', address.city].filter(Boolean).join(' '),
      address.country_code ? countryName(address.country_code, language) : '',
    ].filter((line) => line !== ''),
    telephone: address.telephone || null,
  };
}
