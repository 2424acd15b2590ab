import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attributeOptions, products } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const PRODUCT_FIELDS = /* GraphQL */ `
  __typename id uid sku name url_key url_suffix type_id brand stock_status stock_left available_soon
  color color_label discount sale_label sustainable
  image { url label } media_gallery { url }
  description { html }
  price_range { minimum_price { regular_price { value currency } final_price { value } discount { percent_off } } }
  categories { __typename name url_path level }
  related_product_list { sku color color_code urlKey }
  stockItem { min_sale_qty max_sale_qty qty_increments }
  ... on ConfigurableProduct {
    configurable_options { attribute_code label values { value_index label swatch_data { value } } }
    variants {
      product { id sku name size size_label sku_size sku_size_label giftcard_type giftcard_type_label giftcard_value giftcard_value_label stock_status stock_left description { html } }
      attributes { code value_index label }
    }
  }
  ... on BundleProduct { items { option_id title required options { quantity product { __typename sku } } } }
  ... on GiftCardProduct { giftcard_amounts allow_open_amount open_amount_min open_amount_max giftcard_types }
`;

const BY_FILTER = /* GraphQL */ `
  query ($filter: ProductAttributeFilterInput, $pageSize: Int, $currentPage: Int, $search: String) {
    products(filter: $filter, pageSize: $pageSize, currentPage: $currentPage, search: $search) {
      total_count
      page_info { current_page page_size total_pages }
      items { ${PRODUCT_FIELDS} }
    }
  }
`;

let configurable: typeof products.$inferSelect;
let configurableSize: string;

const t = testApiForFile({ products: 40 }, async () => {
  const [row] = await t.db
    .select()
    .from(products)
    .where(and(eq(products.type, 'configurable'), isNull(products.parentId), isNotNull(products.color)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('the seed has no configurable product');
  configurable = row;
  const [child] = await t.db.select().from(products).where(eq(products.parentId, row.id)).limit(1);
  configurableSize = child!.size!;
});

describe('products (Magento query)', () => {
  it('D2: finds a product by sku eq and by sku in', async () => {
    const one = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } } });
    expect(one.errors).toBeUndefined();
    expect(one.data?.products.total_count).toBe(1);
    expect(one.data?.products.items[0]).toMatchObject({ __typename: 'ConfigurableProduct', sku: configurable.sku, url_suffix: '.html' });

    const others = await t.db.select({ sku: products.sku }).from(products).where(isNull(products.parentId)).orderBy(products.id).limit(3);
    const skus = others.map((o) => o.sku);
    const many = await t.query(BY_FILTER, { filter: { sku: { in: [...skus, 'NO-SUCH-SKU'] } } });
    expect(many.errors).toBeUndefined();
    expect(many.data?.products.items.map((i: { sku: string }) => i.sku).sort()).toEqual([...skus].sort());
  });

  it('D2: an unknown sku gives an empty list, not an error', async () => {
    const res = await t.query(BY_FILTER, { filter: { sku: { eq: 'NO-SUCH-SKU' } } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.products).toMatchObject({ total_count: 0, items: [] });
  });

  it('D2: a sku with quotes, commas, braces or backslashes is found as written, and only it', async () => {
    const [other] = await t.db
      .select()
      .from(products)
      .where(and(isNull(products.parentId), eq(products.isActive, true), ne(products.id, configurable.id)))
      .orderBy(products.id)
      .limit(1);
    const odd = 'ODD "1", {2} \\ 3';
    await t.db.update(products).set({ sku: odd }).where(eq(products.id, other!.id));
    try {
      const res = await t.query(BY_FILTER, { filter: { sku: { in: [odd, 'ODD', '"1"', '{2}'] } } });
      expect(res.errors).toBeUndefined();
      expect(res.data?.products.items.map((i: { sku: string }) => i.sku)).toEqual([odd]);
    } finally {
      await t.db.update(products).set({ sku: other!.sku }).where(eq(products.id, other!.id));
    }
  });

  it('D1: finds a product by url_key', async () => {
    const res = await t.query(BY_FILTER, { filter: { url_key: { eq: configurable.urlKey } } });
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.items.map((i: { sku: string }) => i.sku)).toEqual([configurable.sku]);
  });

  it('reads a variant by its sku, as Magento does', async () => {
    const [child] = await t.db.select().from(products).where(eq(products.parentId, configurable.id)).limit(1);
    const res = await t.query(BY_FILTER, { filter: { sku: { eq: child!.sku } } });
    expect(res.data?.products.items[0]).toMatchObject({ __typename: 'SimpleProduct', sku: child!.sku });
  });

  it('D5: configurable options and variants have the shape the product page needs', async () => {
    const res = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } } });
    const item = res.data?.products.items[0];
    expect(item!.price_range.minimum_price.regular_price).toEqual({ value: configurable.price / 100, currency: 'EUR' });
    expect(item!.image.url).toMatch(/^\/media\//);
    expect(item!.description.html.length).toBeGreaterThan(0);

    const [color, size] = item!.configurable_options;
    expect(color!.attribute_code).toBe('color');
    expect(color!.values).toHaveLength(1);
    expect(color!.values[0]!.swatch_data.value).toMatch(/^#[0-9a-f]{6}$/);
    expect(item!.color).toBe(configurable.color);
    expect(color!.values[0]!.label).toBe(item!.color_label);

    expect(size!.attribute_code).toBe('size');
    const positions = await t.db.select().from(attributeOptions).where(eq(attributeOptions.attributeCode, 'size'));
    const positionOf = new Map(positions.map((o) => [o.id, o.position]));
    const order = size!.values.map((v: { value_index: number }) => positionOf.get(v.value_index));
    expect(order).toEqual([...order].sort((a, b) => a! - b!));

    expect(item!.variants.length).toBe(size!.values.length);
    for (const variant of item!.variants) {
      expect(variant.product.sku.startsWith(configurable.sku)).toBe(true);
      expect(variant.product.size).toBeTruthy();
      expect(variant.product.size_label).toBeTruthy();
      expect(variant.product).toMatchObject({ sku_size: variant.product.size, giftcard_type: null, giftcard_value: null });
      expect(variant.product.id).toBeGreaterThan(0);
      expect(variant.product.name).toBeTruthy();
      expect(['IN_STOCK', 'OUT_OF_STOCK']).toContain(variant.product.stock_status);
      expect(variant.attributes.map((a: { code: string }) => a.code)).toEqual(['color', 'size']);
    }
    const inStock = item!.variants.some((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK');
    expect(item!.stock_status).toBe(inStock ? 'IN_STOCK' : 'OUT_OF_STOCK');
    const sum = item!.variants.reduce((acc: number, v: { product: { stock_left: number } }) => acc + v.product.stock_left, 0);
    expect(item!.stock_left).toBe(sum);
  });

  it('D10, D11: bundles list their slots; the gift card offers its amounts', async () => {
    const [bundle] = await t.db.select().from(products).where(eq(products.type, 'bundle')).limit(1);
    const res = await t.query(BY_FILTER, { filter: { sku: { in: [bundle!.sku, 'giftcard'] } } });
    expect(res.errors).toBeUndefined();
    const byType = Object.fromEntries(res.data?.products.items.map((i) => [i.__typename, i]) ?? []);
    expect(byType.BundleProduct!.items.length).toBeGreaterThan(0);
    expect(byType.BundleProduct!.items[0]!.options[0]!.product.__typename).toBe('ConfigurableProduct');
    expect(byType.GiftCardProduct).toMatchObject({
      giftcard_amounts: [25, 50, 75, 100, 150, 250],
      allow_open_amount: true,
      open_amount_min: 5,
      open_amount_max: 500,
      giftcard_types: ['physical', 'virtual'],
    });
  });

  it('E10: pageSize outside 1..100 is a graphql-input error', async () => {
    for (const pageSize of [0, 1000, -1]) {
      const res = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } }, pageSize });
      expect(res.errors?.[0]?.message).toBe('pageSize value must be between 1 and 100.');
      expect(res.errors?.[0]?.extensions).toMatchObject({ category: 'graphql-input', code: 'PAGE_SIZE_INVALID', params: { max: '100' } });
    }
  });

  it('E10: currentPage below 1 or past the last page is a graphql-input error', async () => {
    const zero = await t.query(BY_FILTER, { search: 'a', currentPage: 0 });
    expect(zero.errors?.[0]).toMatchObject({
      message: 'currentPage value must be greater than 0.',
      extensions: { category: 'graphql-input', code: 'CURRENT_PAGE_INVALID', params: {} },
    });
    const high = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } }, currentPage: 5 });
    expect(high.errors?.[0]).toMatchObject({
      message: 'currentPage value 5 specified is greater than the 1 page(s) available.',
      extensions: { category: 'graphql-input', code: 'CURRENT_PAGE_BEYOND', params: { currentPage: '5', totalPages: '1' } },
    });
  });

  it('E10: an `in` list of more than 200 values is refused', async () => {
    const res = await t.query(BY_FILTER, { filter: { sku: { in: Array.from({ length: 201 }, (_, i) => `S${i}`) } } });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      code: 'CATALOG_FILTER_INVALID',
      params: { filter: 'sku' },
    });
  });

  it('M8: a `[String]` variable with null entries is taken by `in` (as Magento types it)', async () => {
    const query = /* GraphQL */ `
      query ($skus: [String]) {
        products(filter: { sku: { in: $skus } }) {
          items {
            sku
          }
        }
      }
    `;
    const res = await t.query(query, { skus: [configurable.sku, null] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.products.items.map((i: { sku: string }) => i.sku)).toEqual([configurable.sku]);
  });

  // Pages of 40, every product of the seed: 100 full product details are over the cost bound (decision 032).
  it('C2, C17: filters by category path, colour and size narrow the listed products', async () => {
    const all = await t.query(BY_FILTER, { filter: { category_url_path: { eq: 'kleding' } }, pageSize: 40 });
    expect(all.errors).toBeUndefined();
    const total = all.data?.products.total_count as number;
    expect(total).toBeGreaterThan(0);
    const colour = all.data?.products.items.find((i: { color: string | null }) => i.color)?.color as string;
    const byColour = await t.query(BY_FILTER, { filter: { category_url_path: { eq: '/Kleding/' }, color: { eq: colour } }, pageSize: 40 });
    expect(byColour.data?.products.total_count).toBeGreaterThan(0);
    expect(byColour.data?.products.total_count).toBeLessThanOrEqual(total);
    for (const item of byColour.data?.products.items ?? []) expect(item.color).toBe(colour);

    const size = configurableSize;
    const bySize = await t.query(BY_FILTER, { filter: { size: { in: [size] } }, pageSize: 40 });
    expect(bySize.errors).toBeUndefined();
    for (const item of bySize.data?.products.items ?? []) {
      const sizes = (item.variants ?? []).filter((v: { product: { stock_status: string } }) => v.product.stock_status === 'IN_STOCK');
      if (item.__typename === 'ConfigurableProduct')
        expect(sizes.map((v: { product: { size: string } }) => v.product.size)).toContain(size);
    }
  });

  it('C8: sorts by name and by price as asked', async () => {
    const query = /* GraphQL */ `
      query ($sort: ProductAttributeSortInput) {
        products(filter: { category_url_path: { eq: "kleding" } }, sort: $sort, pageSize: 50) {
          items {
            name
            price_range {
              minimum_price {
                final_price {
                  value
                }
              }
            }
          }
        }
      }
    `;
    const byName = await t.query(query, { sort: { name: 'ASC' } });
    const names = byName.data?.products.items.map((i: { name: string }) => i.name) as string[];
    expect(names.length).toBeGreaterThan(1);
    // Initials in order (how the engine orders upper against lower case within a word is its own).
    const initials = names.map((n) => n[0]!.toLowerCase());
    expect(initials).toEqual([...initials].sort());
    const byPrice = await t.query(query, { sort: { price: 'DESC' } });
    const prices = byPrice.data?.products.items.map(
      (i: { price_range: { minimum_price: { final_price: { value: number } } } }) => i.price_range.minimum_price.final_price.value,
    ) as number[];
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('D2: the product page reads by sku; an unknown sku is an empty list there and an error from productBySku', async () => {
    const res = await t.query(`query ($sku: String!) { productBySku(sku: $sku) { sku } }`, { sku: 'NO-SUCH-SKU' });
    expect(res.errors?.[0]?.message).toBe('No product found with sku NO-SUCH-SKU');
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'CATALOG_PRODUCT_NOT_FOUND', params: { sku: 'NO-SUCH-SKU' } });
    const found = await t.query(`query ($sku: String!) { productBySku(sku: $sku) { sku } }`, { sku: configurable.sku });
    expect(found.data?.productBySku).toEqual({ sku: configurable.sku });
  });

  it('M7: the store header picks the language of names', async () => {
    const nl = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } } });
    const de = await t.query(BY_FILTER, { filter: { sku: { eq: configurable.sku } } }, { store: 'de' });
    expect(nl.data?.products.items[0]!.name).toBe(configurable.name.nl);
    expect(de.data?.products.items[0]!.name).toBe(configurable.name.de);
  });
});
