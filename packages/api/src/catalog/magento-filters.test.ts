import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';
import { magentoClient, type ListingView } from './magento-fixtures.ts';

// Product searches and filters as a Magento 2.4 client writes them: the aggregations agree with the
// storefront's listing, a product by sku, and bad input answered with clear input errors (the
// categories and menus are in magento-shape.test.ts).

/** What both of the client's filter queries ask of the products found: the total and every facet with its options. */
const FILTER_AGGREGATIONS = /* GraphQL */ `
  total_count
  aggregations {
    label
    count
    attribute_code
    options {
      label
      value
      count
    }
    position
  }
`;

const GET_PRODUCT_FILTERS_BY_CATEGORY = /* GraphQL */ `
  query getProductFiltersByCategory(
    $categoryIdFilter: FilterEqualTypeInput!
    $colorFilter: FilterEqualTypeInput
    $sizeFilter: FilterEqualTypeInput
    $priceFilter: FilterRangeTypeInput
  ) {
    products(filter: { category_uid: $categoryIdFilter, color: $colorFilter, size: $sizeFilter, price: $priceFilter }) {
      ${FILTER_AGGREGATIONS}
    }
  }
`;

const GET_PRODUCT_FILTERS_BY_SEARCH = /* GraphQL */ `
  query getProductFiltersBySearch($search: String!) {
    products(search: $search) {
      ${FILTER_AGGREGATIONS}
    }
  }
`;

const PRODUCT_BY_SKU = /* GraphQL */ `
  query ProductBySku($sku: String!) {
    productBySku(sku: $sku) {
      __typename
      sku
      name
    }
  }
`;

interface AggregationView {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: { label: string; value: string; count: number }[];
}
const t = testApiForFile({ products: 40 });
const { ok, failure, categoryByPath, listing } = magentoClient(t);

const uidOf = (id: number) => Buffer.from(String(id)).toString('base64');

/** The listing's facets as a Magento client should see them (category paths as uids, empty options left out). */
async function expectedAggregations(list: ListingView): Promise<Map<string, { label: string; value: string; count: number }[]>> {
  const expected = new Map<string, { label: string; value: string; count: number }[]>();
  for (const facet of list.filters) {
    if (facet.min != null) continue;
    const options = [];
    for (const o of facet.options.filter((o) => o.count > 0)) {
      const value = facet.key === 'category' ? (await categoryByPath(o.key)).uid : o.key === 'true' ? '1' : o.key === 'false' ? '0' : o.key;
      options.push({ value, count: o.count, label: facet.key === 'sustainable' ? expect.any(String) : o.label });
    }
    expected.set(facet.key === 'category' ? 'category_uid' : facet.key, options);
  }
  return expected;
}

describe('aggregations agree with the listing', () => {
  it('C17, C18: by category, the aggregations are the listing facets (category paths as uids) and totals match', async () => {
    const kleding = await categoryByPath('kleding');
    const data = await ok(GET_PRODUCT_FILTERS_BY_CATEGORY, { categoryIdFilter: { eq: kleding.uid } });
    const list = await listing(null, [{ key: 'category', values: ['kleding'] }]);
    expect(data.products.total_count).toBe(list.totalCount);
    const aggregations: AggregationView[] = data.products.aggregations;
    const expected = await expectedAggregations(list);
    for (const [code, options] of expected) {
      if (options.length === 0) continue;
      const found = aggregations.find((a) => a.attribute_code === code);
      expect(found, code).toBeDefined();
      expect(found!.options).toEqual(options);
      expect(found!.count).toBe(options.length);
    }
    const categories = aggregations.find((a) => a.attribute_code === 'category_uid')!;
    expect(categories.label).toBe('Categorie');
    expect(aggregations.map((a) => a.position)).toEqual([...aggregations.map((a) => a.position)].sort((a, b) => a - b));
  });

  it('C17: with a colour chosen, colour keeps its own counts and the others narrow, as in the listing', async () => {
    const kleding = await categoryByPath('kleding');
    const first = await ok(GET_PRODUCT_FILTERS_BY_CATEGORY, { categoryIdFilter: { eq: kleding.uid } });
    const colour = first.products.aggregations.find((a: AggregationView) => a.attribute_code === 'color')!.options[0]!.value;
    const data = await ok(GET_PRODUCT_FILTERS_BY_CATEGORY, { categoryIdFilter: { eq: kleding.uid }, colorFilter: { eq: colour } });
    const list = await listing(null, [
      { key: 'category', values: ['kleding'] },
      { key: 'color', values: [colour] },
    ]);
    expect(data.products.total_count).toBe(list.totalCount);
    const expected = await expectedAggregations(list);
    for (const [code, options] of expected) {
      const found = data.products.aggregations.find((a: AggregationView) => a.attribute_code === code);
      expect(found?.options ?? [], code).toEqual(options);
    }
  });

  it('C17: choosing an option finds as many products as the option counted', async () => {
    const kleding = await categoryByPath('kleding');
    const data = await ok(GET_PRODUCT_FILTERS_BY_CATEGORY, { categoryIdFilter: { eq: kleding.uid } });
    const aggregations: AggregationView[] = data.products.aggregations;
    const byCode = new Map(aggregations.map((a) => [a.attribute_code, a]));
    const checks: [string, Record<string, unknown>, { value: string; count: number }][] = [];
    for (const option of byCode.get('color')!.options.slice(0, 3)) checks.push(['color', { colorFilter: { eq: option.value } }, option]);
    for (const option of byCode.get('size')!.options.slice(0, 3)) checks.push(['size', { sizeFilter: { eq: option.value } }, option]);
    for (const option of byCode.get('price')!.options) {
      const [from, to] = option.value.split('_');
      checks.push(['price', { priceFilter: { from, to } }, option]);
    }
    for (const option of byCode.get('category_uid')!.options.slice(0, 3))
      checks.push(['category', { categoryIdFilter: { eq: option.value } }, option]);
    for (const [code, variables, option] of checks) {
      const narrowed = await ok(GET_PRODUCT_FILTERS_BY_CATEGORY, { categoryIdFilter: { eq: kleding.uid }, ...variables });
      expect(narrowed.products.total_count, `${code} ${option.value}`).toBe(option.count);
    }
  });

  it('C3: price buckets are Magento values like 20_40 that cover the listing price range', async () => {
    const data = await ok(GET_PRODUCT_FILTERS_BY_SEARCH, { search: 'overhemd' });
    const list = await listing('overhemd', []);
    expect(data.products.total_count).toBe(list.totalCount);
    const price: AggregationView = data.products.aggregations.find((a: AggregationView) => a.attribute_code === 'price')!;
    const range = list.filters.find((f) => f.key === 'price') as unknown as { min: number; max: number; label: string };
    expect(price.label).toBe(range.label);
    const bounds = price.options.map((o) => o.value.split('_').map(Number) as [number, number]);
    for (const [option, [from, to]] of price.options.map((o, i) => [o, bounds[i]!] as const)) {
      expect(option.value).toMatch(/^\d+_\d+$/);
      expect(option.label).toBe(`${from}-${to}`);
      expect(to).toBeGreaterThan(from);
    }
    expect(bounds[0]![0]).toBeLessThanOrEqual(range.min);
    expect(bounds.at(-1)![1]).toBeGreaterThanOrEqual(range.max);
    expect(price.options.length).toBeLessThanOrEqual(10);
  });

  it('S: a search answers the listing facets for the same search, in the store language', async () => {
    const data = await ok(GET_PRODUCT_FILTERS_BY_SEARCH, { search: 'shirt' }, 'en');
    const list = await listing('shirt', [], 'en');
    expect(data.products.total_count).toBe(list.totalCount);
    const colour = data.products.aggregations.find((a: AggregationView) => a.attribute_code === 'color');
    expect(colour!.label).toBe('Colour');
    expect(colour!.options).toEqual(
      list.filters
        .find((f) => f.key === 'color')!
        .options.filter((o) => o.count > 0)
        .map((o) => ({ label: o.label, value: o.key, count: o.count })),
    );
  });

  it('brand and boolean attributes filter and aggregate with Magento values (url key, 1/0)', async () => {
    const all = await ok(GET_PRODUCT_FILTERS_BY_SEARCH, { search: 'a' });
    const brand = all.products.aggregations.find((a: AggregationView) => a.attribute_code === 'brand')!.options[0];
    const byBrand = await ok(`query ($b: String) { products(filter: { brand: { eq: $b } }) { total_count } }`, { b: brand!.value });
    const list = await listing(null, [{ key: 'brand', values: [brand!.value] }]);
    expect(byBrand.products.total_count).toBe(list.totalCount);
    const sustainable = await ok(
      `{ products(filter: { sustainable: { eq: "1" } }) { total_count aggregations { attribute_code options { value label count } } } }`,
    );
    const listed = await listing(null, [{ key: 'sustainable', values: ['true'] }]);
    expect(sustainable.products.total_count).toBe(listed.totalCount);
    const options = sustainable.products.aggregations.find((a: AggregationView) => a.attribute_code === 'sustainable')?.options ?? [];
    for (const option of options) expect(['1', '0']).toContain(option.value);
    expect(options.find((o: { value: string }) => o.value === '1')?.label).toBe('Ja');
  });

  it('lookups by sku, url key or name have no aggregations; unknown categories find nothing', async () => {
    const bySku = await ok(`{ products(filter: { sku: { eq: "giftcard" } }) { total_count aggregations { attribute_code } } }`);
    expect(bySku.products).toEqual({ total_count: 1, aggregations: [] });
    const unknown = await ok(
      `{ products(filter: { category_uid: { eq: "OTk5OTk=" } }) { total_count items { sku } aggregations { attribute_code } } }`,
    );
    expect(unknown.products).toEqual({ total_count: 0, items: [], aggregations: [] });
    const byName = await ok(`{ products(filter: { name: { match: "overhemd" } }, pageSize: 50) { total_count items { name } } }`);
    expect(byName.products.total_count).toBeGreaterThan(0);
    for (const item of byName.products.items) expect(item.name.toLowerCase()).toContain('overhemd');
  });
});

describe('D2: product by sku', () => {
  it('D2: returns the product; an unknown sku is the error "No product found with sku {sku}"', async () => {
    const found = await ok(PRODUCT_BY_SKU, { sku: 'giftcard' });
    expect(found.productBySku).toMatchObject({ __typename: 'GiftCardProduct', sku: 'giftcard' });
    const res = await t.query(PRODUCT_BY_SKU, { sku: 'NO-SUCH-SKU' });
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: 'No product found with sku NO-SUCH-SKU',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('E10: an empty or overlong sku is a clear input error', async () => {
    expect(await failure(PRODUCT_BY_SKU, { sku: ' ' })).toMatchObject({ message: 'Required parameter "sku" is missing.' });
    expect(await failure(PRODUCT_BY_SKU, { sku: 'x'.repeat(65) })).toMatchObject({
      message: 'sku must be at most 64 characters.',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('bad input', () => {
  const PRODUCTS = /* GraphQL */ `
    query ($search: String, $filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int) {
      products(search: $search, filter: $filter, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        items {
          sku
          name
        }
      }
    }
  `;
  const CATEGORIES = /* GraphQL */ `
    query ($filters: CategoryFilterInput, $pageSize: Int, $currentPage: Int) {
      categories(filters: $filters, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        items {
          uid
        }
      }
    }
  `;

  it('E10: LIKE wildcards, quotes and backslashes are taken literally, never an error', async () => {
    for (const text of ['%', '_', "'", '\\', "%' or '1'='1", '\\%_']) {
      const sku = await ok(PRODUCTS, { filter: { sku: { in: [text] } } });
      expect(sku.products.total_count, text).toBe(0);
      // A name with an apostrophe may exist: whatever is found has the text in its name.
      const name = await ok(PRODUCTS, { filter: { name: { match: text } }, pageSize: 100 });
      for (const item of name.products.items) expect(item.name, text).toContain(text);
      const category = await ok(PRODUCTS, { filter: { category_url_path: { eq: text }, color: { eq: text } } });
      expect(category.products.total_count, text).toBe(0);
      await ok(PRODUCTS, { search: text });
      const categories = await ok(CATEGORIES, { filters: { name: { match: text }, url_path: { eq: text } } });
      expect(categories.categories.total_count, text).toBe(0);
    }
  });

  it('E10: a 500-character search is read as its first 100 characters, not refused', async () => {
    const res = await ok(PRODUCTS, { search: 'overhemd '.repeat(56).slice(0, 500) });
    expect(res.products.total_count).toBeGreaterThanOrEqual(0);
    const filters = await ok(GET_PRODUCT_FILTERS_BY_SEARCH, { search: 'x'.repeat(500) });
    expect(filters.products.total_count).toBe(0);
  });

  it('E10: page sizes and pages out of range are graphql-input errors, for products and categories', async () => {
    for (const query of [PRODUCTS, CATEGORIES]) {
      const vars = query === PRODUCTS ? { search: 'a' } : {};
      for (const pageSize of [0, -1, 101, 2_000_000_000]) {
        expect(await failure(query, { ...vars, pageSize })).toMatchObject({
          message: 'pageSize value must be between 1 and 100.',
          extensions: { category: 'graphql-input' },
        });
      }
      expect(await failure(query, { ...vars, currentPage: 0 })).toMatchObject({ message: 'currentPage value must be greater than 0.' });
      const far = await failure(query, { ...vars, currentPage: 999 });
      expect(far.message).toMatch(/^currentPage value 999 specified is greater than the \d+ page\(s\) available\.$/);
    }
  });

  it('E10: more than 200 values in `in`, or an overlong value, is refused with the filter named', async () => {
    const many = Array.from({ length: 201 }, (_, i) => `S${i}`);
    expect(await failure(PRODUCTS, { filter: { sku: { in: many } } })).toMatchObject({
      message: 'Filter "sku" accepts at most 200 values in "in".',
      extensions: { category: 'graphql-input' },
    });
    expect((await failure(PRODUCTS, { filter: { color: { in: many } } })).message).toBe(
      'Filter "color" accepts at most 200 values in "in".',
    );
    expect((await failure(CATEGORIES, { filters: { ids: { in: many } } })).message).toBe(
      'Filter "ids" accepts at most 200 values in "in".',
    );
    expect((await failure(PRODUCTS, { filter: { url_key: { eq: 'k'.repeat(201) } } })).message).toBe(
      'Filter "url_key" values must be at most 200 characters.',
    );
  });

  it('E10: unreadable prices and boolean values name the filter', async () => {
    expect((await failure(PRODUCTS, { filter: { price: { from: 'abc' } } })).message).toBe(
      'Filter "price.from" must be a number of euros.',
    );
    expect((await failure(PRODUCTS, { filter: { price: { to: '-5' } } })).message).toBe('Filter "price.to" must be a number of euros.');
    expect((await failure(PRODUCTS, { filter: { price: { from: '50', to: '20' } } })).message).toBe(
      'Filter "price.from" must not be greater than "price.to".',
    );
    expect((await failure(PRODUCTS, { filter: { sustainable: { eq: 'maybe' } } })).message).toBe('Filter "sustainable" takes 1 or 0.');
    const open = await ok(PRODUCTS, { filter: { price: { from: '*', to: '*' } } });
    expect(open.products.total_count).toBeGreaterThan(0);
  });

  it('E10: a products query with neither search nor filter is refused; an empty `in` finds nothing', async () => {
    expect((await failure(`{ products { total_count } }`)).message).toBe("'search' or 'filter' input argument is required.");
    const empty = await ok(PRODUCTS, { filter: { sku: { in: [] } } });
    expect(empty.products.total_count).toBe(0);
    const ids = await ok(CATEGORIES, { filters: { ids: { in: ['abc', '-1', '1e3', uidOf(1)] } } });
    expect(ids.categories.total_count).toBe(0);
  });
});
