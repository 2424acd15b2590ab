import { ListingResultFragmentDoc } from '@shop/storefront/documents';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stockItems } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

/** A listing as the storefront asks it (its `ListingResult` fragment), and what the storefront does not read. */
const LIST = /* GraphQL */ `
  query ($search: String, $filters: [ListFilterInput!], $page: Int, $itemsPerPage: Int, $sortOrder: String) {
    productList(search: $search, filters: $filters, page: $page, itemsPerPage: $itemsPerPage, sortOrder: $sortOrder) {
      ...ListingResult
      expectedTotal
      sortOrder
      sortDirection
      attributeList {
        code
        label
        order
      }
      products {
        id
        ean
        packshot_image
        short_description
        categories {
          id
          name
          level
          url_path
        }
      }
    }
  }
  ${ListingResultFragmentDoc.toString()}
`;
const COUNT = /* GraphQL */ `
  query ($search: String, $filters: [ListFilterInput!]) {
    productCount(search: $search, filters: $filters) {
      totalCount
    }
  }
`;
const BY_SKUS = /* GraphQL */ `
  query ($skus: [String!]!) {
    productsBySkus(skus: $skus) {
      sku
      name
      price
    }
  }
`;

type Vars = Record<string, unknown>;
const t = testApiForFile({ products: 40 });

async function list(variables: Vars, store?: string) {
  const res = await t.query(LIST, variables, store ? { store } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.productList;
}

async function count(variables: Vars) {
  const res = await t.query(COUNT, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.productCount.totalCount as number;
}

function facet<F extends { key: string }>(result: { filters: F[] }, key: string): F {
  const found = result.filters.find((f) => f.key === key);
  if (!found) throw new Error(`no ${key} filter`);
  return found;
}

describe('productList', () => {
  it('C7, C14: 36 tiles by default, the allowed sizes as asked, 50 read as 36', async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, itemsPerPage: 36, sort: 'recommended', sortOrder: 'recommended', search: null });
    expect(first.totalCount).toBeGreaterThan(36);
    expect(first.expectedTotal).toBe(first.totalCount);
    expect(first.products).toHaveLength(36);
    expect((await list({ itemsPerPage: 24 })).products).toHaveLength(24);
    const fifty = await list({ itemsPerPage: 50 });
    expect(fifty.itemsPerPage).toBe(36);
    expect(fifty.products).toHaveLength(36);
    expect(first.attributeList.map((a: { code: string }) => a.code)).toContain('color');
  });

  it('C22: tiles carry the listing fields', async () => {
    const { products: tiles } = await list({ itemsPerPage: 72 });
    const tile = tiles.find((p: { type: string }) => p.type === 'configurable');
    expect(tile!.image).toMatch(/^\/media\//);
    expect(tile!.price).toBeLessThanOrEqual(tile!.regularPrice);
    expect(tile!.categories.length).toBeGreaterThan(0);
    for (const p of tiles) {
      expect(p.availability).toHaveLength(1);
      expect(p.inStock).toBe(p.availability[0] === 'in_stock');
      expect(p.sustainability_logo == null).toBe(!p.expectedsustain);
      if (p.discount > 0) expect(p.price).toBeLessThan(p.regularPrice);
    }
  });

  it('C8: priceasc and pricedesc order by the price paid; an unknown key is recommended', async () => {
    const asc = (await list({ sortOrder: 'priceasc', itemsPerPage: 72 })).products.map((p: { price: number }) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await list({ sortOrder: 'pricedesc', itemsPerPage: 72 });
    expect(desc.sortDirection).toBe('desc');
    const prices = desc.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const unknown = await list({ sortOrder: 'foo' });
    const recommended = await list({});
    expect(unknown.sort).toBe('recommended');
    expect(unknown.products.map((p: { sku: string }) => p.sku)).toEqual(recommended.products.map((p: { sku: string }) => p.sku));
  });

  it('C8: recommended lists products that can be bought before sold-out ones', async () => {
    const { products: tiles } = await list({ itemsPerPage: 72 });
    const firstSoldOut = tiles.findIndex((p: { inStock: boolean }) => !p.inStock);
    if (firstSoldOut >= 0) expect(tiles.slice(firstSoldOut).every((p: { inStock: boolean }) => !p.inStock)).toBe(true);
  });

  it('C9, C28: page 0 reads as page 1; a page past the last is empty, not an error', async () => {
    const zero = await list({ page: 0 });
    const one = await list({ page: 1 });
    expect(zero.page).toBe(1);
    expect(zero.products.map((p: { sku: string }) => p.sku)).toEqual(one.products.map((p: { sku: string }) => p.sku));
    const two = await list({ page: 2 });
    expect(two.products.length).toBe(Math.min(36, one.totalCount - 36));
    const far = await list({ page: 999 });
    expect(far).toMatchObject({ page: 999, products: [], totalCount: one.totalCount });
  });

  it('C17, C18: a category filter narrows, offers its children as links and colour counts add up', async () => {
    const all = await list({});
    const categoryFacet = facet(all, 'category');
    expect(categoryFacet).toMatchObject({ hasUrl: true, type: 'default' });
    const kleding = categoryFacet.options.find((o: { key: string }) => o.key === 'kleding');
    expect(kleding).toMatchObject({ urlPath: 'kleding', selected: false });

    const inCategory = await list({ filters: [{ key: 'category', values: ['kleding'] }] });
    expect(inCategory.totalCount).toBe(kleding!.count);
    expect(inCategory.totalCount).toBeLessThan(all.totalCount);
    const children = facet(inCategory, 'category').options;
    expect(children.every((o: { urlPath: string }) => o.urlPath.startsWith('kleding/'))).toBe(true);

    const colours = facet(inCategory, 'color');
    expect(colours.type).toBe('swatch');
    const sum = colours.options.reduce((acc: number, o: { count: number }) => acc + o.count, 0);
    expect(sum).toBe(inCategory.totalCount);
    expect(colours.options[0]!.swatch).toMatch(/^#/);

    const colour = colours.options[0];
    const narrowed = await list({
      filters: [
        { key: 'category', values: ['kleding'] },
        { key: 'color', values: [colour!.key] },
      ],
    });
    expect(narrowed.totalCount).toBe(colour!.count);
    expect(narrowed.products.every((p: { color: string }) => p.color === colour!.label)).toBe(true);
    // The colour facet leaves its own filter out, so other colours stay on offer with their counts.
    const again = facet(narrowed, 'color');
    expect(again.options.find((o: { key: string }) => o.key === colour!.key)).toMatchObject({ selected: true, count: colour!.count });
    expect(again.options.length).toBe(colours.options.length);
  });

  it('C2: values of one key are OR, different keys AND', async () => {
    const colours = facet(await list({}), 'color').options;
    const [a, b] = colours;
    const both = await list({ filters: [{ key: 'color', values: [a!.key, b!.key] }] });
    expect(both.totalCount).toBe(a!.count + b!.count);
  });

  it('C3: a price range keeps products priced within it and reports the bounds', async () => {
    const all = await list({});
    const price = facet(all, 'price');
    expect(price.type).toBe('range');
    expect(price.min).toBeLessThan(price.max);
    const min = Math.ceil(price.min + (price.max - price.min) / 4);
    const max = Math.floor(price.max - (price.max - price.min) / 4);
    const ranged = await list({ filters: [{ key: 'price', values: [String(min), String(max)] }], itemsPerPage: 72 });
    expect(ranged.totalCount).toBeGreaterThan(0);
    expect(ranged.totalCount).toBeLessThan(all.totalCount);
    for (const p of ranged.products) {
      expect(p.price).toBeGreaterThanOrEqual(min);
      expect(p.price).toBeLessThanOrEqual(max);
    }
    const rangeFacet = facet(ranged, 'price');
    expect(rangeFacet).toMatchObject({ min: price.min, max: price.max, minSelected: min, maxSelected: max });
  });

  it('size filter keeps products with that size in stock', async () => {
    const sizes = facet(await list({}), 'size').options;
    const size = sizes.find((o: { key: string }) => o.key === 'M') ?? sizes[0];
    const res = await list({ filters: [{ key: 'size', values: [size!.key] }], itemsPerPage: 72 });
    expect(res.totalCount).toBe(size!.count);
    const ids = res.products.filter((p: { type: string }) => p.type === 'configurable').map((p: { id: number }) => p.id);
    const children = await t.db
      .select({ parentId: products.parentId })
      .from(products)
      .innerJoin(stockItems, eq(stockItems.productId, products.id))
      .where(and(inArray(products.parentId, ids), eq(products.size, size!.key), gt(stockItems.qty, 0)));
    expect(new Set(children.map((c) => c.parentId)).size).toBe(ids.length);
  });

  it('C19: the sustainable facet offers true/false; C26: an impossible combination gives no products', async () => {
    const sustainable = facet(await list({}), 'sustainable');
    expect(sustainable.options.map((o: { label: string }) => o.label).every((l: string) => l === 'true' || l === 'false')).toBe(true);
    const none = await list({
      filters: [
        { key: 'color', values: ['navy'] },
        { key: 'price', values: ['0', '0.01'] },
      ],
    });
    expect(none).toMatchObject({ totalCount: 0, products: [] });
    const unknownCategory = await list({ filters: [{ key: 'category', values: ['no-such-category'] }] });
    expect(unknownCategory.totalCount).toBe(0);
  });

  it('a hand-typed filter value the catalogue does not know gives an empty result, not an error', async () => {
    const result = await list({ filters: [{ key: 'color', values: ['foo'] }] });
    expect(result.totalCount).toBe(0);
    const colour = facet(result, 'color');
    expect(colour.options.find((o: { key: string }) => o.key === 'foo')).toMatchObject({ selected: true, count: 0 });
  });

  it('S18: search matches name, brand, sku and colour, case-insensitively', async () => {
    const { products: tiles } = await list({ itemsPerPage: 24 });
    const sample = tiles[0];
    const bySku = await list({ search: sample!.sku.toLowerCase() });
    expect(bySku.products.map((p: { sku: string }) => p.sku)).toContain(sample!.sku);
    const byBrand = await list({ search: sample!.brand.toUpperCase(), itemsPerPage: 72 });
    expect(byBrand.products.map((p: { sku: string }) => p.sku)).toContain(sample!.sku);
    const byColour = await list({ search: sample!.color });
    expect(byColour.products.map((p: { sku: string }) => p.sku)).toContain(sample!.sku);
    expect((await list({ search: 'qqqqzzzz' })).totalCount).toBe(0);
  });

  it('C15: productCount equals the listing total for the same input', async () => {
    const inputs: Vars[] = [
      {},
      { filters: [{ key: 'category', values: ['kleding'] }] },
      {
        filters: [
          { key: 'category', values: ['kleding'] },
          { key: 'sustainable', values: ['true'] },
        ],
      },
      {
        filters: [
          { key: 'price', values: ['50', '150'] },
          { key: 'size', values: ['M', 'L'] },
        ],
      },
      { search: 'navy' },
    ];
    for (const input of inputs) expect(await count(input)).toBe((await list(input)).totalCount);
  });

  it('M7: the German store gets German filter labels and product names', async () => {
    const de = await list({}, 'de');
    expect(facet(de, 'color').label).toBe('Farbe');
    const [first] = de.products;
    const [row] = await t.db.select().from(products).where(eq(products.sku, first!.sku));
    expect(first!.name).toBe(row!.name.de);
  });
});

describe('productList state fields', () => {
  const STATE = /* GraphQL */ `
    query ($filters: [ListFilterInput!], $sequenceProfile: String, $merchandiserSortKey: String) {
      productList(filters: $filters, sequenceProfile: $sequenceProfile, merchandiserSortKey: $merchandiserSortKey) {
        sequenceProfile
        merchandiserSortKey
        filters {
          key
          minSelected
          maxSelected
          minToBeSelected
          maxToBeSelected
          options {
            key
            selected
            toBeSelected
          }
        }
      }
    }
  `;

  it('C14, C17, C19, C27: options start staged as selected, ranges start staged at the selection, the staff order asked for is echoed', async () => {
    const res = await t.query(STATE, {
      filters: [
        { key: 'category', values: ['kleding'] },
        { key: 'color', values: ['navy'] },
        { key: 'price', values: ['20~300'] },
      ],
      sequenceProfile: 'winter',
      merchandiserSortKey: 'rank',
    });
    expect(res.errors).toBeUndefined();
    const result = res.data!.productList;
    expect(result).toMatchObject({ sequenceProfile: 'winter', merchandiserSortKey: 'rank' });
    const colour = result.filters.find((f: { key: string }) => f.key === 'color');
    for (const option of colour!.options) expect(option.toBeSelected).toBe(option.selected);
    expect(colour!.options.some((o: { key: string; toBeSelected: boolean }) => o.key === 'navy' && o.toBeSelected)).toBe(true);
    const price = result.filters.find((f: { key: string }) => f.key === 'price');
    expect(price).toMatchObject({ minSelected: 20, maxSelected: 300, minToBeSelected: 20, maxToBeSelected: 300 });
  });
});

describe('productsBySkus', () => {
  it('C25: returns tiles in the order asked and skips unknown skus', async () => {
    const rows = await t.db.select({ sku: products.sku }).from(products).where(eq(products.type, 'configurable')).limit(3);
    const skus = rows.map((r) => r.sku).reverse();
    const res = await t.query(BY_SKUS, { skus: [skus[0], 'NO-SUCH', ...skus.slice(1), skus[0]] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.productsBySkus.map((p: { sku: string }) => p.sku)).toEqual(skus);
  });

  it('refuses more than 100 skus', async () => {
    const res = await t.query(BY_SKUS, { skus: Array.from({ length: 101 }, (_, i) => `S${i}`) });
    expect(res.errors?.[0]?.extensions?.category).toBe('graphql-input');
  });
});
