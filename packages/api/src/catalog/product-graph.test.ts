import { describe, expect, it } from 'vitest';
import { ADD_CONFIGURABLE, CREATE, dataOf, variantsInStock } from '../cart/cart-fixtures.ts';
import type { Answer } from '../platform/testing.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

// Every field whose value comes from a relation (children, stock, pictures, tiers, slots, categories,
// model, cross-sells, size table), so a relation the graph forgets shows as a difference or a statement.
const OPTIONS = /* GraphQL */ `
  configurable_options { uid attribute_code label position values { uid value_index label swatch_data { value } } }
  variants { attributes { code value_index label } product { sku stock_status stock_left size_label image { url } stockItem { max_sale_qty } } }
`;
const DETAIL = /* GraphQL */ `
  __typename sku name brand image { url label } hover_image { url } packshot_image { url } media_gallery { url label position }
  price_range { minimum_price { final_price { value } } maximum_price { final_price { value } } }
  price_tiers { quantity final_price { value } }
  stock_status stock_left only_x_left_in_stock available_soon stockItem { qty_increments min_sale_qty max_sale_qty }
  color color_label categories { name url_path level } related_product_list { sku color color_code urlKey }
  crosssell_products { sku } size_table { table_headings specs { spec_label spec_items { size value } } }
  ... on ConfigurableProduct { ${OPTIONS} }
  ... on BundleProduct { items { option_id title required options { label quantity product { sku stock_left image { url } ... on ConfigurableProduct { ${OPTIONS} } } } } }
`;
const BY_SKU = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { ${DETAIL} } } }`;
const CROSS_SELLS = `query ($sku: String!) { products(filter: { sku: { eq: $sku } }, pageSize: 1) { items { crosssell_products { ${DETAIL} } } } }`;
const TILE = 'sku name brand image hover_image price color availability inStock related_product_list { sku color } categories { name }';

let catalogue: { sku: string; __typename: string; crosssell_products: { sku: string }[] }[];

/** Runs a query and returns its data with the statements it sent. */
async function counted<T = Answer>(query: string, variables: Record<string, unknown> = {}) {
  const statements: string[] = [];
  const stop = t.database.onStatement((sql) => statements.push(sql.slice(0, 200)));
  try {
    return { data: dataOf<T>(await t.query(query, variables)), statements };
  } finally {
    stop();
  }
}

const t = testApiForFile({ products: 40 }, async () => {
  const { products } = dataOf(
    await t.query(`{ products(filter: {}, pageSize: 100) { items { __typename sku crosssell_products { sku } } } }`),
  );
  catalogue = products.items;
  // Warm the reference data (attributes, categories, brands, size tables) the fields read.
  for (const type of ['ConfigurableProduct', 'BundleProduct', 'SimpleProduct', 'GiftCardProduct']) {
    const sku = catalogue.find((p) => p.__typename === type)?.sku;
    if (sku) dataOf(await t.query(BY_SKU, { sku }));
  }
});

describe('product graph', () => {
  it.each(['ConfigurableProduct', 'BundleProduct', 'SimpleProduct', 'GiftCardProduct'])(
    'a %s with everything its page shows costs one statement',
    async (type) => {
      const product = catalogue.find((p) => p.__typename === type);
      expect(product, `the seed has a ${type}`).toBeDefined();
      const { data, statements } = await counted(BY_SKU, { sku: product!.sku });
      expect(data.products.items[0]!.sku).toBe(product!.sku);
      expect(statements, statements.join('\n')).toHaveLength(1);
    },
  );

  it('answers exactly as the per-relation loaders do', async () => {
    // Cross-sell products arrive as bare rows, so their fields resolve through the loaders one
    // relation at a time; the same products asked by sku resolve from the primed graph.
    const withCrossSells = catalogue.filter((p) => p.crosssell_products.length > 0).slice(0, 4);
    expect(withCrossSells.length).toBeGreaterThan(0);
    for (const product of withCrossSells) {
      const viaLoaders = dataOf(await t.query(CROSS_SELLS, { sku: product.sku })).products.items[0]!.crosssell_products;
      for (const expected of viaLoaders) {
        const viaGraph = dataOf(await t.query(BY_SKU, { sku: expected.sku })).products.items[0];
        expect(viaGraph).toEqual(expected);
      }
    }
  });

  it('tiles for any number of skus, variants standing for their parents, cost one statement', async () => {
    const skus = catalogue.slice(0, 12).map((p) => p.sku);
    const [variant] = await variantsInStock(t.db, 1, 1);
    const { data, statements } = await counted(`query ($skus: [String!]!) { productsBySkus(skus: $skus) { ${TILE} } }`, {
      skus: [...skus, variant!.sku, 'NO-SUCH-SKU'],
    });
    expect(statements, statements.join('\n')).toHaveLength(1);
    const shown = data.productsBySkus.map((tile: { sku: string }) => tile.sku);
    expect(shown).toEqual([...new Set([...skus, variant!.parentSku])].filter((sku) => shown.includes(sku)));
    expect(shown).toContain(variant!.parentSku);
    expect(shown).not.toContain('NO-SUCH-SKU');
  });

  it('a cart with its lines, their products and stock costs one statement', async () => {
    const variants = await variantsInStock(t.db, 2, 2);
    const cartId = dataOf(await t.query(CREATE)).createEmptyCart as string;
    const cartItems = variants.map((v) => ({ parent_sku: v.parentSku, data: { sku: v.sku, quantity: 1 } }));
    dataOf(await t.query(ADD_CONFIGURABLE, { input: { cart_id: cartId, cart_items: cartItems } }));
    const { data, statements } = await counted(
      `query ($id: String!) { cart(cart_id: $id) { total_quantity prices { grand_total { value } }
        items { quantity product { sku name image { url } stock_left stockItem { max_sale_qty } categories { name } }
          ... on ConfigurableCartItem { configured_variant { sku stock_left } configurable_options { option_label value_label } } } } }`,
      { id: cartId },
    );
    expect(statements, statements.join('\n')).toHaveLength(1);
    expect(data.cart.total_quantity).toBe(2);
    expect(data.cart.items.map((i: { configured_variant: { sku: string } }) => i.configured_variant.sku)).toEqual(
      variants.map((v) => v.sku),
    );
  });
});
