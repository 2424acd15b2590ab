import { createAddressSchema, emailSchema, isValidationMessageKey } from '@shop/rules';
import { z } from 'zod';
import type { CartAddressInput } from '../../graphql/graphql.ts';
import { apiErrorMessageId, isShopperErrorCode, type ApiErrorInfo } from '../../lib/api-errors.ts';

/** The address fields of the checkout form, named as the shared address schema names them. */
export type AddressFormValue = {
  firstname: string;
  lastname: string;
  company?: string;
  street: string;
  houseNumber: string;
  houseNumberAddition?: string;
  postcode: string;
  city: string;
  countryCode: string;
  telephone?: string;
};

export type AddressField = keyof AddressFormValue;

export interface CheckoutDataSchemaOptions {
  telephoneRequired: boolean;
  /** False while "billing address same as shipping" is ticked: the billing fields are then ignored. */
  separateBilling: boolean;
}

/** The name of the "billing same as shipping" checkbox. */
export const BILLING_SAME_FIELD = 'billingSameAsShipping';

/**
 * Step 1's form (CO2–CO6, V2–V13): e-mail, shipping address and, when it differs, the billing
 * address, all with the shared rules. Issue messages are validation message keys.
 */
export function createCheckoutDataSchema(options: CheckoutDataSchemaOptions) {
  const address = createAddressSchema({ telephoneRequired: options.telephoneRequired });
  return z.object({
    email: emailSchema,
    shipping: address,
    [BILLING_SAME_FIELD]: z.boolean().optional(),
    // While the box is ticked the billing fields are discarded unread.
    billing: options.separateBilling ? address : z.preprocess(() => undefined, address.optional()),
  });
}

/** Whether the form asks for a separate billing address (the checkbox is sent as "on" when ticked). */
export function wantsSeparateBilling(formData: FormData): boolean {
  return formData.get(BILLING_SAME_FIELD) !== 'on';
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** A parsed form address as the API's CartAddressInput (the address book's input takes the same fields): street lines are street, number, addition. */
export function toCartAddressInput(address: AddressFormValue) {
  const addition = blankToNull(address.houseNumberAddition);
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: blankToNull(address.company),
    street: addition ? [address.street, address.houseNumber, addition] : [address.street, address.houseNumber],
    postcode: address.postcode,
    city: address.city,
    country_code: address.countryCode,
    telephone: blankToNull(address.telephone),
  } satisfies CartAddressInput;
}

/** A cart address as the form's default values (pre-filling a step the shopper comes back to). */
export function fromCartAddress(address: {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  postcode: string | null;
  city: string;
  telephone: string | null;
  country: { code: string };
}): AddressFormValue {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? '',
    street: address.street[0] ?? '',
    houseNumber: address.street[1] ?? '',
    houseNumberAddition: address.street[2] ?? '',
    postcode: address.postcode ?? '',
    city: address.city,
    countryCode: address.country.code,
    telephone: address.telephone ?? '',
  };
}

/** API input names back to the form's field names. */
const API_FIELDS: Record<string, AddressField> = {
  'street[0]': 'street',
  'street[1]': 'houseNumber',
  'street[2]': 'houseNumberAddition',
  country_code: 'countryCode',
  firstname: 'firstname',
  lastname: 'lastname',
  company: 'company',
  postcode: 'postcode',
  city: 'city',
  telephone: 'telephone',
};

/**
 * The form field an API refusal names in its `field` parameter (e.g. `shipping_addresses[0].address.postcode`
 * → `shipping.postcode`), or null when it names none of the form's fields.
 */
export function formFieldOfApiError(field: unknown): string | null {
  if (typeof field !== 'string') return null;
  if (field === 'email') return 'email';
  const match = /^(shipping_addresses\[0\]|billing_address)\.address\.(.+)$/.exec(field);
  if (!match) return null;
  const name = API_FIELDS[match[2] ?? ''];
  if (!name) return null;
  return `${match[1] === 'billing_address' ? 'billing' : 'shipping'}.${name}`;
}

/**
 * What the form shows for an API refusal (decision 038): the shared validation rule a field breaks
 * (CHECKOUT_FIELD_INVALID), else the text of the code, else the step's "could not be saved".
 */
export function apiErrorText(refusal: ApiErrorInfo): string {
  const rule = refusal.params.rule;
  if (refusal.code === 'CHECKOUT_FIELD_INVALID' && rule !== undefined && isValidationMessageKey(rule)) return rule;
  return refusal.code && isShopperErrorCode(refusal.code) ? apiErrorMessageId(refusal.code) : 'checkout.data.error.failed';
}
