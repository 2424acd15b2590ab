/** The address book (A13–A15): list, add, edit, delete, make default billing or shipping. */
import { parseWithZod } from '@conform-to/zod/v4';
import type { AppLoadContext } from 'react-router';
import { notFound } from '../../lib/not-found.server.ts';
import type { AddressFormValue } from '../checkout/address-model.ts';
import type { CountryOption } from '../checkout/data-step.server.ts';
import { AccountAddressBookQuery } from './account-query.ts';
import { AccountCreateAddressMutation, AccountDeleteAddressMutation, AccountUpdateAddressMutation } from './account-mutations.ts';
import { createAddressFormSchema } from './account-schemas.ts';
import { hasApiError } from '../../lib/api-errors.ts';
import { accountApiErrors, accountErrorKey, isNotLoggedIn } from './api-errors.ts';
import { toAddressCards, toAddressFormValue, toCustomerAddressInput, type AddressCardView } from './address-book-model.ts';
import { refused } from './form-reply.server.ts';
import { accountPaths } from './paths.ts';
import { customerQuery, loginRedirect, redirectWith, requireTokenCookie } from './session.server.ts';
import type { RequestArgs } from '../../context.ts';

export type AddressEditor =
  | { mode: 'new'; defaults: { address: Partial<AddressFormValue> }; first: boolean }
  | { mode: 'edit'; id: number; defaults: { address: AddressFormValue }; isDefaultBilling: boolean; isDefaultShipping: boolean };

export interface AddressBookData {
  addresses: AddressCardView[];
  countries: CountryOption[];
  telephoneRequired: boolean;
  /** The form shown: `?new=1` adds an address, `?edit={id}` edits one; null shows the list only. */
  editor: AddressEditor | null;
  saved: 'saved' | 'deleted' | 'default' | null;
  /** `?delete={id}`: the address the shopper is asked to confirm deleting (works without JavaScript). */
  confirmDelete: AddressCardView | null;
}

const ADDRESS_ID = /^\d{1,9}$/;

async function addressBook(context: AppLoadContext) {
  const result = await customerQuery(context, AccountAddressBookQuery, {});
  const collator = new Intl.Collator(context.language);
  return {
    ...result,
    countries: result.countries
      .map((country) => ({ code: country.id, label: country.full_name_locale }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };
}

export async function loadAddressBook({ request, context }: RequestArgs): Promise<AddressBookData> {
  const url = new URL(request.url);
  const { customer, storeConfig, countries } = await addressBook(context);
  const addresses = customer?.addresses ?? [];
  const cards = toAddressCards(addresses, context.language);
  let editor: AddressEditor | null = null;
  const editId = url.searchParams.get('edit');
  if (editId !== null) {
    const found = ADDRESS_ID.test(editId) ? addresses.find((address) => address?.id === Number(editId)) : undefined;
    // Another customer's address, or none at all: not found (A20).
    if (!found) return notFound(context);
    editor = {
      mode: 'edit',
      id: Number(editId),
      defaults: { address: toAddressFormValue(found) },
      isDefaultBilling: Boolean(found.default_billing),
      isDefaultShipping: Boolean(found.default_shipping),
    };
  } else if (url.searchParams.has('new') || cards.length === 0) {
    editor = {
      mode: 'new',
      defaults: {
        address: { firstname: customer?.firstname ?? '', lastname: customer?.lastname ?? '', countryCode: storeConfig.default_country },
      },
      first: cards.length === 0,
    };
  }
  let confirmDelete: AddressCardView | null = null;
  const deleteId = url.searchParams.get('delete');
  if (deleteId !== null) {
    confirmDelete = (ADDRESS_ID.test(deleteId) ? cards.find((card) => card.id === Number(deleteId)) : undefined) ?? null;
    // Another customer's address, or none at all: not found (A20).
    if (!confirmDelete) return notFound(context);
    editor = null;
  }
  const saved = url.searchParams.get('saved');
  return {
    addresses: cards,
    countries,
    telephoneRequired: storeConfig.telephone_required,
    editor,
    saved: saved === 'saved' || saved === 'deleted' || saved === 'default' ? saved : null,
    confirmDelete,
  };
}

/** Runs an address mutation; a missing or foreign address id answers 404, a lost login the login redirect. */
async function mutate<T>(context: AppLoadContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginRedirect(context, true);
    if (hasApiError(error, 'CUSTOMER_ADDRESS_NOT_FOUND')) return notFound(context);
    throw error;
  }
}

function addressId(formData: FormData): number | null {
  const value = formData.get('addressId');
  return typeof value === 'string' && ADDRESS_ID.test(value) ? Number(value) : null;
}

/**
 * One action, told apart by `intent`: save (new or edit), delete, defaultBilling, defaultShipping.
 * Making an address a default sends only that flag (A14, A15); the API clears the former default.
 */
export async function addressBookAction({ request, context }: RequestArgs) {
  requireTokenCookie(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const id = addressId(formData);
  if (intent === 'delete' || intent === 'defaultBilling' || intent === 'defaultShipping') {
    if (id === null) return notFound(context);
    if (intent === 'delete') {
      await mutate(context, () => context.api.query(AccountDeleteAddressMutation, { id }));
      return redirectWith(`${accountPaths.address}?saved=deleted`, []);
    }
    const input = intent === 'defaultBilling' ? { default_billing: true } : { default_shipping: true };
    await mutate(context, () => context.api.query(AccountUpdateAddressMutation, { id, input }));
    return redirectWith(`${accountPaths.address}?saved=default`, []);
  }
  const { storeConfig } = await addressBook(context);
  const submission = parseWithZod(formData, { schema: createAddressFormSchema({ telephoneRequired: storeConfig.telephone_required }) });
  if (submission.status !== 'success') return refused(submission.reply(), 'save');
  const { address, defaultBilling, defaultShipping } = submission.value;
  const input = toCustomerAddressInput(address as AddressFormValue, { defaultBilling, defaultShipping });
  try {
    await mutate<unknown>(context, () =>
      id === null
        ? context.api.query(AccountCreateAddressMutation, { input })
        : context.api.query(AccountUpdateAddressMutation, { id, input }),
    );
  } catch (error) {
    const errors = accountApiErrors(error);
    if (errors.length === 0) throw error;
    context.log.warn({ err: error }, 'address refused by the API');
    const keys = errors.map(accountErrorKey);
    return refused(submission.reply({ formErrors: [...new Set(keys)] }), 'save');
  }
  return redirectWith(`${accountPaths.address}?saved=saved`, []);
}
