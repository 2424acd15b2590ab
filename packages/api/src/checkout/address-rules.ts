/**
 * Checking a Magento CartAddressInput with the shared address rules (V2–V12): street lines are
 * street, house number and addition; the postcode must fit the country; the country must be one the
 * store ships to. Messages are the shared English texts; CHECKOUT_FIELD_INVALID names the field and
 * the shared rule's key in its parameters (decision 038). A Magento client's street on one line is
 * split into those three first (decision 060).
 */
import {
  createAddressSchema,
  isValidPostcode,
  magentoEstimateAddress,
  splitStreetLine,
  validationMessages,
  type ValidationMessageKey,
} from '@shop/rules';
import { and, eq } from 'drizzle-orm';
import type { CartAddress } from '../cart/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import { countryRegions } from '../store/tables.ts';

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  /** Magento's `[String]!`: Venia sends `[$street1, $street2]` with a null second line. */
  street: readonly (string | null)[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
  vat_id?: string | null;
  save_in_address_book?: boolean | null;
}

/** Street, house number, addition. */
export const MAX_STREET_LINES = 3;
const MAX_REGION_LENGTH = 100;

/** Schema field names back to the input's names, for the error's `field`. */
const INPUT_FIELDS: Record<string, string> = {
  street: 'street[0]',
  houseNumber: 'street[1]',
  houseNumberAddition: 'street[2]',
  countryCode: 'country_code',
  vatId: 'vat_id',
};

/** A field that breaks a shared rule: `field` as the input names it, `rule` the shared message key. */
export function fieldError(field: string, rule: ValidationMessageKey, message: string = validationMessages[rule]) {
  return inputError('CHECKOUT_FIELD_INVALID', { field, rule }, message);
}

/** Whether an input is a Magento client's shipping estimate: every field but the place is the placeholder. */
export function isEstimateAddress(input: CartAddressInput): boolean {
  const { firstname, lastname, city, street, telephone } = magentoEstimateAddress;
  return (
    input.firstname === firstname &&
    input.lastname === lastname &&
    input.city === city &&
    input.telephone === telephone &&
    input.street.length === street.length &&
    input.street[0] === street[0]
  );
}

/**
 * The address as stored on the cart, or a graphql-input error for its first problem. Without a
 * country the address is still kept when `countryOptional` (a shipping address that does not count
 * yet, CO5); a country outside ISO 3166 is reported as 'Invalid country code: XX' (V10).
 */
export async function checkAddress(
  ctx: RequestContext,
  db: DbOrTx,
  input: CartAddressInput,
  options: { field: string; countryOptional: boolean; estimate?: boolean },
): Promise<CartAddress> {
  const country = (input.country_code ?? '').trim().toUpperCase();
  if (options.estimate && isEstimateAddress(input)) return checkEstimate(ctx, db, input, country, options.field);
  if (country !== '') {
    try {
      isValidPostcode(country, input.postcode ?? '');
    } catch (error) {
      const message = error instanceof Error ? error.message : `Invalid country code: ${country}`;
      throw fieldError(`${options.field}.country_code`, 'country.invalid', message);
    }
    if (!ctx.store.allowedCountries.includes(country)) {
      throw fieldError(`${options.field}.country_code`, 'country.invalid', `The store does not deliver to country "${country}"`);
    }
  }
  const given = input.street.map((line) => (line ?? '').trim());
  while (given.length > 1 && given[given.length - 1] === '') given.pop();
  if (given.length > MAX_STREET_LINES)
    throw inputError(
      'TOO_MANY_ITEMS',
      { field: `${options.field}.street`, max: MAX_STREET_LINES },
      `Street can have at most ${MAX_STREET_LINES} lines: street, house number, addition`,
    );
  const lines = shopStreetLines(given, country, options.field);

  const parsed = createAddressSchema({ telephoneRequired: ctx.store.telephoneRequired }).safeParse({
    firstname: input.firstname,
    lastname: input.lastname,
    street: lines[0] ?? '',
    houseNumber: lines[1] ?? '',
    houseNumberAddition: lines[2],
    postcode: input.postcode ?? '',
    city: input.city,
    countryCode: country,
    telephone: input.telephone ?? undefined,
    company: input.company ?? undefined,
    vatId: input.vat_id ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => !(options.countryOptional && country === '' && i.path[0] === 'countryCode'));
    const name = String(issue?.path[0] ?? 'address');
    if (issue) throw fieldError(`${options.field}.${INPUT_FIELDS[name] ?? name}`, issue.message as ValidationMessageKey);
  }
  const region = await checkRegion(db, country, input, options.field);
  const value = parsed.success ? parsed.data : null;
  const trimmed = (text: string | null | undefined) => (text == null || text.trim() === '' ? null : text.trim());
  return {
    firstname: value?.firstname ?? input.firstname.trim(),
    lastname: value?.lastname ?? input.lastname.trim(),
    company: trimmed(value ? value.company : input.company),
    street: [value?.street ?? lines[0] ?? '', value?.houseNumber ?? lines[1] ?? '', ...(lines[2] ? [lines[2]] : [])],
    postcode: (value?.postcode ?? input.postcode ?? '').trim().toUpperCase(),
    city: value?.city ?? input.city.trim(),
    country_code: country,
    region: region.region,
    region_id: region.region_id,
    telephone: trimmed(value ? value.telephone : input.telephone),
    vat_id: trimmed(value ? value.vatId : input.vat_id),
    pickup_location_code: null,
  };
}

/**
 * A shipping estimate (decision 062): the country must be one the store delivers to and the postcode
 * must fit it; the placeholders are kept as sent, so the client recognises its own estimate, and the
 * address is marked so that it never delivers an order nor serves as the billing address.
 */
async function checkEstimate(
  ctx: RequestContext,
  db: DbOrTx,
  input: CartAddressInput,
  country: string,
  field: string,
): Promise<CartAddress> {
  const postcode = (input.postcode ?? '').trim().toUpperCase();
  if (country === '' || !ctx.store.allowedCountries.includes(country)) {
    throw fieldError(`${field}.country_code`, 'country.invalid', `The store does not deliver to country "${country}"`);
  }
  if (!isValidPostcode(country, postcode)) throw fieldError(`${field}.postcode`, 'postcode.invalid');
  const region = await checkRegion(db, country, input, field);
  const { firstname, lastname, city, street, telephone } = magentoEstimateAddress;
  return {
    firstname,
    lastname,
    street: [...street],
    postcode,
    city,
    country_code: country,
    region: region.region,
    region_id: region.region_id,
    telephone,
    pickup_location_code: null,
    estimate: true,
  };
}

/**
 * The street as the shop keeps it: street, house number, addition. The shop's own forms send them
 * so (the second line is the house number's digits). A Magento client sends the street with its
 * number on the first line, maybe more lines after it ("Damrak 1-3 hs", ["Damrak 1", "2 hoog"]):
 * that line is split by the country's convention and later lines join the addition (decision 060).
 * One line without a house number is refused on that line; several such lines are read as the
 * shop's own, so the house number's own rule answers.
 */
function shopStreetLines(lines: string[], country: string, field: string): string[] {
  const [first, ...rest] = lines;
  if (first === undefined || first === '' || (rest.length > 0 && /^\d+$/.test(rest[0]!))) return lines;
  const split = splitStreetLine(first, country);
  if (split.ok) {
    const addition = [split.parts.addition, ...rest].filter((part) => part !== '').join(' ');
    return [split.parts.street, split.parts.houseNumber, ...(addition === '' ? [] : [addition])];
  }
  if (rest.length > 0) return lines;
  throw fieldError(`${field}.street[0]`, split.error);
}

/** A region id must belong to the country; a free-text region is kept as typed (at most 100 characters). */
async function checkRegion(db: DbOrTx, country: string, input: CartAddressInput, field: string) {
  if (input.region_id != null) {
    const [row] = await db
      .select()
      .from(countryRegions)
      .where(and(eq(countryRegions.id, input.region_id), eq(countryRegions.countryCode, country)))
      .limit(1);
    if (!row)
      throw inputError(
        'CHECKOUT_REGION_INVALID',
        { field: `${field}.region_id` },
        `Region ${input.region_id} is not a region of "${country || '?'}"`,
      );
    return { region: row.name, region_id: row.id };
  }
  const region = input.region?.trim() ?? '';
  if (region.length > MAX_REGION_LENGTH)
    throw inputError('CHECKOUT_REGION_INVALID', { field: `${field}.region` }, `Region can be at most ${MAX_REGION_LENGTH} characters`);
  return { region: region === '' ? null : region, region_id: null };
}
