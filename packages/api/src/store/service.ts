import { asc } from 'drizzle-orm';
import { magentoDefaultStoreCode } from '@shop/rules';
import type { DbOrTx } from '../platform/db.ts';
import { cachedReference, type ReferenceTable } from '../platform/reference-cache.ts';
import { countryRegions, stores } from './tables.ts';

export type StoreRow = typeof stores.$inferSelect;
export type CountryRegionRow = typeof countryRegions.$inferSelect;

/** The spec's free-shipping default (euro) when a store has no limit configured. */

/** All stores in display order, held in memory until the stores table changes. Callers must not modify them. */
export function listStores(db: DbOrTx): Promise<StoreRow[]> {
  return cachedReference(db, 'store:stores', ['stores'], () => db.select().from(stores).orderBy(asc(stores.sortOrder), asc(stores.id)));
}

/** Every country's regions, by name, held in memory until the table changes. */
export function listCountryRegions(db: DbOrTx): Promise<CountryRegionRow[]> {
  return cachedReference(db, 'store:countryRegions', ['country_regions'], () =>
    db.select().from(countryRegions).orderBy(asc(countryRegions.name), asc(countryRegions.id)),
  );
}

/**
 * One store's rows of a per-store configuration table (delivery, payment methods). Every store's
 * rows are read in one statement and held in memory until `table` changes.
 */
export async function storeConfiguration<T extends { storeCode: string }>(
  db: DbOrTx,
  storeCode: string,
  table: ReferenceTable,
  readAll: () => Promise<T[]>,
): Promise<T[]> {
  const byStore = await cachedReference(db, `store:configuration:${table}`, [table], async () => {
    const groups = new Map<string, T[]>();
    for (const row of await readAll()) {
      const list = groups.get(row.storeCode);
      if (list) list.push(row);
      else groups.set(row.storeCode, [row]);
    }
    return groups;
  });
  return byStore.get(storeCode) ?? [];
}

/**
 * The store for a `Store` header value: the default store when absent or when it names Magento's
 * default store view (`default`, decision 059) and no store has that code; null when unknown.
 */
export async function resolveStore(db: DbOrTx, code: string | null | undefined): Promise<StoreRow | null> {
  const all = await listStores(db);
  const defaultStore = all.find((s) => s.isDefault) ?? all[0] ?? null;
  if (!code) return defaultStore;
  const wanted = code.trim().toLowerCase();
  return all.find((s) => s.code === wanted) ?? (wanted === magentoDefaultStoreCode ? defaultStore : null);
}

export interface CountryView {
  id: string;
  two_letter_abbreviation: string;
  full_name_locale: string;
  full_name_english: string;
  available_regions: { id: number; code: string; name: string }[];
}

/** Countries the store ships to, named in the store's language, sorted by that name. */
export function listCountries(db: DbOrTx, store: StoreRow): Promise<CountryView[]> {
  // Naming and sorting every country costs more than reading the regions, so the views are kept too.
  return cachedReference(db, `store:countries:${store.code}`, ['stores', 'country_regions'], async () => {
    // The request's store may predate a change to it; name the countries as the store is now.
    const [regions, all] = await Promise.all([listCountryRegions(db), listStores(db)]);
    return countryViews(regions, all.find((s) => s.code === store.code) ?? store);
  });
}

function countryViews(regions: CountryRegionRow[], store: StoreRow): CountryView[] {
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

export async function findStoreByCode(db: DbOrTx, code: string): Promise<StoreRow | undefined> {
  return (await listStores(db)).find((s) => s.code === code);
}
