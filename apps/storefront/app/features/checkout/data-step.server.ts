/**
 * Step 1, data (CO2–CO6): e-mail, shipping address and billing address, validated with the shared
 * rules here before the API checks them again.
 */
import { parseWithZod } from '@conform-to/zod/v4';
import type { SubmissionResult } from '@conform-to/react';
import { data, redirect, type AppLoadContext } from 'react-router';
import type { ApiErrorItem } from '../../lib/api.server.ts';
import {
  apiErrorText,
  createCheckoutDataSchema,
  formFieldOfApiError,
  fromCartAddress,
  toCartAddressInput,
  wantsSeparateBilling,
  type AddressFormValue,
} from './address-model.ts';
import { apiErrorItems, loadCheckoutCart, loadCheckoutStep } from './checkout-session.server.ts';
import { CheckoutSetBillingAddressMutation, CheckoutSetEmailMutation, CheckoutSetShippingAddressMutation } from './checkout-mutations.ts';
import { CheckoutAddressConfigQuery } from './checkout-query.ts';
import { stepPaths } from './steps.ts';
import { toOrderSummary, type OrderSummaryView } from './summary-model.ts';

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

export interface DataStepData {
  summary: OrderSummaryView;
  countries: CountryOption[];
  telephoneRequired: boolean;
  defaults: DataStepDefaults;
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
export async function loadDataStep(request: Request, context: AppLoadContext): Promise<DataStepData> {
  const [{ cart }, config] = await Promise.all([loadCheckoutStep(request, context, 1), addressConfig(context)]);
  const shipping = cart.shipping_addresses[0];
  const billing = cart.billing_address;
  const shippingDefaults = shipping ? fromCartAddress(shipping) : { countryCode: config.defaultCountry };
  if (!shippingDefaults.countryCode) shippingDefaults.countryCode = config.defaultCountry;
  const sameAsShipping = !billing || !shipping || sameAddress(fromCartAddress(billing), fromCartAddress(shipping));
  return {
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

/** Field errors and form errors from the API's answer, for the form to show. */
function apiErrorReply(errors: ApiErrorItem[]): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const item of errors) {
    const field = formFieldOfApiError(item.extensions?.field);
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
export async function submitDataStep(request: Request, context: AppLoadContext) {
  const { cartId } = await loadCheckoutCart(request, context);
  const formData = await request.formData();
  const separateBilling = wantsSeparateBilling(formData);
  const { storeConfig } = await context.api.query(CheckoutAddressConfigQuery, {});
  const schema = createCheckoutDataSchema({ telephoneRequired: storeConfig.telephone_required, separateBilling });
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply() }, { status: 400 });
  }
  const value = submission.value;
  try {
    await context.api.query(CheckoutSetEmailMutation, { cartId, email: value.email });
    await context.api.query(CheckoutSetShippingAddressMutation, { cartId, address: toCartAddressInput(value.shipping) });
    const billing = separateBilling ? { address: toCartAddressInput(value.billing as AddressFormValue) } : { same_as_shipping: true };
    await context.api.query(CheckoutSetBillingAddressMutation, { cartId, billing });
  } catch (error) {
    const errors = apiErrorItems(error);
    if (!errors) throw error;
    context.log.warn({ err: error }, 'checkout data refused by the API');
    return data<{ result: SubmissionResult<string[]> }>({ result: submission.reply(apiErrorReply(errors)) }, { status: 400 });
  }
  return redirect(stepPaths[2], 303);
}
