/** Customer and address rows in Magento's shapes (A10, A14). */
import type { CustomerAddress, ResolversParentTypes } from '../platform/generated/resolvers.ts';
import type { customerAddresses, customers } from './tables.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;

/** Magento's date-time text: "YYYY-MM-DD HH:MM:SS" in UTC. */
export function magentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Customer as this domain answers it: the resolver mapper (codegen.ts). */
export type CustomerView = ResolversParentTypes['Customer'];

export function customerView(row: CustomerRow): CustomerView {
  return {
    id: row.id,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    email: row.email,
    gender: row.gender,
    date_of_birth: row.dateOfBirth,
    dob: row.dateOfBirth,
    taxvat: row.taxvat,
    created_at: magentoDateTime(row.createdAt),
    allow_remote_shopping_assistance: false,
    // The shop sends no confirmation e-mail before a new account may sign in (decision 061).
    is_confirmed: true,
  };
}

/** The fields a stored address answers and is updated with as they are: names, company, street, city, postcode, phone, fax, VAT. */
export function addressFields(row: CustomerAddressRow) {
  return {
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vatId,
    extension_attributes: row.extensionAttributes,
  };
}

export function addressView(row: CustomerAddressRow): CustomerAddress {
  const region = row.region ?? { region: null, region_code: null, region_id: null };
  return {
    id: row.id,
    customer_id: row.customerId,
    ...addressFields(row),
    country_code: row.countryCode as CustomerAddress['country_code'],
    country_id: row.countryCode,
    region: { region: region.region, region_code: region.region_code, region_id: region.region_id },
    region_id: region.region_id,
    default_billing: row.defaultBilling,
    default_shipping: row.defaultShipping,
  };
}
