/**
 * Where a shopper can collect an order: parcel points searched by postcode (CO9, CO10) and the
 * shop's own stores (store pickup).
 */
import { and, asc, eq } from 'drizzle-orm';
import { isIsoCountryCode, maxLengths } from '@shop/rules';
import { parcelPoints, storeLocations } from '../content/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import { cachedReference } from '../platform/reference-cache.ts';
import { openingHoursList } from '../store/locations.ts';

export type ParcelPointRow = typeof parcelPoints.$inferSelect;
export type StoreLocationRow = typeof storeLocations.$inferSelect;

/** Points further than this in postcode numbers are not "near" (areas such as 99xx have none). */
export const MAX_POSTCODE_DISTANCE = 150;
export const MAX_PARCEL_POINTS = 10;
const STORE_CODE_PREFIX = 'STORE-';

/** The number a postcode starts with (1012 of "1012 AB"), or null for postcodes that start with letters. */
function leadingNumber(postcode: string): number | null {
  const digits = /^\d+/.exec(postcode.replace(/\s+/g, ''))?.[0];
  return digits ? Number(digits.slice(0, 4)) : null;
}

export function parcelPointView(point: ParcelPointRow) {
  return {
    code: point.code,
    carrier_code: point.carrier,
    name: point.name,
    street: point.street,
    house_number: point.houseNumber,
    postcode: point.postcode,
    city: point.city,
    country_code: point.country,
    lat: point.lat,
    lng: point.lng,
    opening_hours: openingHoursList(point.openingHours),
  };
}

/**
 * Parcel points nearest to a postcode: by distance between postcode numbers within
 * MAX_POSTCODE_DISTANCE, or for letter postcodes by the same first three characters. Empty when none.
 */
export async function findParcelPoints(ctx: RequestContext, postcode: string, countryCode: string, carrierCode?: string | null) {
  const country = countryCode.trim().toUpperCase();
  const wanted = postcode.trim().toUpperCase();
  if (wanted === '' || wanted.length > maxLengths.postcode)
    throw inputError('INPUT_REQUIRED', { field: 'postcode' }, 'postcode is required');
  if (!isIsoCountryCode(country))
    throw inputError('INPUT_INVALID', { field: 'country_code' }, `Invalid country code: ${country.slice(0, 10)}`);
  const conditions = [eq(parcelPoints.country, country)];
  if (carrierCode) conditions.push(eq(parcelPoints.carrier, carrierCode));
  const points = await ctx.db
    .select()
    .from(parcelPoints)
    .where(and(...conditions))
    .orderBy(asc(parcelPoints.code));
  const number = leadingNumber(wanted);
  const ranked =
    number != null
      ? points
          .map((point) => ({ point, distance: Math.abs((leadingNumber(point.postcode) ?? Number.MAX_SAFE_INTEGER) - number) }))
          .filter((p) => p.distance <= MAX_POSTCODE_DISTANCE)
          .sort((a, b) => a.distance - b.distance || a.point.code.localeCompare(b.point.code))
          .map((p) => p.point)
      : points.filter((point) => point.postcode.replace(/\s+/g, '').startsWith(wanted.replace(/\s+/g, '').slice(0, 3)));
  return ranked.slice(0, MAX_PARCEL_POINTS).map(parcelPointView);
}

export function pickupCode(location: StoreLocationRow): string {
  return `${STORE_CODE_PREFIX}${location.id}`;
}

export function pickupLocationView(location: StoreLocationRow) {
  return {
    code: pickupCode(location),
    title: location.title,
    street: location.street,
    house_number: `${location.houseNumber}${location.houseNumberAddition}`,
    postcode: location.zipcode,
    city: location.city,
    country_code: location.country,
    lat: location.lat,
    lng: location.lng,
    opening_hours: openingHoursList(location.openingHours),
  };
}

/** Active shop locations in the locator's order, held in memory until the table changes. */
function activeStoreLocations(db: DbOrTx): Promise<StoreLocationRow[]> {
  return cachedReference(db, 'checkout:storeLocations', ['store_locations'], () =>
    db.select().from(storeLocations).where(eq(storeLocations.active, true)).orderBy(asc(storeLocations.position), asc(storeLocations.id)),
  );
}

/** Active stores where orders can be collected, in the locator's order. */
export async function storeLocationsForPickup(ctx: RequestContext) {
  return (await activeStoreLocations(ctx.db)).map(pickupLocationView);
}

/** Whether `code` names a place the method may deliver to: a parcel point of its carrier, or an active store. */
export async function pickupCodeExists(db: DbOrTx, code: string, method: { shipmentType: string; carrierCode: string }): Promise<boolean> {
  if (method.shipmentType === 'store_pickup') {
    const id = code.startsWith(STORE_CODE_PREFIX) ? Number(code.slice(STORE_CODE_PREFIX.length)) : NaN;
    if (!Number.isSafeInteger(id)) return false;
    const [row] = await db
      .select({ id: storeLocations.id })
      .from(storeLocations)
      .where(and(eq(storeLocations.id, id), eq(storeLocations.active, true)));
    return row != null;
  }
  const [row] = await db
    .select({ id: parcelPoints.id })
    .from(parcelPoints)
    .where(and(eq(parcelPoints.code, code), eq(parcelPoints.carrier, method.carrierCode)));
  return row != null;
}
