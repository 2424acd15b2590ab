import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';
import { merchandisingCategory, setActiveProfile, setPinnedPosition, staffOrderOf } from './merchandising-admin.ts';
import { categorySequences } from './tables.ts';

const LIST = /* GraphQL */ `
  query ($filters: [ListFilterInput!], $sortOrder: String, $sequenceProfile: String, $merchandiserSortKey: String) {
    productList(
      filters: $filters
      itemsPerPage: 72
      sortOrder: $sortOrder
      sequenceProfile: $sequenceProfile
      merchandiserSortKey: $merchandiserSortKey
    ) {
      sequenceProfile
      merchandiserSortKey
      products {
        sku
        inStock
      }
    }
  }
`;

const t = testApiForFile({ products: 40 });
const ctx = () => ({ db: t.db, now: () => new Date() });
const CATEGORY = 'kleding';

interface Listed {
  sequenceProfile: string | null;
  merchandiserSortKey: string | null;
  products: { sku: string; inStock: boolean }[];
}

async function listing(variables: Record<string, unknown> = {}): Promise<Listed> {
  const res = await t.query(LIST, { filters: [{ key: 'category', values: [CATEGORY] }], ...variables });
  expect(res.errors).toBeUndefined();
  return res.data!.productList as Listed;
}

const skus = (list: Listed) => list.products.map((p) => p.sku);

async function category() {
  const found = await merchandisingCategory(ctx(), CATEGORY);
  if (!found) throw new Error('no category kleding');
  return found;
}

async function productIdOf(sku: string): Promise<number> {
  const view = await staffOrderOf(ctx(), await category(), 'default', 'nl');
  const found = view.preview.find((p) => p.sku === sku);
  if (!found) throw new Error(`${sku} is not in the preview`);
  return found.productId;
}

async function pin(sku: string, position: number | 'up' | 'down' | null, profile = 'default') {
  const result = await setPinnedPosition(ctx(), {
    categoryId: (await category()).id,
    profile,
    productId: await productIdOf(sku),
    position,
  });
  expect(result.ok).toBe(true);
}

async function clear() {
  await t.db.delete(categorySequences);
  await setActiveProfile(ctx(), { categoryId: (await category()).id, profile: 'default' });
}

describe('staff-set order per category (C27)', () => {
  it('pinned products lead the recommended order in their positions; the rest follow in the order they had', async () => {
    await clear();
    const before = await listing();
    expect(before).toMatchObject({ sequenceProfile: 'default', merchandiserSortKey: 'position' });
    const available = before.products.filter((p) => p.inStock).map((p) => p.sku);
    expect(available.length).toBeGreaterThan(4);
    const [last, secondLast] = [available.at(-1)!, available.at(-2)!];

    await pin(last, 1);
    await pin(secondLast, 1);
    const after = await listing();
    expect(skus(after).slice(0, 2)).toEqual([secondLast, last]);
    expect(skus(after).slice(2)).toEqual(skus(before).filter((sku) => sku !== last && sku !== secondLast));

    // Moving and unpinning keep the positions 1, 2 …: unpinned, the order is as before.
    await pin(last, 1);
    expect(skus(await listing()).slice(0, 2)).toEqual([last, secondLast]);
    await pin(last, 'down');
    expect(skus(await listing()).slice(0, 2)).toEqual([secondLast, last]);
    await pin(last, 'up');
    await pin(last, 'up');
    expect(skus(await listing()).slice(0, 2)).toEqual([last, secondLast]);
    await pin(last, null);
    await pin(secondLast, null);
    expect(skus(await listing())).toEqual(skus(before));
  });

  it('merchandiserSortKey rank leaves the pins out; an unknown key is position', async () => {
    await clear();
    const before = await listing();
    const byPriceBefore = await listing({ sortOrder: 'priceasc' });
    const target = before.products.filter((p) => p.inStock).at(-1)!.sku;
    await pin(target, 1);
    expect(skus(await listing({ merchandiserSortKey: 'rank' }))).toEqual(skus(before));
    const unknown = await listing({ merchandiserSortKey: 'newest' });
    expect(unknown.merchandiserSortKey).toBe('position');
    expect(skus(unknown)[0]).toBe(target);
    // Other sorts are the shopper's choice: no pins.
    expect(skus(await listing({ sortOrder: 'priceasc' }))).toEqual(skus(byPriceBefore));
  });

  it('a profile is chosen by name, an unknown one falls back to the active profile, and staff choose the active one', async () => {
    await clear();
    const before = await listing();
    const available = before.products.filter((p) => p.inStock).map((p) => p.sku);
    const [forDefault, forWinter] = [available.at(-1)!, available.at(-2)!];
    await pin(forDefault, 1);
    await pin(forWinter, 1, 'winter');

    expect(skus(await listing())[0]).toBe(forDefault);
    const winter = await listing({ sequenceProfile: 'Winter' });
    expect(winter.sequenceProfile).toBe('winter');
    expect(skus(winter)[0]).toBe(forWinter);
    expect(skus(await listing({ sequenceProfile: 'summer' }))[0]).toBe(forDefault);

    expect(await setActiveProfile(ctx(), { categoryId: (await category()).id, profile: 'winter' })).toBe(true);
    const active = await listing();
    expect(active.sequenceProfile).toBe('winter');
    expect(skus(active)[0]).toBe(forWinter);
    expect(skus(await listing({ sequenceProfile: 'default' }))[0]).toBe(forDefault);
    await clear();
  });

  it('a sold-out pinned product never pushes available ones down', async () => {
    await clear();
    const before = await listing();
    const soldOut = before.products.find((p) => !p.inStock);
    if (!soldOut) return;
    await pin(soldOut.sku, 1);
    const after = await listing();
    expect(after.products[0]!.inStock).toBe(true);
    expect(skus(after).indexOf(soldOut.sku)).toBe(before.products.findIndex((p) => !p.inStock));
    await clear();
  });

  it('refuses an oversized or garbled profile or key with a code; the other listings are untouched', async () => {
    for (const variables of [
      { sequenceProfile: 'w'.repeat(41) },
      { sequenceProfile: 'winter sale' },
      { merchandiserSortKey: "rank'; --" },
      { merchandiserSortKey: 'r'.repeat(5000) },
    ]) {
      const res = await t.query(LIST, { filters: [{ key: 'category', values: [CATEGORY] }], ...variables });
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'CATALOG_MERCHANDISING_INVALID',
        category: 'graphql-input',
        params: { argument: Object.keys(variables)[0], max: '40' },
      });
    }
    const everything = await t.query(LIST, { filters: [], sequenceProfile: 'winter' });
    expect(everything.errors).toBeUndefined();
  });

  it('pins only products listed in the category, and the staff view shows pins and the shop order', async () => {
    await clear();
    const kleding = await category();
    const result = await setPinnedPosition(ctx(), { categoryId: kleding.id, profile: 'default', productId: 999_999, position: 1 });
    expect(result).toEqual({ ok: false, reason: 'not_listed' });
    expect(await setPinnedPosition(ctx(), { categoryId: kleding.id, profile: 'default', productId: 1, position: null })).toEqual({
      ok: false,
      reason: 'not_pinned',
    });
    const before = await listing();
    const target = before.products.filter((p) => p.inStock).at(-1)!.sku;
    await pin(target, 5);
    const view = await staffOrderOf(ctx(), kleding, 'default', 'nl');
    expect(view.pinned.map((p) => [p.sku, p.position])).toEqual([[target, 1]]);
    expect(view.preview[0]).toMatchObject({ sku: target, position: 1 });
    expect(view.profiles).toContain('default');
    expect(await setActiveProfile(ctx(), { categoryId: 999_999, profile: 'winter' })).toBe(false);
    await clear();
  });
});
