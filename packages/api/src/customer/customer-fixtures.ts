/** Test support for the account suites: the documents a storefront sends and a signed-up customer. */
import { dataOf, DUTCH_ADDRESS } from '../cart/cart-fixtures.ts';
import type { TestApi } from '../platform/testing.ts';

/** The refusal when the request's customer may not do or see this. */
export const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", category: 'graphql-authorization' };

export const CUSTOMER_FIELDS = /* GraphQL */ `
  id firstname middlename lastname prefix suffix email gender date_of_birth dob taxvat created_at
  default_billing default_shipping allow_remote_shopping_assistance
  addresses { id firstname lastname street city postcode country_code country_id region { region region_code region_id } region_id
    telephone company vat_id fax middlename prefix suffix default_billing default_shipping extension_attributes { attribute_code value } }
`;

export const ADDRESS_FIELDS = /* GraphQL */ `
  id customer_id firstname middlename lastname prefix suffix company street city postcode country_code country_id
  region { region region_code region_id } region_id telephone fax vat_id default_billing default_shipping
  extension_attributes { attribute_code value }
`;

export const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) { createCustomer(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
export const CREATE_CUSTOMER_V2 = `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
export const SIGN_IN = `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`;
export const SIGN_OUT = `mutation { revokeCustomerToken { result } }`;
export const CUSTOMER = `query { customer { ${CUSTOMER_FIELDS} } }`;
export const UPDATE_CUSTOMER = `mutation ($input: CustomerInput!) { updateCustomer(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
export const UPDATE_CUSTOMER_V2 = `mutation ($input: CustomerUpdateInput!) { updateCustomerV2(input: $input) { customer { ${CUSTOMER_FIELDS} } } }`;
export const UPDATE_EMAIL = `mutation ($email: String!, $password: String!) { updateCustomerEmail(email: $email, password: $password) { customer { email } } }`;
export const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) { changeCustomerPassword(currentPassword: $current, newPassword: $next) { email } }`;
export const EMAIL_AVAILABLE = `query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`;
export const REQUEST_RESET = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
export const RESET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) { resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`;
export const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { ${ADDRESS_FIELDS} } }`;
export const UPDATE_ADDRESS = `mutation ($id: Int!, $input: CustomerAddressInput) { updateCustomerAddress(id: $id, input: $input) { ${ADDRESS_FIELDS} } }`;
export const DELETE_ADDRESS = `mutation ($id: Int!) { deleteCustomerAddress(id: $id) }`;

export const PASSWORD = 'Pak&Das2024';
export const NEW_PASSWORD = 'Nieuw!Pak99';

/** The customer's home address: the Dutch address the cart tests deliver to. */
export const HOME_ADDRESS = DUTCH_ADDRESS;

let sequence = 0;

/** A unique address per call, so test files and the PostgreSQL pass do not collide. */
export function uniqueEmail(prefix = 'klant'): string {
  sequence += 1;
  return `${prefix}${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Registers through createCustomer and signs in; returns the e-mail, password and token. */
export async function signedUpCustomer(t: TestApi, input: Record<string, unknown> = {}) {
  const email = (input.email as string | undefined) ?? uniqueEmail();
  const password = (input.password as string | undefined) ?? PASSWORD;
  const created = dataOf(await t.query(CREATE_CUSTOMER, { input: { firstname: 'Jan', lastname: 'Jansen', ...input, email, password } }));
  const token = await signIn(t, email, password);
  return { id: created.createCustomer.customer.id as number, email: email.trim().toLowerCase(), password, token };
}

export async function signIn(t: TestApi, email: string, password: string): Promise<string> {
  return dataOf(await t.query(SIGN_IN, { email, password })).generateCustomerToken.token as string;
}
