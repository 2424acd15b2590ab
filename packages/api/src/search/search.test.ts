import { SearchAroundFragmentDoc } from '@shop/storefront/documents';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CART_STATUS, cartWith, completeCheckout, dataOf, PAYMENT_RESULT, PLACE_ORDER, variantsInStock } from '../cart/cart-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { products, stockItems } from '../catalog/tables.ts';
import { searchWords } from './text.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

/** The quick search's question, around the storefront's own `SearchAround` fragment (its generated, persisted documents). */
const SEARCH = /* GraphQL */ `
  query (
    $search: String!
    $filters: [ListFilterInput!]
    $isQuickSearch: Boolean
    $page: Int
    $itemsPerPage: Int
    $sortOrder: String
    $sortDirection: String
  ) {
    search(
      search: $search
      filters: $filters
      isQuickSearch: $isQuickSearch
      page: $page
      itemsPerPage: $itemsPerPage
      sortOrder: $sortOrder
      sortDirection: $sortDirection
    ) {
      productData {
        page
        itemsPerPage
        products {
          sku
          name
          brand
          price
          inStock
          availability
        }
      }
      ...SearchAround
    }
  }
  ${SearchAroundFragmentDoc.toString()}
`;

const QUICK = { filters: [{ key: 'stock', values: ['in-stock'] }], isQuickSearch: true, page: 1, itemsPerPage: 4 };

type SearchData = {
  productData: {
    totalCount: number;
    page: number;
    itemsPerPage: number;
    products: { sku: string; name: string; brand: string | null; price: number; inStock: boolean; availability: string[] }[];
    filters: { key: string; options: { label: string; count: number; urlPath: string | null; position: number }[] }[];
  };
  urlData: { urls: { label: string; url: string }[]; search: string };
  suggestData: { suggestions: { label: string; count: number; url: string | null; search: string }[] };
};

const t = testApiForFile({ products: 120 });

async function search(text: string, variables: Record<string, unknown> = {}, store = 'nl'): Promise<SearchData> {
  return dataOf(await t.query(SEARCH, { search: text, ...variables }, { store })).search as SearchData;
}

const names = (data: SearchData) => data.productData.products.map((p) => p.name.toLowerCase());

describe('search words', () => {
  it('keeps letters and digits of any script and drops every query-language character', () => {
    expect(searchWords(`Slim-fit OVERHEMD's 100% "navy" \\ _x_ Größe`)).toEqual([
      'slim',
      'fit',
      'overhemd',
      's',
      '100',
      'navy',
      'x',
      'größe',
    ]);
    expect(searchWords("%_'\\")).toEqual([]);
    expect(searchWords('a '.repeat(50))).toEqual(['a']);
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(8);
  });
});

describe('search operation (spec 000 §7, §9)', () => {
  it('S6: search is required; the quick search answers at most 4 products, all in stock', async () => {
    const missing = await t.query(`query { search { productData { totalCount } } }`);
    expect(missing.errors?.[0]?.message).toMatch(/argument "search" of type "String!" is required/);
    const data = await search('overhemd', QUICK);
    expect(data.productData.totalCount).toBeGreaterThan(4);
    expect(data.productData.products).toHaveLength(4);
    expect(data.productData.itemsPerPage).toBe(4);
    expect(data.productData.products.every((p) => p.inStock && p.availability.includes('in_stock'))).toBe(true);
  });

  it('S7: answers productData, urlData and suggestData in the spec shape', async () => {
    const data = await search('overhemd', QUICK);
    expect(Object.keys(data)).toEqual(['productData', 'urlData', 'suggestData']);
    expect(data.urlData.search).toBe('overhemd');
    for (const filter of data.productData.filters) {
      expect(typeof filter.key).toBe('string');
      for (const option of filter.options) expect(option.count).toBeGreaterThan(0);
    }
  });

  it('S11–S12: categories at every depth with their path and depth as position', async () => {
    const data = await search('overhemd', QUICK);
    const categories = data.productData.filters.find((f) => f.key === 'category')?.options ?? [];
    expect(categories.length).toBeGreaterThan(1);
    const shirts = categories.find((c) => c.urlPath === 'kleding/overhemden');
    expect(shirts).toMatchObject({ label: 'Overhemden', position: 2 });
    expect(categories.find((c) => c.urlPath === 'kleding')?.position).toBe(1);
    const positions = categories.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('S13: brands link to their brand page', async () => {
    const brands = (await search('overhemd', QUICK)).productData.filters.find((f) => f.key === 'brand')?.options ?? [];
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) expect(brand.urlPath).toMatch(/^merken\/[a-z0-9-]+$/);
  });

  it('S14: content pages whose title matches, at most 5', async () => {
    const data = await search('retourneren', QUICK);
    expect(data.urlData.urls.length).toBeGreaterThan(0);
    expect(data.urlData.urls.length).toBeLessThanOrEqual(5);
    expect(data.urlData.urls[0]?.url).toMatch(/^\/[a-z0-9/-]+\/$/);
    expect((await search('klantenservice', QUICK)).urlData.urls.length).toBeLessThanOrEqual(5);
  });

  it('S14, R18: the cookie statement is found once, at the store’s own address', async () => {
    const urls = async (store: string) => (await search('cookie', QUICK, store)).urlData.urls.map((u) => u.url);
    expect(await urls('nl')).toEqual(['/cookieverklaring/']);
    expect(await urls('de')).toEqual(['/cookie-bestimmungen/']);
    expect(await urls('en')).toEqual(['/cookie-statement/']);
  });

  it('S10: at most 6 suggestions, each with a count, a search text and a category/brand url or none', async () => {
    const data = await search('over', QUICK);
    const suggestions = data.suggestData.suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(6);
    for (const suggestion of suggestions) {
      expect(suggestion.count).toBeGreaterThan(0);
      expect(suggestion.search).not.toBe('');
      if (suggestion.url != null) expect(suggestion.url).toMatch(/^\/(merken\/)?[a-z0-9/-]+\/$/);
    }
    expect(suggestions.some((s) => s.search.toLowerCase().startsWith('overhemd'))).toBe(true);
    // Completions continue what was typed; look-alike words only come when nothing does.
    const completions = (await search('ceintu', QUICK)).suggestData.suggestions.filter((s) => s.url == null);
    expect(completions.length).toBeGreaterThan(0);
    for (const completion of completions) expect(completion.search.toLowerCase()).toMatch(/^ceintu/);
  });

  it('S10: no two suggestions find the same products under two forms of one word', async () => {
    const suggestions = (await search('overhem', QUICK)).suggestData.suggestions;
    const category = suggestions.find((s) => s.url === '/kleding/overhemden/');
    expect(category?.label).toBe('Overhemden');
    expect(suggestions.filter((s) => s.count === category?.count && /^overhemd/i.test(s.label))).toHaveLength(1);
  });

  it('finds a word typed with an error (trigram correction) and suggests the corrected word', async () => {
    const data = await search('overhmd', QUICK);
    expect(data.productData.totalCount).toBeGreaterThan(0);
    expect(names(data).every((n) => n.includes('overhemd'))).toBe(true);
    expect(data.suggestData.suggestions[0]).toMatchObject({ search: 'overhemd', url: null });
  });

  it('matches stemmed words in each store language', async () => {
    const dutch = await search('overhemden', QUICK, 'nl');
    expect(dutch.productData.totalCount).toBeGreaterThan(0);
    const english = await search('shirts', QUICK, 'en');
    expect(english.productData.totalCount).toBeGreaterThan(0);
    expect(names(english).every((n) => n.includes('shirt'))).toBe(true);
    const german = await search('hemden', QUICK, 'de');
    expect(german.productData.totalCount).toBeGreaterThan(0);
    expect(names(german).every((n) => n.includes('hemd'))).toBe(true);
  });

  it('S18: matches brand, colour and category names as well as product names', async () => {
    const [brand] = await t.db
      .execute(sql`select b.name from brands b join products p on p.brand_id = b.id group by b.name order by count(*) desc limit 1`)
      .then((r) => (r as unknown as { rows: { name: string }[] }).rows);
    const byBrand = await search(brand?.name ?? '', {});
    expect(byBrand.productData.totalCount).toBeGreaterThan(0);
    expect(byBrand.productData.products.every((p) => p.brand === brand?.name)).toBe(true);
    expect((await search('navy', {})).productData.totalCount).toBeGreaterThan(0);
    expect((await search('jassen', {})).productData.totalCount).toBeGreaterThan(0);
  });

  it('finds a product by its sku', async () => {
    const [product] = await t.db.select({ sku: products.sku }).from(products).where(eq(products.type, 'configurable')).limit(1);
    const data = await search(product?.sku ?? '', {});
    expect(data.productData.products[0]?.sku).toBe(product?.sku);
  });

  it('an empty or blank text answers empty results, not an error', async () => {
    for (const text of ['', '   ', '\n\t']) {
      const data = await search(text, QUICK);
      expect(data.productData).toMatchObject({ totalCount: 0, products: [] });
      expect(data.suggestData.suggestions).toEqual([]);
    }
  });

  it('a 500-character text is searched; a longer one is refused with a clear message', async () => {
    const long = await search('overhemd '.repeat(56).slice(0, 500), QUICK);
    expect(long.productData.totalCount).toBeGreaterThan(0);
    const refused = await t.query(SEARCH, { search: 'x'.repeat(501) });
    expect(refused.errors?.[0]?.message).toBe('"search" may hold at most 500 characters.');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'INPUT_TOO_LONG', params: { field: 'search', max: '500' } });
  });

  it('SQL and LIKE metacharacters are plain text: they match nothing and break nothing', async () => {
    for (const text of ['%', '_', "'", '\\', "' or 1=1 --", '%overhemd%', 'over_emd', "overhemd'; drop table products; --"]) {
      const response = await t.query(SEARCH, { search: text, ...QUICK });
      expect(response.errors).toBeUndefined();
    }
    expect((await search('%', QUICK)).productData.totalCount).toBe(0);
    expect((await search('_', QUICK)).productData.totalCount).toBe(0);
    // Quotes and wildcards around a real word still find just that word.
    expect((await search('%overhemd%', QUICK)).productData.totalCount).toBe((await search('overhemd', QUICK)).productData.totalCount);
    const { rows } = (await t.db.execute(sql`select count(*)::int as n from products`)) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('S17: sort and pages apply to the search as to the listing', async () => {
    const asc = await search('overhemd', { sortOrder: 'priceasc', itemsPerPage: 24 });
    const prices = asc.productData.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const second = await search('overhemd', { page: 2, itemsPerPage: 4 });
    expect(second.productData.page).toBe(2);
    const first = await search('overhemd', { page: 1, itemsPerPage: 4 });
    expect(second.productData.products.map((p) => p.sku)).not.toEqual(first.productData.products.map((p) => p.sku));
  });
});

describe('listing read model', () => {
  const inStockBySku = async (sku: string) =>
    (await search(sku, { filters: [{ key: 'stock', values: ['in-stock'] }] })).productData.products.map((p) => p.sku);

  it('a placed order that takes the last unit takes the product out of the in-stock listing at once; a cancelled payment puts it back', async () => {
    const [variant] = await variantsInStock(t.db, 1, 1);
    if (!variant) throw new Error('no variant in stock');
    const [parent] = await t.db.select().from(products).where(eq(products.sku, variant.parentSku));
    // Only this size is left, one unit.
    await t.db.execute(
      sql`update stock_items set qty = 0 where product_id in (select id from products where parent_id = ${parent?.id ?? 0})`,
    );
    await t.db.update(stockItems).set({ qty: 1 }).where(eq(stockItems.productId, variant.productId));
    expect(await inStockBySku(variant.parentSku)).toEqual([variant.parentSku]);

    const cartId = await cartWith(t, variant, 1);
    await completeCheckout(t, cartId);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
    expect(await inStockBySku(variant.parentSku)).toEqual([]);
    const sizes = (await search(variant.parentSku, {})).productData.filters.find((f) => f.key === 'size');
    expect(sizes).toBeUndefined();

    const reference = (placed.pay_redirect_url as string).split('/').pop() as string;
    await decideSandboxPayment(t, reference, 'cancel');
    dataOf(await t.query(PAYMENT_RESULT, { ref: reference }));
    dataOf(await t.query(CART_STATUS, { id: cartId }));
    expect(await inStockBySku(variant.parentSku)).toEqual([variant.parentSku]);
  });

  it('a price change moves the product in the price filter at once', async () => {
    const [variant] = await variantsInStock(t.db, 1, 1);
    const [parent] = await t.db
      .select()
      .from(products)
      .where(eq(products.sku, variant?.parentSku ?? ''));
    if (!parent) throw new Error('no product');
    await t.db.update(products).set({ price: 99_900, specialPrice: null }).where(eq(products.id, parent.id));
    const found = await search(parent.sku, { filters: [{ key: 'price', values: ['998~1000'] }] });
    expect(found.productData.products.map((p) => p.sku)).toEqual([parent.sku]);
  });
});
