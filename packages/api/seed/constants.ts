/**
 * Fixed facts of the generator. Dates are derived from a fixed reference day instead of the
 * clock, so two runs with the same seed give byte-identical data.
 */

/** Bumped when the generated data changes shape; stored in `app_meta` under key `seed`. */
export const SEED_VERSION = 1;
export const DEFAULT_PRODUCTS = 2000;
export const DEFAULT_SEED = 1;

/** "Today" as far as the demo data is concerned: creation dates lie in the year before it. */
export const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
export const DAY_MS = 86_400_000;

/** Rows per INSERT statement: well below PostgreSQL's 65,535 bind-parameter limit. */
export const BATCH_ROWS = 500;
/** Configurable products expanded (with children, images, stock …) per transaction. */
export const PRODUCTS_PER_CHUNK = 250;

/** Products created most recently land in the virtual `nieuw` category. */
export const NEW_ARRIVALS = 150;

/** Path prefix of generated product pictures: `{prefix}/{garment}/{hex}/{view}.jpg`. */
export const PRODUCT_MEDIA = '/media/catalog/product';
/** Path prefix of generated content pictures: `{prefix}/{motif}/{hex}/{name}.jpg`. */
export const CONTENT_MEDIA = '/media/content';

/** ISO date (yyyy-mm-dd) `days` after the reference date. */
export function referenceDay(days: number): string {
  return new Date(REFERENCE_DATE.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}
