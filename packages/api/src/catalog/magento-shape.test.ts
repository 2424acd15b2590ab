import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';
import { magentoClient } from './magento-fixtures.ts';

// Documents as a Magento 2.4 client (PWA Studio's Venia, a Luma-style client) writes them,
// sent unchanged: the catalogue must answer them without the client knowing it is not Magento.
// Its categories, menus, sort fields and filter inputs here; products with their aggregations and
// bad input in magento-filters.test.ts.

const GET_CATEGORY = /* GraphQL */ `
  query GetCategories(
    $uid: String!
    $pageSize: Int!
    $currentPage: Int!
    $filters: ProductAttributeFilterInput!
    $sort: ProductAttributeSortInput
  ) {
    categories(filters: { category_uid: { in: [$uid] } }) {
      items {
        uid
        name
        url_path
        meta_title
        meta_description
      }
    }
    products(pageSize: $pageSize, currentPage: $currentPage, filter: $filters, sort: $sort) {
      items {
        id
        uid
        name
        price_range {
          maximum_price {
            final_price {
              currency
              value
            }
          }
        }
        sku
        small_image {
          url
        }
        stock_status
        __typename
        url_key
      }
      page_info {
        total_pages
      }
      total_count
    }
  }
`;

const GET_CATEGORY_AVAILABLE_SORT_METHODS = /* GraphQL */ `
  query getCategoryAvailableSortMethods($categoryIdFilter: FilterEqualTypeInput!) {
    products(filter: { category_uid: $categoryIdFilter }) {
      sort_fields {
        default
        options {
          label
          value
        }
      }
    }
  }
`;

const GET_FILTER_INPUTS = /* GraphQL */ `
  query GetFilterInputsForCategory {
    __type(name: "ProductAttributeFilterInput") {
      inputFields {
        name
        type {
          name
        }
      }
    }
  }
`;

const GET_PRODUCTS_BY_SKU = /* GraphQL */ `
  query GetProductsBySku($skus: [String], $pageSize: Int!) {
    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
      items {
        id
        uid
        name
        sku
        url_key
        __typename
      }
      total_count
    }
  }
`;

const GET_MEGA_MENU = /* GraphQL */ `
  query getMegaMenu {
    categories {
      items {
        uid
        name
        url_path
        include_in_menu
        position
        children_count
        children {
          uid
          name
          url_path
          include_in_menu
          position
          children_count
          children {
            uid
            name
            url_path
          }
        }
      }
      total_count
      page_info {
        current_page
        page_size
        total_pages
      }
    }
  }
`;

const GET_NAVIGATION_MENU = /* GraphQL */ `
  query GetNavigationMenu($id: String!) {
    categoryList(filters: { ids: { in: [$id] } }) {
      uid
      name
      children_count
      children {
        uid
        include_in_menu
        name
        position
        url_path
        children_count
      }
    }
  }
`;

const GET_BREADCRUMBS = /* GraphQL */ `
  query GetBreadcrumbs($category_id: String!) {
    categories(filters: { category_uid: { in: [$category_id] } }) {
      items {
        uid
        breadcrumbs {
          category_uid
          category_url_path
          category_level
          category_name
        }
        name
        url_path
      }
    }
  }
`;

const t = testApiForFile({ products: 40 });
const { ok, categoryByPath, listing } = magentoClient(t);

describe('Magento client documents', () => {
  it('M8: a category page (PWA Studio GetCategories) answers the category and its products', async () => {
    const kleding = await categoryByPath('kleding');
    const data = await ok(GET_CATEGORY, {
      uid: kleding.uid,
      pageSize: 12,
      currentPage: 1,
      filters: { category_uid: { eq: kleding.uid } },
      sort: { price: 'ASC' },
    });
    expect(data.categories.items).toEqual([expect.objectContaining({ uid: kleding.uid, name: 'Kleding', url_path: 'kleding' })]);
    const { items, total_count, page_info } = data.products;
    expect(items.length).toBe(Math.min(12, total_count));
    expect(page_info.total_pages).toBe(Math.ceil(total_count / 12));
    const prices = items.map(
      (i: { price_range: { maximum_price: { final_price: { value: number } } } }) => i.price_range.maximum_price.final_price.value,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const list = await listing(null, [{ key: 'category', values: ['kleding'] }]);
    expect(total_count).toBe(list.totalCount);
  });

  it('M8: a client sending `$skus: [String]` (Magento types `in` as [String]) gets its products', async () => {
    const list = await ok(`{ products(filter: { category_url_path: { eq: "kleding" } }, pageSize: 3) { items { sku } } }`);
    const skus: string[] = list.products.items.map((i: { sku: string }) => i.sku);
    const data = await ok(GET_PRODUCTS_BY_SKU, { skus: [...skus, null, 'NO-SUCH-SKU'], pageSize: 10 });
    expect(data.products.items.map((i: { sku: string }) => i.sku).sort()).toEqual([...skus].sort());
    expect(data.products.total_count).toBe(3);
  });

  it('M8: introspection of ProductAttributeFilterInput lists the filterable fields with their input types', async () => {
    const data = await ok(GET_FILTER_INPUTS);
    const fields = new Map(data.__type.inputFields.map((f) => [f.name, f.type.name] as [string, string]));
    expect(Object.fromEntries(fields)).toMatchObject({
      category_id: 'FilterEqualTypeInput',
      category_uid: 'FilterEqualTypeInput',
      category_url_path: 'FilterEqualTypeInput',
      name: 'FilterMatchTypeInput',
      sku: 'FilterEqualTypeInput',
      url_key: 'FilterEqualTypeInput',
      price: 'FilterRangeTypeInput',
      color: 'FilterEqualTypeInput',
      size: 'FilterEqualTypeInput',
      brand: 'FilterEqualTypeInput',
      material: 'FilterEqualTypeInput',
      fit: 'FilterEqualTypeInput',
      sustainable: 'FilterEqualTypeInput',
    });
    const equal = await ok(`{ __type(name: "FilterEqualTypeInput") { inputFields { name type { kind name ofType { kind name } } } } }`);
    const inField = equal.__type.inputFields.find((f: { name: string }) => f.name === 'in');
    // [String], not [String!]: nullable entries, as Magento has it.
    expect(inField!.type).toEqual({ kind: 'LIST', name: null, ofType: { kind: 'SCALAR', name: 'String' } });
    const sort = await ok(`{ __type(name: "ProductAttributeSortInput") { inputFields { name } } }`);
    expect(sort.__type.inputFields.map((f: { name: string }) => f.name).sort()).toEqual(['name', 'position', 'price', 'relevance']);
  });

  it('M8: sort fields offer recommended order, name and price; relevance first when searching', async () => {
    const kleding = await categoryByPath('kleding');
    const data = await ok(GET_CATEGORY_AVAILABLE_SORT_METHODS, { categoryIdFilter: { eq: kleding.uid } });
    expect(data.products.sort_fields).toEqual({
      default: 'position',
      options: [
        { value: 'position', label: 'Aanbevolen' },
        { value: 'name', label: 'Naam' },
        { value: 'price', label: 'Prijs' },
      ],
    });
    const de = await ok(`{ products(search: "hemd") { sort_fields { default options { value label } } } }`, {}, 'de');
    expect(de.products.sort_fields.default).toBe('relevance');
    expect(de.products.sort_fields.options[0]).toEqual({ value: 'relevance', label: 'Relevanz' });
  });

  it('M8: the mega menu reads the top-level categories with two levels of children', async () => {
    const data = await ok(GET_MEGA_MENU);
    const { items, total_count, page_info } = data.categories;
    expect(items.map((c: { url_path: string }) => c.url_path)).toContain('kleding');
    expect(total_count).toBe(items.length);
    expect(page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
    const kleding = items.find((c: { url_path: string }) => c.url_path === 'kleding');
    expect(kleding!.children.map((c: { url_path: string }) => c.url_path)).toContain('kleding/overhemden');
    expect(kleding!.children_count).toBe(String(kleding!.children.length));
  });

  it('M8: categoryList by id and categories by parent uid give the same children', async () => {
    const kleding = await categoryByPath('kleding');
    const id = Buffer.from(kleding.uid, 'base64').toString();
    const list = await ok(GET_NAVIGATION_MENU, { id });
    expect(list.categoryList).toHaveLength(1);
    const children = list.categoryList[0]!.children.map((c: { uid: string }) => c.uid);
    const byParent = await ok(
      `query ($uid: String!) { categories(filters: { parent_category_uid: { eq: $uid } }, pageSize: 50) { items { uid } } }`,
      {
        uid: kleding.uid,
      },
    );
    expect(byParent.categories.items.map((c: { uid: string }) => c.uid)).toEqual(children);
  });

  it('M8: categories filter by url key, name (partial and full) and parent id; every filter must match', async () => {
    const byKey = await ok(`{ categories(filters: { url_key: { eq: "overhemden" } }) { items { url_path } total_count } }`);
    expect(byKey.categories.items.map((c: { url_path: string }) => c.url_path)).toEqual(['kleding/overhemden']);
    const partial = await ok(`{ categories(filters: { name: { match: "hemd" } }) { items { name } } }`);
    expect(partial.categories.items.map((c: { name: string }) => c.name)).toContain('Overhemden');
    const full = await ok(`{ categories(filters: { name: { match: "hemd", match_type: FULL } }) { total_count } }`);
    expect(full.categories.total_count).toBe(0);
    const exact = await ok(`{ categories(filters: { name: { match: "overhemden", match_type: FULL } }) { items { url_path } } }`);
    expect(exact.categories.items.map((c: { url_path: string }) => c.url_path)).toEqual(['kleding/overhemden']);
    const kleding = await categoryByPath('kleding');
    const id = Buffer.from(kleding.uid, 'base64').toString();
    const both = await ok(
      `query ($id: String) { categories(filters: { parent_id: { eq: $id }, url_key: { in: ["overhemden", "no-such"] } }) { total_count } }`,
      {
        id,
      },
    );
    expect(both.categories.total_count).toBe(1);
  });

  it('M8: categories are paged with total_count and page_info', async () => {
    const all = await ok(`{ categories(filters: { name: { match: "e" } }, pageSize: 100) { total_count items { uid } } }`);
    const total = all.categories.total_count;
    expect(total).toBeGreaterThan(3);
    const second = await ok(
      `{ categories(filters: { name: { match: "e" } }, pageSize: 2, currentPage: 2) { items { uid } page_info { current_page page_size total_pages } } }`,
    );
    expect(second.categories.items.map((c: { uid: string }) => c.uid)).toEqual(
      all.categories.items.slice(2, 4).map((c: { uid: string }) => c.uid),
    );
    expect(second.categories.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: Math.ceil(total / 2) });
  });

  it('M8: breadcrumbs carry the ancestors with uid, url path, level and name in the store language', async () => {
    const shirts = await categoryByPath('kleding/overhemden');
    const data = await ok(GET_BREADCRUMBS, { category_id: shirts.uid }, 'de');
    const kleding = await categoryByPath('kleding');
    expect(data.categories.items).toEqual([
      {
        uid: shirts.uid,
        name: 'Hemden',
        url_path: 'kleding/overhemden',
        breadcrumbs: [{ category_uid: kleding.uid, category_url_path: 'kleding', category_level: 1, category_name: 'Kleidung' }],
      },
    ]);
  });
});
