/**
 * Checkout step 1 (CO2–CO5): the guest's e-mail, the shipping address and the billing address,
 * typed in or (for a signed-in customer) taken from the address book by customer_address_id.
 */
import { countryName, emailSchema, validationMessages, type ValidationMessageKey } from '@shop/rules';
import { mutateCart } from '../cart/service.ts';
import type { CartRow, CartAddress } from '../cart/tables.ts';
import { currentCustomerId, requireCustomerId } from '../customer/auth.ts';
import { findOwnAddress } from '../customer/addresses.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { authorizationError, inputError, notFoundError } from '../platform/errors.ts';
import { listCountryRegions } from '../store/service.ts';
import { checkAddress, fieldError, type CartAddressInput } from './address-rules.ts';

/** Magento's answer when a signed-in customer sets a guest e-mail: a customer's cart uses the account's. */
export const NOT_FOR_CUSTOMERS = 'The request is not allowed for logged in customers';

/** Sets the guest's e-mail address (CO2); refused with a customer's token. */
export async function setGuestEmailOnCart(ctx: RequestContext, maskedId: string, email: string): Promise<CartRow> {
  if ((await currentCustomerId(ctx)) != null) throw authorizationError('CHECKOUT_NOT_FOR_CUSTOMERS', {}, NOT_FOR_CUSTOMERS);
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'email.invalid';
    throw fieldError('email', Object.hasOwn(validationMessages, key) ? (key as ValidationMessageKey) : 'email.invalid');
  }
  return mutateCart(ctx, maskedId, async () => ({ email: parsed.data }));
}

export interface ShippingAddressInput {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  pickup_location_code?: string | null;
}

/**
 * A saved address of the signed-in customer as address input, checked again like a typed one (the
 * store must deliver there). Another customer's address and an unknown id read the same.
 */
async function savedAddressInput(db: DbOrTx, customerId: number, id: number): Promise<CartAddressInput> {
  const row = await findOwnAddress(db, customerId, id);
  if (!row) throw notFoundError('CHECKOUT_ADDRESS_NOT_FOUND', { id }, `Could not find a address with ID "${id}"`);
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_code: row.countryCode,
    region: row.region?.region ?? null,
    region_id: row.region?.region_id ?? null,
    telephone: row.telephone,
    vat_id: row.vatId,
  };
}

/** The address of an input: typed in, or from the address book (customer_address_id needs a token). */
async function addressOf(
  ctx: RequestContext,
  input: { address?: CartAddressInput | null; customer_address_id?: number | null },
  kind: 'shipping' | 'billing',
): Promise<{ typed: CartAddressInput } | { saved: number; customerId: number } | null> {
  if (input.customer_address_id != null) {
    if (input.address)
      throw inputError(
        'INPUT_INVALID',
        { field: 'customer_address_id' },
        `The ${kind} address cannot contain "customer_address_id" and "address" at the same time.`,
      );
    return { saved: input.customer_address_id, customerId: await requireCustomerId(ctx) };
  }
  return input.address ? { typed: input.address } : null;
}

async function resolvedInput(
  db: DbOrTx,
  source: { typed: CartAddressInput } | { saved: number; customerId: number },
): Promise<CartAddressInput> {
  return 'typed' in source ? source.typed : savedAddressInput(db, source.customerId, source.saved);
}

const MAX_PICKUP_CODE = 64;

/** Sets the one shipping address (CO4); without a country it is kept but does not count (CO5). */
export async function setShippingAddressesOnCart(ctx: RequestContext, maskedId: string, inputs: ShippingAddressInput[]): Promise<CartRow> {
  const field = 'shipping_addresses';
  if (inputs.length === 0) throw inputError('INPUT_REQUIRED', { field }, 'Required parameter "shipping_addresses" is missing');
  if (inputs.length > 1) throw inputError('TOO_MANY_ITEMS', { field, max: 1 }, 'You cannot specify multiple shipping addresses.');
  const [input] = inputs as [ShippingAddressInput];
  const source = await addressOf(ctx, input, 'shipping');
  if (!source)
    throw inputError(
      'INPUT_REQUIRED',
      { field: 'shipping_addresses[0].address' },
      'The shipping address must contain either "customer_address_id" or "address".',
    );
  const code = input.pickup_location_code?.trim() || null;
  if (code && code.length > MAX_PICKUP_CODE)
    throw inputError('INPUT_TOO_LONG', { field: 'pickup_location_code', max: MAX_PICKUP_CODE }, 'pickup_location_code is too long');
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    const address = await checkAddress(ctx, tx, await resolvedInput(tx, source), {
      field: 'typed' in source ? 'shipping_addresses[0].address' : 'shipping_addresses[0].customer_address_id',
      countryOptional: 'typed' in source,
      estimate: 'typed' in source,
    });
    // A chosen pickup point survives a corrected address; it is checked against the method when that is set.
    const pickup = code ?? cart.shippingAddress?.pickup_location_code ?? null;
    return { shippingAddress: { ...address, pickup_location_code: pickup } };
  });
}

export interface BillingAddressInput {
  address?: CartAddressInput | null;
  customer_address_id?: number | null;
  same_as_shipping?: boolean | null;
  use_for_shipping?: boolean | null;
}

/** Whether a stored shipping address counts: it has a country code (CO5); an estimate's does for the shipping methods. */
export function countsAsShippingAddress(address: CartAddress | null | undefined): address is CartAddress {
  return address != null && address.country_code !== '';
}

/** Whether an order can be delivered to the shipping address: it counts and is no shipping estimate (decision 062). */
export function isDeliveryAddress(address: CartAddress | null | undefined): address is CartAddress {
  return countsAsShippingAddress(address) && address.estimate !== true;
}

/**
 * Sets the billing address (CO4): an address, or the shipping address ('same as shipping', which
 * keeps following it). `use_for_shipping` also makes the address the shipping address.
 */
export async function setBillingAddressOnCart(ctx: RequestContext, maskedId: string, input: BillingAddressInput): Promise<CartRow> {
  const source = input.same_as_shipping ? null : await addressOf(ctx, input, 'billing');
  return mutateCart(ctx, maskedId, async (tx, cart) => {
    if (input.same_as_shipping) {
      if (!isDeliveryAddress(cart.shippingAddress)) {
        const message = 'Could not use the "same_as_shipping" option, because the shipping address has not been set.';
        throw inputError('CHECKOUT_SHIPPING_ADDRESS_MISSING', {}, message);
      }
      return { billingAddress: null, billingSameAsShipping: true };
    }
    if (!source)
      throw inputError(
        'INPUT_REQUIRED',
        { field: 'billing_address.address' },
        'The billing address must contain either "customer_address_id", "address", or "same_as_shipping".',
      );
    const address = await checkAddress(ctx, tx, await resolvedInput(tx, source), {
      field: 'typed' in source ? 'billing_address.address' : 'billing_address.customer_address_id',
      countryOptional: false,
    });
    if (input.use_for_shipping) return { billingAddress: address, shippingAddress: address, billingSameAsShipping: false };
    return { billingAddress: address, billingSameAsShipping: false };
  });
}

/** The billing address in effect: the shipping address while 'same as shipping' holds. */
export function effectiveBillingAddress(cart: CartRow): CartAddress | null {
  if (cart.billingSameAsShipping) return isDeliveryAddress(cart.shippingAddress) ? cart.shippingAddress : null;
  return cart.billingAddress ?? null;
}

/** Region codes of the addresses' region ids, for the views. */
export async function regionCodes(ctx: RequestContext, addresses: (CartAddress | null)[]): Promise<Map<number, string>> {
  const wanted = new Set(addresses.flatMap((a) => (a?.region_id != null ? [a.region_id] : [])));
  if (wanted.size === 0) return new Map();
  const rows = (await listCountryRegions(ctx.db)).filter((r) => wanted.has(r.id));
  return new Map(rows.map((r) => [r.id, r.code]));
}

/** The fields a cart's stored address answers as they are, in Magento's cart and order addresses alike. */
export function storedAddressFields(address: CartAddress) {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone ?? null,
    vat_id: address.vat_id ?? null,
  };
}

/** Magento's CartAddressInterface fields of a stored address. */
export function cartAddressView(address: CartAddress, language: string, regions: Map<number, string>) {
  const hasRegion = address.region != null || address.region_id != null;
  return {
    ...storedAddressFields(address),
    country: { code: address.country_code, label: countryName(address.country_code, language) },
    region: hasRegion
      ? {
          code: address.region_id != null ? (regions.get(address.region_id) ?? null) : (address.region ?? null),
          label: address.region ?? null,
          region_id: address.region_id ?? null,
        }
      : null,
  };
}
