import { asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/db.ts';
import { countryRegions, stores } from './tables.ts';

export type StoreRow = typeof stores.$inferSelect;

/** The spec's free-shipping default (euro) when a store has no limit configured. */
export const FREE_SHIPPING_LIMIT_DEFAULT = 1000;

const CACHE_MS = 30_000;
let cache: { at: number; db: Db; stores: StoreRow[] } | null = null;

/** All stores in display order; cached briefly per process (a cache, never the source of truth). */
export async function listStores(db: Db): Promise<StoreRow[]> {
  if (cache && cache.db === db && Date.now() - cache.at < CACHE_MS) return cache.stores;
  const rows = await db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id));
  cache = { at: Date.now(), db, stores: rows };
  return rows;
}

export function clearStoreCache(): void {
  cache = null;
}

/** The store for a `Store` header value: the default store when absent, null when unknown. */
export async function resolveStore(db: Db, code: string | null | undefined): Promise<StoreRow | null> {
  const all = await listStores(db);
  if (!code) return all.find((s) => s.isDefault) ?? all[0] ?? null;
  const wanted = code.trim().toLowerCase();
  return all.find((s) => s.code === wanted) ?? null;
}

export interface CountryView {
  id: string;
  two_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[];
}

/** Countries the store ships to, named in the store's language, sorted by that name. */
export async function listCountries(db: Db, store: StoreRow): Promise<CountryView[]> {
  const regions = await db.select().from(countryRegions).orderBy(asc(countryRegions.name));
  const local = new Intl.DisplayNames([store.language], { type: 'region' });
  const english = new Intl.DisplayNames(['en'], { type: 'region' });
  return store.allowedCountries
    .map((code) => ({
      id: code,
      two_letter_abbreviation: code,
      full_name_locale: local.of(code) ?? code,
      full_name_english: english.of(code) ?? code,
      available_regions: regions.filter((r) => r.countryCode === code).map((r) => ({ id: r.id, code: r.code, name: r.name })),
    }))
    .sort((a, b) => a.full_name_locale.localeCompare(b.full_name_locale, store.language));
}

export async function findStoreByCode(db: Db, code: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.code, code));
  return row;
}
