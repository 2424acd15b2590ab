/**
 * Step 1, data (CO2–CO6): e-mail, shipping address and billing address, validated with the shared
 * rules here before the API checks them again.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type AppLoadContext } from 'react-router';
import { apiErrors, type ApiErrorInfo } from '../../lib/api-errors.ts';
import {
  apiErrorText,
  createCheckoutDataSchema,
  formFieldOfApiError,
  fromCartAddress,
  toCartAddressInput,
  wantsSeparateBilling,
  type AddressFormValue,
} from './address-model.ts';
import { loadCheckoutCart, loadCheckoutStep } from './checkout-session.server.ts';
import { CheckoutSetBillingAddressMutation, CheckoutSetEmailMutation, CheckoutSetShippingAddressMutation } from './checkout-mutations.ts';
import { CheckoutAddressConfigQuery } from './checkout-query.ts';
import { stepPaths } from './steps.ts';
import { toOrderSummary, type OrderSummaryView } from './summary-model.ts';
import { isNotLoggedIn } from '../account/api-errors.ts';
import { toAddressCards, toAddressFormValue, type AddressCardView } from '../account/address-book-model.ts';
import { CheckoutCustomerQuery, CheckoutSetCustomerShippingMutation } from './customer-checkout-query.ts';
import {
  createCustomerCheckoutSchema,
  customerCheckoutOptions,
  NEW_ADDRESS,
  toBillingInput,
  toShippingInput,
  type CustomerCheckoutValue,
} from './customer-checkout.ts';
import type { RequestArgs } from '../../context.ts';

export interface CountryOption {
  code: string;
  label: string;
}

export interface DataStepDefaults {
  email: string;
  shipping: Partial<AddressFormValue>;
  billingSameAsShipping: boolean;
  billing: Partial<AddressFormValue>;
}

/** A logged-in customer's step 1 (CO3): the account e-mail and the address book. */
export interface CustomerDataStep {
  email: string;
  addresses: AddressCardView[];
  /** The preselected choices: an address id, or `new`. */
  shippingAddressId: string;
  billingAddressId: string;
}

export interface DataStepData {
  summary: OrderSummaryView;
  countries: CountryOption[];
  telephoneRequired: boolean;
  defaults: DataStepDefaults;
  /** Null for guests, who type their e-mail and addresses. */
  customer: CustomerDataStep | null;
}

/** The logged-in customer's e-mail and address book, or null for a guest (or a login that no longer holds). */
async function checkoutCustomer(context: AppLoadContext) {
  if (!context.api.customerToken) return null;
  try {
    const { customer } = await context.api.query(CheckoutCustomerQuery, {});
    return customer ?? null;
  } catch (error) {
    if (isNotLoggedIn(error)) return null;
    throw error;
  }
}

/** The address-book entry equal to a cart address, so a shopper coming back sees their choice again. */
function matchingAddressId(cards: { id: number; form: AddressFormValue }[], address: AddressFormValue | null): string | null {
  if (!address) return null;
  return String(cards.find((card) => sameAddress(card.form, address))?.id ?? '') || null;
}

async function addressConfig(context: AppLoadContext) {
  const { storeConfig, countries } = await context.api.query(CheckoutAddressConfigQuery, {});
  const collator = new Intl.Collator(context.language);
  return {
    defaultCountry: storeConfig.default_country,
    telephoneRequired: storeConfig.telephone_required,
    countries: countries
      .map((country) => ({ code: country.id, label: country.full_name_locale }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}

/** The data step's loader: the form pre-filled from the cart, the store's default country chosen (CO6). */
export async function loadDataStep({ request, context }: RequestArgs): Promise<DataStepData> {
  const [{ cart }, config, customer] = await Promise.all([
    loadCheckoutStep(request, context, 1),
    addressConfig(context),
    checkoutCustomer(context),
  ]);
  const shipping = cart.shipping_addresses[0];
  const billing = cart.billing_address;
  const shippingDefaults = shipping ? fromCartAddress(shipping) : { countryCode: config.defaultCountry };
  if (!shippingDefaults.countryCode) shippingDefaults.countryCode = config.defaultCountry;
  const sameAsShipping = !billing || !shipping || sameAddress(fromCartAddress(billing), fromCartAddress(shipping));
  let customerStep: CustomerDataStep | null = null;
  if (customer) {
    const addresses = toAddressCards(customer.addresses, context.language);
    const forms = (customer.addresses ?? []).flatMap((a) => (a?.id != null ? [{ id: a.id, form: toAddressFormValue(a) }] : []));
    const fallback = (flag: 'defaultShipping' | 'defaultBilling') =>
      String(addresses.find((card) => card[flag])?.id ?? addresses[0]?.id ?? NEW_ADDRESS);
    const shippingId = shipping ? (matchingAddressId(forms, fromCartAddress(shipping)) ?? NEW_ADDRESS) : fallback('defaultShipping');
    const billingId = billing ? (matchingAddressId(forms, fromCartAddress(billing)) ?? NEW_ADDRESS) : fallback('defaultBilling');
    customerStep = { email: customer.email ?? '', addresses, shippingAddressId: shippingId, billingAddressId: billingId };
  }
  return {
    customer: customerStep,
    summary: toOrderSummary(cart, context.language),
    countries: config.countries,
    telephoneRequired: config.telephoneRequired,
    defaults: {
      email: cart.email ?? '',
      shipping: shippingDefaults,
      billingSameAsShipping: sameAsShipping,
      billing: billing && !sameAsShipping ? fromCartAddress(billing) : { countryCode: config.defaultCountry },
    },
  };
}

function sameAddress(a: AddressFormValue, b: AddressFormValue): boolean {
  return (Object.keys(a) as (keyof AddressFormValue)[]).every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/** Field errors and form errors from the API's refusals (by code and parameters), for the form to show. */
function apiErrorReply(errors: ApiErrorInfo[]): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of errors) {
    const field = formFieldOfApiError(item.params.field);
    const text = apiErrorText(item);
    if (field) (fieldErrors[field] ??= []).push(text);
    else formErrors.push(text);
  }
  return { fieldErrors, formErrors };
}

/**
 * The data step's action: validates, then sets e-mail, shipping address and billing address in that
 * order (same as shipping unless told otherwise) and goes on to the delivery step.
 */
export async function submitDataStep({ request, context }: RequestArgs) {
  const { cartId } = await loadCheckoutCart(request, context);
  const formData = await request.formData();
  const separateBilling = wantsSeparateBilling(formData);
  const { storeConfig } = await context.api.query(CheckoutAddressConfigQuery, {});
  if (context.api.customerToken && (await checkoutCustomer(context))) {
    return submitCustomerDataStep(cartId, formData, storeConfig.telephone_required, context);
  }
  const schema = createCheckoutDataSchema({ telephoneRequired: storeConfig.telephone_required, separateBilling });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  return sendDataStep(submission, context, async () => {
    await context.api.query(CheckoutSetEmailMutation, { cartId, email: value.email });
    await context.api.query(CheckoutSetShippingAddressMutation, { cartId, address: toCartAddressInput(value.shipping) });
    const billing = separateBilling ? { address: toCartAddressInput(value.billing as AddressFormValue) } : { same_as_shipping: true };
    await context.api.query(CheckoutSetBillingAddressMutation, { cartId, billing });
  });
}

/**
 * Sends a valid step 1 to the API in order: a refusal comes back on the form (400) with each
 * message at its field, anything else is thrown; once all is set, the delivery step follows.
 */
async function sendDataStep(
  submission: { reply(options: ReturnType<typeof apiErrorReply>): SubmissionResult<string[]> },
  context: AppLoadContext,
  send: () => Promise<void>,
) {
  try {
    await send();
  } catch (error) {
    const errors = apiErrors(error);
    if (errors.length === 0) throw error;
    context.log.warn({ err: error }, 'checkout data refused by the API');
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply(apiErrorReply(errors)) }, { status: 400 });
  }
  return redirect(stepPaths[2], 303);
}

/**
 * A logged-in customer's step 1 (CO3): no guest e-mail (the order goes to the account's), the
 * addresses by address-book id or typed (saved to the book when asked), then the delivery step.
 */
async function submitCustomerDataStep(cartId: string, formData: FormData, telephoneRequired: boolean, context: AppLoadContext) {
  const options = customerCheckoutOptions(formData, telephoneRequired);
  const submission = parseWithZod(formData, { schema: createCustomerCheckoutSchema(options) });
  if (submission.status !== 'success') {
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  }
  const value = submission.value as CustomerCheckoutValue;
  return sendDataStep(submission, context, async () => {
    await context.api.query(CheckoutSetCustomerShippingMutation, { cartId, shipping: toShippingInput(value) });
    await context.api.query(CheckoutSetBillingAddressMutation, { cartId, billing: toBillingInput(value, options.separateBilling) });
  });
}
