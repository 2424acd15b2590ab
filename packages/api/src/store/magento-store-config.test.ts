/**
 * What a Magento client reads of the store configuration (decision 059): pwa-buildpack's build-time
 * queries exactly as pwa-buildpack 11.5.5 sends them, the fields PWA Studio's documents ask, and
 * Magento's default store code `default`.
 */
import { catalogue, cookies, password } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { testApiForFile } from '../platform/test-file-api.ts';
import type { TestApi } from '../platform/testing.ts';

// A minute before midnight in Amsterdam on New Year's Eve is still the old year there.
const NOW = new Date('2026-12-31T22:59:00Z');
const t = testApiForFile({ products: 20, production: true, now: () => NOW });

/** pwa-buildpack 11.5.5, lib/queries/*.graphql, as the build sends them (POST, JSON, `store` header). */
const BUILDPACK = {
  getStoreMediaUrl: `# Get the media URL from the store configuration.
query {
    storeConfig {
        store_code
        secure_base_media_url
    }
}
`,
  getStoreConfigData: `# Get store configuration.
query {
    storeConfig {
        store_code
        code
        locale
        secure_base_media_url
        store_name
        newsletter_enabled
    }
}
`,
  getAvailableStoresConfigData: `query availableStoresConfigData {
    availableStores {
        store_code
        id
        secure_base_media_url
        store_name
        default_display_currency_code
    }
}
`,
  getSchemaTypes: `# Introspect the GraphQL schema to obtain information about its types.
query {
    __schema {
        types {
            kind
            name
            possibleTypes {
                name
            }
        }
    }
}
`,
};

/** Sends a document as pwa-buildpack's fetchQuery does; its build stops on any error. */
async function buildQuery(api: TestApi, query: string, store?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', 'user-agent': 'pwa-buildpack' };
  if (store) headers.store = store;
  const response = await api.request({ method: 'POST', headers, body: JSON.stringify({ query }) });
  const answer = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(answer.errors).toBeUndefined();
  return answer.data ?? {};
}

describe("pwa-buildpack's build-time queries (issue 19)", () => {
  it.each([undefined, 'default', 'nl'])('answer the media address and the store for STORE_VIEW_CODE %s', async (store) => {
    const media = await buildQuery(t, BUILDPACK.getStoreMediaUrl, store);
    expect(media.storeConfig).toEqual({ store_code: 'nl', secure_base_media_url: 'http://localhost:3000/media/' });

    const config = await buildQuery(t, BUILDPACK.getStoreConfigData, store);
    expect(config.storeConfig).toMatchObject({ store_code: 'nl', code: 'nl', locale: 'nl_NL', newsletter_enabled: true });
    expect(config.storeConfig).toHaveProperty('store_name', expect.stringMatching(/\S/));
  });

  it('lists every store with its media address and currency', async () => {
    const { availableStores } = await buildQuery(t, BUILDPACK.getAvailableStoresConfigData);
    const stores = availableStores as { store_code: string; secure_base_media_url: string; default_display_currency_code: string }[];
    expect(stores.map((s) => s.store_code).sort()).toEqual(['be', 'ch', 'de', 'dk', 'en', 'gb', 'nl', 'no', 'se']);
    for (const store of stores) expect(store).toMatchObject({ secure_base_media_url: 'http://localhost:3000/media/' });
    expect(stores.find((s) => s.store_code === 'nl')?.default_display_currency_code).toBe('EUR');
  });

  it('gives the possible types of every interface, as Apollo needs them', async () => {
    const { __schema } = await buildQuery(t, BUILDPACK.getSchemaTypes);
    const types = (__schema as { types: { name: string; possibleTypes: { name: string }[] | null }[] }).types;
    const product = types.find((type) => type.name === 'ProductInterface');
    expect(product?.possibleTypes?.map((type) => type.name)).toEqual(
      expect.arrayContaining(['SimpleProduct', 'ConfigurableProduct', 'BundleProduct']),
    );
  });
});

const VENIA_FIELDS = `{
  storeConfig {
    store_code store_group_code store_group_name is_default_store_group website_code website_name store_sort_order
    product_url_suffix category_url_suffix configurable_thumbnail_source
    magento_wishlist_general_is_enabled enable_multiple_wishlists maximum_number_of_wishlists
    grid_per_page grid_per_page_values list_mode copyright newsletter_enabled contact_enabled
    root_category_id root_category_uid minimum_password_length required_character_classes_number
    customer_access_token_lifetime base_media_url secure_base_media_url base_static_url secure_base_static_url
    product_canonical_tag category_canonical_tag
    allow_order allow_items allow_gift_receipt allow_printed_card allow_gift_wrapping_on_order allow_gift_wrapping_on_order_items
  }
}`;

describe("the store configuration PWA Studio's documents read (issue 19)", () => {
  it('describes this shop: its page sizes, password rules, token lifetime and addresses', async () => {
    const { data, errors } = await t.query(VENIA_FIELDS, {}, { store: 'de' });
    expect(errors).toBeUndefined();
    expect(data?.storeConfig).toEqual({
      store_code: 'de',
      store_group_code: 'van_arkel',
      store_group_name: 'Van Arkel',
      is_default_store_group: true,
      website_code: 'van_arkel',
      website_name: 'Van Arkel',
      store_sort_order: expect.any(Number),
      product_url_suffix: '.html',
      category_url_suffix: '',
      configurable_thumbnail_source: 'parent',
      magento_wishlist_general_is_enabled: '1',
      enable_multiple_wishlists: '0',
      maximum_number_of_wishlists: '1',
      grid_per_page: 36,
      grid_per_page_values: '24,36,48,60,72',
      list_mode: 'grid',
      copyright: '© 2026 Van Arkel.',
      newsletter_enabled: true,
      contact_enabled: false,
      root_category_id: null,
      root_category_uid: null,
      minimum_password_length: '8',
      required_character_classes_number: '3',
      customer_access_token_lifetime: 168,
      base_media_url: 'http://localhost:3000/media/',
      secure_base_media_url: 'http://localhost:3000/media/',
      base_static_url: 'http://localhost:3000/assets/',
      secure_base_static_url: 'http://localhost:3000/assets/',
      product_canonical_tag: true,
      category_canonical_tag: true,
      allow_order: '0',
      allow_items: '0',
      allow_gift_receipt: '0',
      allow_printed_card: '0',
      allow_gift_wrapping_on_order: '0',
      allow_gift_wrapping_on_order_items: '0',
    });
    // The values are the shop's own rules, not copies that could drift from them.
    expect(data?.storeConfig.grid_per_page).toBe(catalogue.defaultItemsPerPage);
    expect(Number(data?.storeConfig.minimum_password_length)).toBe(password.minLength);
    expect(data?.storeConfig.customer_access_token_lifetime).toBe(cookies.customerToken.maxAgeSeconds / 3600);
  });

  it('a product address built from url_key and product_url_suffix is that product page', async () => {
    const { data } = await t.query(`{ storeConfig { product_url_suffix } products(search: "", pageSize: 1) { items { sku url_key } } }`);
    const product = data?.products.items[0];
    const route = await t.query<{ route: { type: string; sku: string; redirect_code: number } }>(
      'query ($url: String!) { route(url: $url) { type redirect_code ... on ProductInterface { sku } } }',
      { url: `/${product?.url_key}${data?.storeConfig.product_url_suffix}` },
    );
    expect(route.data?.route).toEqual({ type: 'PRODUCT', sku: product?.sku, redirect_code: 0 });
  });

  it("orders the stores as the language switcher does and names one group, the website's", async () => {
    const { data } = await t.query('{ availableStores { store_code store_sort_order store_group_code } }');
    const stores = data?.availableStores ?? [];
    expect(new Set(stores.map((s) => s.store_group_code))).toEqual(new Set(['van_arkel']));
    const orders = stores.map((s) => s.store_sort_order ?? 0);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe("Magento's default store code (decision 059)", () => {
  it('`Store: default` is the default store, echoed by its own code', async () => {
    for (const store of ['default', 'DEFAULT', ' default ']) {
      const { data, errors } = await t.query('{ storeConfig { store_code is_default_store locale } }', {}, { store });
      expect(errors).toBeUndefined();
      expect(data?.storeConfig).toEqual({ store_code: 'nl', is_default_store: true, locale: 'nl_NL' });
    }
  });

  it('a cart made under `default` is the Dutch store’s cart', async () => {
    const created = await t.query<{ createEmptyCart: string }>('mutation { createEmptyCart }', {}, { store: 'default' });
    const cartId = created.data?.createEmptyCart;
    expect(cartId).toEqual(expect.any(String));
    const read = await t.query('query ($id: String!) { cart(cart_id: $id) { id } }', { id: cartId }, { store: 'nl' });
    expect(read.errors).toBeUndefined();
    expect(read.data?.cart.id).toBe(cartId);
  });

  it('an unknown store code is still refused', async () => {
    const { data, errors } = await t.query('{ storeConfig { store_code } }', {}, { store: 'defaults' });
    expect(data).toBeFalsy();
    expect(errors?.[0]?.extensions?.code).toBe('STORE_NOT_FOUND');
  });
});
