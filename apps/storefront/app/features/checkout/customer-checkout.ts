/**
 * Step 1 for a logged-in customer (CO3): the account e-mail instead of a guest e-mail, addresses
 * chosen from the address book (defaults preselected) or typed as a new one, optionally saved.
 */
import { createAddressSchema } from '@shop/rules';
import { z } from 'zod';
import type { BillingAddressInput, ShippingAddressInput } from '../../graphql/graphql.ts';
import { BILLING_SAME_FIELD, toCartAddressInput, type AddressFormValue } from './address-model.ts';

/** The radio value for "a new address". */
export const NEW_ADDRESS = 'new';
export const SHIPPING_CHOICE_FIELD = 'shippingAddressId';
export const BILLING_CHOICE_FIELD = 'billingAddressId';

const choice = z
  .string({ error: 'account.checkout.chooseAddress' })
  .regex(new RegExp(`^(${NEW_ADDRESS}|\\d{1,9})$`), 'account.checkout.chooseAddress');

const ignored = <T extends z.ZodType>(schema: T) => z.preprocess(() => undefined, schema.optional());

export interface CustomerCheckoutOptions {
  telephoneRequired: boolean;
  newShipping: boolean;
  separateBilling: boolean;
  newBilling: boolean;
}

/** What the submitted form asks for, read before it is parsed (which fields count). */
export function customerCheckoutOptions(formData: FormData, telephoneRequired: boolean): CustomerCheckoutOptions {
  const separateBilling = formData.get(BILLING_SAME_FIELD) !== 'on';
  return {
    telephoneRequired,
    newShipping: formData.get(SHIPPING_CHOICE_FIELD) === NEW_ADDRESS,
    separateBilling,
    newBilling: separateBilling && formData.get(BILLING_CHOICE_FIELD) === NEW_ADDRESS,
  };
}

/** The customer's step-1 form: typed address fields count only where "a new address" is chosen. */
export function createCustomerCheckoutSchema(options: CustomerCheckoutOptions) {
  const address = createAddressSchema({ telephoneRequired: options.telephoneRequired });
  return z.object({
    [SHIPPING_CHOICE_FIELD]: choice,
    shipping: options.newShipping ? address : ignored(address),
    saveShipping: z.boolean().optional(),
    [BILLING_SAME_FIELD]: z.boolean().optional(),
    [BILLING_CHOICE_FIELD]: options.separateBilling ? choice : ignored(choice),
    billing: options.newBilling ? address : ignored(address),
    saveBilling: z.boolean().optional(),
  });
}

export interface CustomerCheckoutValue {
  shippingAddressId: string;
  shipping?: AddressFormValue;
  saveShipping?: boolean;
  billingAddressId?: string;
  billing?: AddressFormValue;
  saveBilling?: boolean;
}

/** The shipping address input: an address-book id, or the typed address (saved to the book when asked). */
export function toShippingInput(value: CustomerCheckoutValue): ShippingAddressInput {
  if (value.shippingAddressId !== NEW_ADDRESS) return { customer_address_id: Number(value.shippingAddressId) };
  return { address: { ...toCartAddressInput(value.shipping as AddressFormValue), save_in_address_book: value.saveShipping === true } };
}

/** The billing address input: same as shipping, an address-book id, or a typed address. */
export function toBillingInput(value: CustomerCheckoutValue, separateBilling: boolean): BillingAddressInput {
  if (!separateBilling) return { same_as_shipping: true };
  if (value.billingAddressId !== NEW_ADDRESS) return { customer_address_id: Number(value.billingAddressId) };
  return { address: { ...toCartAddressInput(value.billing as AddressFormValue), save_in_address_book: value.saveBilling === true } };
}
