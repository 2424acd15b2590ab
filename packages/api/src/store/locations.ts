/**
 * The store locator (spec 001 §4, SL1–SL7): the shop's active physical stores in position order,
 * with the content page that introduces them.
 */
import { storeLocator } from '@shop/rules';
import { asc, eq } from 'drizzle-orm';
import { storeLocations } from '../content/tables.ts';
import type { RequestContext } from '../platform/context.ts';
import type { DbOrTx } from '../platform/db.ts';
import { inputError } from '../platform/errors.ts';
import { cachedReference } from '../platform/reference-cache.ts';

export type StoreLocationRow = typeof storeLocations.$inferSelect;

/** The spec's page size for the locator (001 §9), which is also the most one page may hold. */
const MAX_UID_LENGTH = 100;
const MAX_PAGE = 10_000;

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A shop's or parcel point's opening hours as listed: the days it gives hours for, Monday first. */
export function openingHoursList(hours: Record<string, unknown>): { day: string; hours: string }[] {
  return DAYS.flatMap((day) => {
    const text = hours[day];
    return typeof text === 'string' ? [{ day, hours: text }] : [];
  });
}

/** A readable address part from a shop's title: lower case, no accents, words joined by hyphens. */
export function locationSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface StoreLocationView {
  id: number;
  url_key: string;
  title: string;
  street: string;
  house_number: string;
  house_number_addition: string;
  zipcode: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
  position: number;
  is_brandstore: boolean;
  phone: string;
  opening_hours: { day: string; hours: string }[];
  meta_title: string;
  meta_description: string;
}

function locationView(row: StoreLocationRow, urlKey: string): StoreLocationView {
  return {
    id: row.id,
    url_key: urlKey,
    title: row.title,
    street: row.street,
    house_number: row.houseNumber,
    house_number_addition: row.houseNumberAddition,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    position: row.position,
    is_brandstore: row.isBrandstore,
    phone: row.phone,
    opening_hours: openingHoursList(row.openingHours),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
  };
}

/**
 * Active shops by position, then id (SL1, SL2), with unique url keys: a title shared by two shops
 * gets the later one's id appended. Read once and held until the table changes (SL5).
 */
export function activeLocations(db: DbOrTx): Promise<StoreLocationView[]> {
  return cachedReference(db, 'store:locations', ['store_locations'], async () => {
    const rows = await db
      .select()
      .from(storeLocations)
      .where(eq(storeLocations.active, true))
      .orderBy(asc(storeLocations.position), asc(storeLocations.id));
    const taken = new Set<string>();
    return rows.map((row) => {
      const base = locationSlug(row.title) || 'store';
      const urlKey = taken.has(base) ? `${base}-${row.id}` : base;
      taken.add(urlKey);
      return locationView(row, urlKey);
    });
  });
}

export interface LocatorPageRequest {
  uid: string;
  pageSize: number;
  currentPage: number;
  brandstoresOnly: boolean;
}

/** Checks the locator's paging (SL4): uid given, 1 ≤ pageSize ≤ 250, currentPage from 1. */
export function checkLocatorRequest(request: LocatorPageRequest): void {
  if (request.uid.trim() === '') throw inputError('STORE_LOCATION_UID_REQUIRED', {}, 'uid is required');
  if (request.uid.length > MAX_UID_LENGTH)
    throw inputError('INPUT_TOO_LONG', { field: 'uid', max: MAX_UID_LENGTH }, `uid may have at most ${MAX_UID_LENGTH} characters`);
  if (!Number.isInteger(request.pageSize) || request.pageSize < 1 || request.pageSize > storeLocator.pageSize) {
    throw inputError('PAGE_SIZE_INVALID', { max: storeLocator.pageSize }, `pageSize must be between 1 and ${storeLocator.pageSize}`);
  }
  if (!Number.isInteger(request.currentPage) || request.currentPage < 1 || request.currentPage > MAX_PAGE) {
    throw inputError('CURRENT_PAGE_INVALID', {}, 'currentPage value must be greater than 0.');
  }
}

/** One page of active shops (SL4), brand stores only on request (SL7). */
export async function listStoreLocations(ctx: RequestContext, request: LocatorPageRequest) {
  checkLocatorRequest(request);
  const all = await activeLocations(ctx.db);
  const chosen = request.brandstoresOnly ? all.filter((location) => location.is_brandstore) : all;
  const start = (request.currentPage - 1) * request.pageSize;
  return {
    currentPage: request.currentPage,
    pageSize: request.pageSize,
    total: chosen.length,
    locations: chosen.slice(start, start + request.pageSize),
  };
}

/** An active shop by url key, or null (an inactive shop is as unknown as a made-up key). */
export async function findStoreLocation(ctx: RequestContext, urlKey: string): Promise<StoreLocationView | null> {
  const key = urlKey.trim().toLowerCase();
  if (key === '' || key.length > storeLocator.maxUrlKeyLength) return null;
  return (await activeLocations(ctx.db)).find((location) => location.url_key === key) ?? null;
}
