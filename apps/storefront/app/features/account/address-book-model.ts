import type { CountryCodeEnum, CustomerAddressInput } from '../../graphql/graphql.ts';
import { toCartAddressInput, type AddressFormValue } from '../checkout/address-model.ts';
import { toPostalAddress, type PostalAddressView } from '../checkout/address-view.ts';

/** An address-book entry as the API answers it (AccountAddress fragment). */
export interface CustomerAddressData {
  id?: number | null;
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  postcode?: string | null;
  city?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
}

/** An address as the account pages and the checkout show it. */
export interface AddressCardView extends PostalAddressView {
  id: number;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

/** An address-book entry as a card; entries without an id are left out (they cannot be chosen). */
export function toAddressCard(address: CustomerAddressData, language: string): AddressCardView | null {
  if (address.id == null) return null;
  return {
    id: address.id,
    ...toPostalAddress(address, language),
    defaultBilling: Boolean(address.default_billing),
    defaultShipping: Boolean(address.default_shipping),
  };
}

/** The address book as cards, the defaults first (A13, A15). */
export function toAddressCards(addresses: readonly (CustomerAddressData | null)[] | null | undefined, language: string): AddressCardView[] {
  const rank = (card: AddressCardView) => (card.defaultShipping ? 0 : card.defaultBilling ? 1 : 2);
  return (addresses ?? [])
    .map((address) => (address ? toAddressCard(address, language) : null))
    .filter((card): card is AddressCardView => card !== null)
    .sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** An address-book entry as the form's default values (street lines: street, number, addition). */
export function toAddressFormValue(address: CustomerAddressData): AddressFormValue {
  const street = address.street ?? [];
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street: street[0] ?? '',
    houseNumber: street[1] ?? '',
    houseNumberAddition: street[2] ?? '',
    postcode: address.postcode ?? '',
    city: address.city ?? '',
    countryCode: address.country_code ?? '',
    telephone: address.telephone ?? '',
  };
}

/**
 * A parsed form address as the API's CustomerAddressInput. Only the address itself: an update must
 * not carry default_billing, default_shipping, id, region or extension_attributes (A14); the default
 * flags are added only where the shopper asked for them (`withDefaults`).
 */
export function toCustomerAddressInput(
  address: AddressFormValue,
  withDefaults: { defaultBilling?: boolean; defaultShipping?: boolean } = {},
): CustomerAddressInput {
  const input: CustomerAddressInput = { ...toCartAddressInput(address), country_code: address.countryCode as CountryCodeEnum };
  if (withDefaults.defaultBilling) input.default_billing = true;
  if (withDefaults.defaultShipping) input.default_shipping = true;
  return input;
}

/** The keys an address update never sends (A14). */
export const STRIPPED_ON_UPDATE = ['default_billing', 'default_shipping', 'id', 'region', 'extension_attributes'] as const;
