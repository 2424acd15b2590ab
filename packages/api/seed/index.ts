import { sql } from 'drizzle-orm';
import { hasRows, type Db } from '../src/platform/db.ts';
import {
  appMeta,
  countryRegions,
  coupons,
  giftCards,
  giftCardTransactions,
  parcelPoints,
  paymentMethods,
  shippingMethods,
  staffUsers,
  storeLocations,
  stores,
} from '../src/platform/schema.ts';
import { insertInBatches } from './batch.ts';
import { planFullCatalogue, seedCatalogue } from './catalog/seed-catalogue.ts';
import { DEFAULT_PRODUCTS, DEFAULT_SEED, SEED_VERSION } from './constants.ts';
import { seedContent } from './content/seed-content.ts';
import { buildPaymentMethods, buildShippingMethods } from './shop/checkout.ts';
import { buildStoreLocations } from './shop/locations.ts';
import { buildParcelPoints } from './shop/parcel-points.ts';
import { buildCoupons, buildGiftCardIssues, buildGiftCards } from './shop/promotions.ts';
import { buildStaff } from './shop/staff.ts';
import { buildCountryRegions, buildStores } from './shop/stores.ts';

export { DEMO_GIFT_CARDS, hashGiftCardPin } from './shop/promotions.ts';
export { DEMO_STAFF } from './shop/staff.ts';
export { DEFAULT_PRODUCTS, DEFAULT_SEED, REFERENCE_DATE, SEED_VERSION } from './constants.ts';

export interface SeedOptions {
  /** Configurable products to generate (default 2000); accessories, bundles and the gift card come on top. */
  products?: number;
  /** Same seed, same shop (default 1). */
  seed?: number;
  /** Called as work proceeds: one unit per listed product plus one per other step. */
  onProgress?: (done: number, total: number) => void;
}

/** Steps besides the products themselves, for progress reporting. */
const OTHER_STEPS = 4;

function checkCount(name: string, value: number, min: number): number {
  if (!Number.isSafeInteger(value) || value < min)
    throw new RangeError(`seedDatabase: ${name} must be an integer of at least ${min}, got ${value}`);
  return value;
}

/**
 * Fills an empty, migrated database with the deterministic demo shop and records the seed in `app_meta`.
 * It takes the database alone, not a command context (decision 041): it runs inside `migrate` before any
 * store exists, and its data is fixed by the seed and `REFERENCE_DATE`, not by a clock.
 */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const productCount = checkCount('products', options.products ?? DEFAULT_PRODUCTS, 1);
  const seed = checkCount('seed', options.seed ?? DEFAULT_SEED, 0);
  for (const table of ['stores', 'products', 'content_documents']) {
    if (await hasRows(db, table)) throw new Error(`seedDatabase needs an empty database, but table ${table} already has rows`);
  }

  const catalogue = planFullCatalogue(seed, productCount);
  const total = catalogue.products.length + OTHER_STEPS;
  let stepsDone = 0;
  const report = (productsDone: number) => options.onProgress?.(stepsDone + productsDone, total);
  report(0);

  await db.transaction(async (tx) => {
    await insertInBatches(tx, stores, buildStores());
    await insertInBatches(tx, countryRegions, buildCountryRegions());
    await insertInBatches(tx, shippingMethods, buildShippingMethods());
    await insertInBatches(tx, paymentMethods, buildPaymentMethods());
    await insertInBatches(tx, coupons, buildCoupons());
    await insertInBatches(tx, giftCards, buildGiftCards());
    const cards = await tx.select({ id: giftCards.id, amount: giftCards.initialBalance, createdAt: giftCards.createdAt }).from(giftCards);
    await insertInBatches(tx, giftCardTransactions, buildGiftCardIssues(cards));
  });
  stepsDone += 1;
  report(0);

  await seedCatalogue(db, seed, catalogue, report);
  stepsDone += catalogue.products.length;

  await db.transaction(async (tx) => {
    await insertInBatches(tx, storeLocations, buildStoreLocations());
    await insertInBatches(tx, parcelPoints, buildParcelPoints(seed));
    // The demo employee works in the flagship, the first shop the locator lists.
    const [flagship] = await tx.select({ id: storeLocations.id }).from(storeLocations).orderBy(storeLocations.position).limit(1);
    if (flagship) await insertInBatches(tx, staffUsers, buildStaff(flagship.id));
  });
  stepsDone += 1;
  report(0);

  await seedContent(db, catalogue);
  stepsDone += 1;
  report(0);

  await db.insert(appMeta).values({ key: 'seed', value: { products: productCount, seed, version: SEED_VERSION } });
  // The embedded database runs no autovacuum, so without this its planner never learns the table
  // sizes and picks poor plans (e.g. scanning every listed product to find a model's colours).
  await db.execute(sql`analyze`);
  stepsDone += 1;
  report(0);
}
