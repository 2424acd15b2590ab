/**
 * The staff-set order of a category (C27, decision 056): the commands the staff console calls
 * (decision 041: the context first, typed values in, rows or a reason out). A category pins
 * products to positions 1, 2, 3 … under a named profile; its active profile is the one its page
 * uses. Every change records a listing change, so kept listing answers are not served after it.
 */
import { merchandising, MERCHANDISING_NAME } from '@shop/rules';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CommandContext } from '../platform/context.ts';
import { resultRows, type Db } from '../platform/db.ts';
import { referenceCacheOf } from '../platform/reference-cache.ts';
import { searchEngine } from '../search/engine-of.ts';
import { list } from './listing-sql.ts';
import { categories, categorySequences } from './tables.ts';
import type { Localized } from './tables.ts';

export interface MerchandisingCategory {
  id: number;
  urlPath: string;
  name: Localized;
  level: number;
  /** The profile the category's page uses. */
  activeProfile: string;
}

export interface StaffOrderProduct {
  productId: number;
  sku: string;
  name: string;
  inStock: boolean;
  /** Its position under the profile looked at; null when not pinned. */
  position: number | null;
}

export interface StaffOrderView {
  category: MerchandisingCategory;
  /** The profile looked at. */
  profile: string;
  /** Every profile with pins in this category, the active one and the default, sorted. */
  profiles: string[];
  /** The pinned products, by position (sold-out ones too). */
  pinned: StaffOrderProduct[];
  /** The first products of the category page in the recommended order under this profile. */
  preview: StaffOrderProduct[];
  totalCount: number;
}

/** Products the console's preview shows of a category's recommended order. */
export const STAFF_ORDER_PREVIEW_SIZE = 48;

function checkProfile(profile: string): void {
  // A caller's mistake: the console reads its form with the same rule first.
  if (!MERCHANDISING_NAME.test(profile)) throw new Error(`not an order profile name: ${profile}`);
}

/** Every active category, in tree order, with its active profile. */
export async function merchandisingCategories(ctx: CommandContext): Promise<MerchandisingCategory[]> {
  const rows = await ctx.db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.urlPath));
  return rows.map((row) => ({ id: row.id, urlPath: row.urlPath, name: row.name, level: row.level, activeProfile: row.sequenceProfile }));
}

/** One active category by its url path, or null. */
export async function merchandisingCategory(ctx: CommandContext, urlPath: string): Promise<MerchandisingCategory | null> {
  const [row] = await ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.urlPath, urlPath), eq(categories.isActive, true)))
    .limit(1);
  return row ? { id: row.id, urlPath: row.urlPath, name: row.name, level: row.level, activeProfile: row.sequenceProfile } : null;
}

interface ListedRow {
  product_id: number;
  sku: string;
  name: string;
  in_stock: boolean;
}

/** Products listed in the category in `language`, by id (sku, name, stock from the listing read model). */
async function listedProducts(
  ctx: CommandContext,
  language: string,
  categoryId: number,
  ids: readonly number[],
): Promise<Map<number, ListedRow>> {
  if (ids.length === 0) return new Map();
  const rows = resultRows<ListedRow>(
    await ctx.db.execute(sql`select l.product_id, l.sku, l.name, l.in_stock from listing_products l
      where l.language = ${language} and l.category_ids && array[${categoryId}]::int[] and l.product_id in (${list(ids)})`),
  );
  return new Map(rows.map((row) => [row.product_id, row]));
}

/** The pinned product ids of a category under a profile, by position. */
async function pinnedIds(ctx: CommandContext, categoryId: number, profile: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ productId: categorySequences.productId })
    .from(categorySequences)
    .where(and(eq(categorySequences.categoryId, categoryId), eq(categorySequences.profile, profile)))
    .orderBy(asc(categorySequences.position), asc(categorySequences.productId));
  return rows.map((row) => row.productId);
}

/**
 * What the console shows of a category's staff order under `profile`: the pins and the first
 * products of the category page in the order a shopper sees with this profile (names in `language`).
 */
export async function staffOrderOf(
  ctx: CommandContext & { db: Db },
  category: MerchandisingCategory,
  profile: string,
  language: string,
): Promise<StaffOrderView> {
  checkProfile(profile);
  const [pins, profileRows, answer] = await Promise.all([
    pinnedIds(ctx, category.id, profile),
    ctx.db
      .selectDistinct({ profile: categorySequences.profile })
      .from(categorySequences)
      .where(eq(categorySequences.categoryId, category.id)),
    searchEngine(ctx).search({
      language,
      text: null,
      categoryIds: [category.id],
      filters: [],
      sort: 'recommended',
      sequence: { categoryId: category.id, profile, fallback: profile },
      page: 1,
      pageSize: STAFF_ORDER_PREVIEW_SIZE,
      facets: [],
    }),
  ]);
  const listed = await listedProducts(ctx, language, category.id, [...new Set([...pins, ...answer.ids])]);
  const positionOf = new Map(pins.map((id, index) => [id, index + 1]));
  const view = (id: number): StaffOrderProduct[] => {
    const row = listed.get(id);
    return row ? [{ productId: id, sku: row.sku, name: row.name, inStock: row.in_stock, position: positionOf.get(id) ?? null }] : [];
  };
  const profiles = new Set([merchandising.defaultProfile, category.activeProfile, profile, ...profileRows.map((r) => r.profile)]);
  return {
    category,
    profile,
    profiles: [...profiles].sort(),
    pinned: pins.flatMap(view),
    preview: answer.ids.flatMap(view),
    totalCount: answer.total,
  };
}

export type PinRefusal = 'not_listed' | 'too_many' | 'not_pinned';

/**
 * Pins a product of the category at `position` under `profile` (1 = first; past the end: last),
 * moves it there when pinned already, one place up or down (`up`, `down`), or unpins it (`position`
 * null). Positions stay 1, 2, 3 …. A product must be listed in the category (its subcategories
 * count); at most `merchandising.maxPinned` per category and profile.
 */
export async function setPinnedPosition(
  ctx: CommandContext,
  input: { categoryId: number; profile: string; productId: number; position: number | 'up' | 'down' | null },
): Promise<{ ok: true; position: number | null } | { ok: false; reason: PinRefusal }> {
  checkProfile(input.profile);
  if (typeof input.position === 'number' && (!Number.isSafeInteger(input.position) || input.position < 1)) {
    throw new Error(`not a position: ${input.position}`);
  }
  return ctx.db.transaction(async (tx) => {
    // Changes to one category's order wait for each other (a row lock; no write, so no change notice).
    await tx.execute(sql`select id from categories where id = ${input.categoryId} for update`);
    const current = await pinnedIds({ db: tx, now: ctx.now }, input.categoryId, input.profile);
    const rest = current.filter((id) => id !== input.productId);
    const pinned = rest.length < current.length;
    if ((input.position === null || typeof input.position === 'string') && !pinned) return { ok: false, reason: 'not_pinned' as const };
    if (!pinned) {
      const [listed] = resultRows<{ one: number }>(
        await tx.execute(sql`select 1 as one from listing_products l where l.product_id = ${input.productId}
          and l.category_ids && array[${input.categoryId}]::int[] limit 1`),
      );
      if (!listed) return { ok: false, reason: 'not_listed' as const };
      if (current.length >= merchandising.maxPinned) return { ok: false, reason: 'too_many' as const };
    }
    const was = current.indexOf(input.productId) + 1;
    const wanted = input.position === 'up' ? Math.max(1, was - 1) : input.position === 'down' ? was + 1 : input.position;
    const at = wanted === null ? null : Math.min(wanted, rest.length + 1);
    const order = at === null ? rest : [...rest.slice(0, at - 1), input.productId, ...rest.slice(at - 1)];
    await tx
      .delete(categorySequences)
      .where(and(eq(categorySequences.categoryId, input.categoryId), eq(categorySequences.profile, input.profile)));
    if (order.length > 0) {
      await tx
        .insert(categorySequences)
        .values(
          order.map((productId, index) => ({ categoryId: input.categoryId, profile: input.profile, productId, position: index + 1 })),
        );
    }
    // The listing's kept answers are per read-model version: this order is part of them.
    await tx.execute(sql`insert into listing_changes default values`);
    return { ok: true as const, position: at };
  });
}

/** Makes `profile` the order the category's page uses. False when the category is not there. */
export async function setActiveProfile(ctx: CommandContext, input: { categoryId: number; profile: string }): Promise<boolean> {
  checkProfile(input.profile);
  const updated = await ctx.db
    .update(categories)
    .set({ sequenceProfile: input.profile })
    .where(and(eq(categories.id, input.categoryId), eq(categories.isActive, true)))
    .returning({ id: categories.id });
  // Other processes drop their categories on the change notice; this one need not wait for it.
  referenceCacheOf(ctx.db)?.invalidate('categories');
  return updated.length > 0;
}

/** The listed product with this sku (a configurable's own sku), or null. */
export async function listedProductIdOf(ctx: CommandContext, sku: string): Promise<number | null> {
  const [row] = resultRows<{ product_id: number }>(
    await ctx.db.execute(sql`select l.product_id from listing_products l where l.sku = ${sku} limit 1`),
  );
  return row?.product_id ?? null;
}
