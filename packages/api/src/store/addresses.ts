/**
 * Where each store lives on the web (decision 046): the addresses the API writes into e-mail, the
 * payment provider's return and an order's record. A store's configured base URL counts when the
 * public can reach it (`STORE_BASE_URLS` writes it into the stores table at start); otherwise the
 * store is on the address the request reached the shop on, which the shop's server decides and
 * vouches for (`publicOrigin`), never a header a client chose.
 */
import { eq } from 'drizzle-orm';
import { storeHomes } from '@shop/rules';
import type { DbOrTx } from '../platform/db.ts';
import { listStores, type StoreRow } from './service.ts';
import { stores } from './tables.ts';

/** What the addresses need of a request: its database and the public origin it reached. */
export interface AddressContext {
  db: DbOrTx;
  store: Pick<StoreRow, 'code'>;
  /** The origin the shop's server decided for this request; null when none (jobs, tests): the stores' own. */
  publicOrigin?: string | null;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Default store first: on an origin several stores share, it is the one without a store choice. */
function defaultFirst(all: readonly StoreRow[]): StoreRow[] {
  return [...all].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * The home address of store `code`: `https://vanarkel.de/`, or `http://host:port/?store=de` where it
 * shares an origin with a store before it. Without a request origin, a store lacking a public address
 * is on the default store's configured (demo) address.
 */
export async function storeHomeFor(db: DbOrTx, code: string, publicOrigin: string | null | undefined): Promise<string> {
  const all = defaultFirst(await listStores(db));
  const fallback = publicOrigin ?? originOf(all[0]?.secureBaseUrl ?? '') ?? 'http://localhost:3000';
  const homes = storeHomes(
    all.map((store) => ({ code: store.code, baseUrl: store.secureBaseUrl || store.baseUrl })),
    fallback,
  );
  return homes.get(code) ?? `${fallback}/`;
}

/** The request's store's home address (or another store's, by code). */
export function storeHome(ctx: AddressContext, code: string = ctx.store.code): Promise<string> {
  return storeHomeFor(ctx.db, code, ctx.publicOrigin);
}

/** Where an order's links lead: the store's home it was placed on, or (older orders) the store's own. */
export async function orderHome(db: DbOrTx, order: { storeCode: string; storeHome: string | null }): Promise<string> {
  return order.storeHome ?? storeHomeFor(db, order.storeCode, null);
}

/**
 * Writes `STORE_BASE_URLS` into the stores table (base and secure base URL) where they differ, at
 * start. Returns the codes it names that are no store, for the start to refuse.
 */
export async function applyStoreBaseUrls(db: DbOrTx, urls: Readonly<Record<string, string>>): Promise<string[]> {
  const all = await db.select({ code: stores.code, baseUrl: stores.baseUrl, secureBaseUrl: stores.secureBaseUrl }).from(stores);
  const unknown = Object.keys(urls).filter((code) => !all.some((store) => store.code === code));
  for (const store of all) {
    const url = urls[store.code];
    if (!url || (store.baseUrl === url && store.secureBaseUrl === url)) continue;
    await db.update(stores).set({ baseUrl: url, secureBaseUrl: url }).where(eq(stores.code, store.code));
  }
  return unknown;
}
