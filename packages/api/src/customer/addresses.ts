/**
 * The address book (A13–A15): the checkout's address rules (postcode per country, phone, required
 * fields, street lines), one default billing and one default shipping address, and only the owner's
 * addresses; any other id is "not found" (A18, A20).
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { checkAddress, MAX_STREET_LINES } from '../checkout/address-rules.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx, Tx } from '../platform/db.ts';
import { inputError, notFoundError, userError } from '../platform/errors.ts';
import { countryRegions } from '../store/tables.ts';
import { requireCustomerId } from './auth.ts';
import { assertPlainText, parseOptionalText } from './fields.ts';
import { customerAddresses, customers } from './tables.ts';
import { addressFields, type CustomerAddressRow } from './views.ts';

export const MAX_ADDRESSES = 100;
const MAX_EXTENSION_ATTRIBUTES = 20;
/** More lines than this are refused before any line is read (the rule itself is MAX_STREET_LINES). */
const MAX_STREET_INPUT_LINES = 10;

export interface CustomerAddressInput {
  firstname?: string | null;
  middlename?: string | null;
  lastname?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  telephone?: string | null;
  fax?: string | null;
  vat_id?: string | null;
  default_billing?: boolean | null;
  default_shipping?: boolean | null;
  extension_attributes?: ({ attribute_code: string; value: string } | null)[] | null;
}

export const addressNotFound = (id: number) =>
  notFoundError('CUSTOMER_ADDRESS_NOT_FOUND', { id }, `Could not find a address with ID "${id}"`);

/** The customer's addresses, oldest first. */
export async function listAddresses(ctx: RequestContext, customerId: number): Promise<CustomerAddressRow[]> {
  return ctx.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).orderBy(asc(customerAddresses.id));
}

/** Every text of the input must be plain text; street lines are counted before anything else. */
function assertPlainInput(input: CustomerAddressInput): void {
  for (const [field, value] of Object.entries(input)) {
    if (typeof value === 'string') assertPlainText(field, value);
  }
  if (input.street && input.street.length > MAX_STREET_INPUT_LINES) {
    throw userError(
      'TOO_MANY_ITEMS',
      { field: 'street', max: MAX_STREET_LINES },
      `Street can have at most ${MAX_STREET_LINES} lines: street, house number, addition`,
      'graphql-input',
      { field: 'street' },
    );
  }
  input.street?.forEach((line, i) => assertPlainText(`street[${i}]`, line));
  if (input.region) {
    assertPlainText('region.region', input.region.region);
    assertPlainText('region.region_code', input.region.region_code);
  }
}

function extensionAttributes(input: CustomerAddressInput['extension_attributes']): CustomerAddressRow['extensionAttributes'] {
  const list = (input ?? []).filter((attribute) => attribute != null);
  if (list.length > MAX_EXTENSION_ATTRIBUTES)
    throw userError(
      'TOO_MANY_ITEMS',
      { field: 'extension_attributes', max: MAX_EXTENSION_ATTRIBUTES },
      `At most ${MAX_EXTENSION_ATTRIBUTES} extension attributes`,
      'graphql-input',
      { field: 'extension_attributes' },
    );
  return list.map((attribute, i) => {
    const field = `extension_attributes[${i}]`;
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(attribute.attribute_code))
      throw userError('INPUT_INVALID', { field }, 'attribute_code must be lower-case letters, digits and _', 'graphql-input', { field });
    return { attribute_code: attribute.attribute_code, value: parseOptionalText(field, attribute.value, 255) ?? '' };
  });
}

/** The region by id or code, which must belong to the country; otherwise the free text. */
async function regionOf(tx: Tx, country: string, region: CustomerAddressInput['region']) {
  if (!region || (region.region_id == null && !region.region_code?.trim())) return null;
  const byId = region.region_id != null;
  const [row] = await tx
    .select()
    .from(countryRegions)
    .where(
      and(
        eq(countryRegions.countryCode, country),
        byId ? eq(countryRegions.id, region.region_id!) : eq(countryRegions.code, region.region_code!.trim().toUpperCase()),
      ),
    )
    .limit(1);
  if (!row) {
    const shown = byId ? String(region.region_id) : `"${region.region_code!.trim().slice(0, 20)}"`;
    const field = byId ? 'region.region_id' : 'region.region_code';
    throw userError(
      'CUSTOMER_ADDRESS_REGION_INVALID',
      { field, country },
      `Region ${shown} is not a region of "${country || '?'}"`,
      'graphql-input',
      {
        field,
      },
    );
  }
  return { region: row.name, region_code: row.code, region_id: row.id };
}

type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'customerId' | 'defaultBilling' | 'defaultShipping'>;

/** The input checked with the checkout's rules, as stored in the address book. */
async function checkedAddress(ctx: RequestContext, tx: Tx, input: CustomerAddressInput): Promise<AddressValues> {
  assertPlainInput(input);
  const country = (input.country_code ?? input.country_id ?? '').trim().toUpperCase();
  const chosenRegion = await regionOf(tx, country, input.region);
  const checked = await checkAddress(
    ctx,
    tx,
    {
      firstname: input.firstname ?? '',
      lastname: input.lastname ?? '',
      company: input.company,
      street: (input.street ?? []).map((line) => line ?? ''),
      city: input.city ?? '',
      region: chosenRegion ? null : (input.region?.region ?? null),
      postcode: input.postcode,
      country_code: country,
      telephone: input.telephone,
      vat_id: input.vat_id,
    },
    { field: 'input', countryOptional: false },
  );
  return {
    firstname: checked.firstname,
    middlename: parseOptionalText('middlename', input.middlename, 100),
    lastname: checked.lastname,
    prefix: parseOptionalText('prefix', input.prefix),
    suffix: parseOptionalText('suffix', input.suffix),
    company: checked.company,
    street: checked.street,
    postcode: checked.postcode,
    city: checked.city,
    countryCode: checked.country_code,
    region: chosenRegion ?? { region: checked.region ?? null, region_code: null, region_id: null },
    telephone: checked.telephone,
    fax: parseOptionalText('fax', input.fax, 20),
    vatId: checked.vat_id,
    extensionAttributes: extensionAttributes(input.extension_attributes),
  };
}

/** Locks the customer row: address changes of one customer run one after another (defaults, limit). */
async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

/** A new default clears the flag on the former default in the same transaction (A15). */
async function clearOtherDefaults(tx: Tx, customerId: number, keepId: number, billing: boolean, shipping: boolean) {
  const others = and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, keepId));
  if (billing) await tx.update(customerAddresses).set({ defaultBilling: false }).where(others);
  if (shipping) await tx.update(customerAddresses).set({ defaultShipping: false }).where(others);
}

/** Adds an address to the signed-in customer's book (A13), at most 100. */
export async function createCustomerAddress(ctx: RequestContext, input: CustomerAddressInput): Promise<CustomerAddressRow> {
  const customerId = await requireCustomerId(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const [existing] = await tx.select({ n: count() }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId));
    if ((existing?.n ?? 0) >= MAX_ADDRESSES) {
      throw inputError(
        'CUSTOMER_ADDRESS_LIMIT',
        { max: MAX_ADDRESSES },
        `You can save at most ${MAX_ADDRESSES} addresses. Delete an address to add another.`,
      );
    }
    const values = await checkedAddress(ctx, tx, input);
    const billing = input.default_billing === true;
    const shipping = input.default_shipping === true;
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, customerId, defaultBilling: billing, defaultShipping: shipping })
      .returning();
    await clearOtherDefaults(tx, customerId, row!.id, billing, shipping);
    return row!;
  });
}

/** A customer's own saved address; another customer's address and an unknown id read the same (undefined). */
export async function findOwnAddress(db: DbOrTx, customerId: number, id: number): Promise<CustomerAddressRow | undefined> {
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .limit(1);
  return row;
}

async function ownAddress(tx: Tx, customerId: number, id: number): Promise<CustomerAddressRow> {
  const row = await findOwnAddress(tx, customerId, id);
  if (!row) throw addressNotFound(id);
  return row;
}

/** The stored address as input, so an update checks the whole address with the fields it changes. */
function asInput(row: CustomerAddressRow): CustomerAddressInput {
  return {
    ...addressFields(row),
    country_code: row.countryCode,
    region: row.region?.region_id != null ? { region_id: row.region.region_id } : { region: row.region?.region ?? null },
  };
}

/**
 * Changes an own address (A13): fields left out or null keep their value, an empty optional text
 * clears it; `default_*: true` makes it the default (A15), `false` takes the flag away.
 */
export async function updateCustomerAddress(
  ctx: RequestContext,
  id: number,
  input: CustomerAddressInput | null | undefined,
): Promise<CustomerAddressRow> {
  const customerId = await requireCustomerId(ctx);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await ownAddress(tx, customerId, id);
    const given = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value != null)) as CustomerAddressInput;
    if (given.country_id && !given.country_code) given.country_code = given.country_id;
    // A new country without a region leaves the old country's region behind.
    const countryChanged = given.country_code != null && given.country_code.toUpperCase() !== current.countryCode;
    const merged: CustomerAddressInput = { ...asInput(current), ...(countryChanged ? { region: null } : {}), ...given };
    const values = await checkedAddress(ctx, tx, merged);
    const billing = input?.default_billing ?? current.defaultBilling;
    const shipping = input?.default_shipping ?? current.defaultShipping;
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...values, defaultBilling: billing, defaultShipping: shipping })
      .where(eq(customerAddresses.id, id))
      .returning();
    await clearOtherDefaults(tx, customerId, id, billing, shipping);
    return row!;
  });
}

/** Deletes an own address; a default loses its flags with it, so no default is left (A15). */
export async function deleteCustomerAddress(ctx: RequestContext, id: number): Promise<true> {
  const customerId = await requireCustomerId(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    await ownAddress(tx, customerId, id);
    await tx.delete(customerAddresses).where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)));
  });
  return true;
}
