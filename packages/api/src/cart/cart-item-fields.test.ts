import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { crossSells, priceTiers, products } from '../catalog/tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import { cartWith, dataOf, MONEY, variantsInStock } from './cart-fixtures.ts';

/** Every cart item field of spec 001 §3 "Cart item" (CA4), as the storefront would ask them. */
const CART_ITEMS = /* GraphQL */ `query ($id: String!) { cart(cart_id: $id) { items {
  id quantity error { message } parent_sku
  prices { price { ${MONEY} } price_including_tax { ${MONEY} } row_total { ${MONEY} } row_total_including_tax { ${MONEY} } }
  product {
    item_gift_wrap_payoff product_is_gift_wrap sku url_key image { url } name discount brand packshot_image { url }
    price_range { minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } } }
    crosssell_products { sku type_id url_key brand image { url } name stock_status
      price_range { minimum_price { regular_price { value } final_price { value } } } categories { name level url_path } }
    price_tiers { discount { percent_off } final_price { ${MONEY} } quantity }
    stockItem { qty_increments min_sale_qty max_sale_qty } stock_left stock_status categories { name level }
  }
} } }`;

const t = testApiForFile({ products: 40 });

describe('the cart item (CA4)', () => {
  it('answers every field of the spec with the product’s own values', async () => {
    const [variant, other] = await variantsInStock(t.db, 3, 2);
    const [parent] = await t.db.select().from(products).where(eq(products.sku, variant!.parentSku));
    const [otherParent] = await t.db.select().from(products).where(eq(products.sku, other!.parentSku));
    await t.db.delete(crossSells).where(eq(crossSells.productId, parent!.id));
    await t.db.insert(crossSells).values({ productId: parent!.id, linkedProductId: otherParent!.id, position: 0 });
    await t.db.insert(priceTiers).values({ productId: parent!.id, quantity: 2, price: Math.round(parent!.price * 0.9) });
    await t.db
      .update(products)
      .set({ attributes: { ...parent!.attributes, gift_wrap_payoff: 'Met liefde ingepakt' } })
      .where(eq(products.id, parent!.id));

    const cartId = await cartWith(t, variant!, 2);
    const item = dataOf(await t.query(CART_ITEMS, { id: cartId })).cart.items[0]!;
    expect(item).toMatchObject({ quantity: 2, error: null, parent_sku: variant!.parentSku });
    expect(item.prices.row_total_including_tax.value).toBeCloseTo(item.prices.price_including_tax.value * 2, 2);
    const product = item.product;
    expect(product).toMatchObject({
      sku: variant!.parentSku,
      url_key: parent!.urlKey,
      product_is_gift_wrap: false,
      item_gift_wrap_payoff: 'Met liefde ingepakt',
      stock_status: 'IN_STOCK',
      stockItem: { qty_increments: 1, min_sale_qty: expect.any(Number), max_sale_qty: expect.any(Number) },
    });
    expect(product.stock_left).toBeGreaterThanOrEqual(3);
    expect(product.image.url).toMatch(/^\/media\//);
    expect(product.categories.length).toBeGreaterThan(0);
    expect(product.price_tiers).toEqual([
      expect.objectContaining({ quantity: 2, final_price: { value: Math.round(parent!.price * 0.9) / 100, currency: 'EUR' } }),
    ]);
    expect(product.crosssell_products).toEqual([
      expect.objectContaining({ sku: other!.parentSku, type_id: 'configurable', url_key: otherParent!.urlKey, stock_status: 'IN_STOCK' }),
    ]);
    expect(product.crosssell_products[0]!.categories[0]).toMatchObject({ url_path: expect.any(String), level: expect.any(Number) });
  });

  it('product_is_gift_wrap is true for a product marked as the gift-wrap service, and a blank payoff is none', async () => {
    const [, , variant] = await variantsInStock(t.db, 3, 3);
    const [parent] = await t.db.select().from(products).where(eq(products.sku, variant!.parentSku));
    await t.db
      .update(products)
      .set({ attributes: { ...parent!.attributes, is_gift_wrap: true, gift_wrap_payoff: '  ' } })
      .where(eq(products.id, parent!.id));
    const cartId = await cartWith(t, variant!, 1);
    const item = dataOf(await t.query(CART_ITEMS, { id: cartId })).cart.items[0]!;
    expect(item.product).toMatchObject({ product_is_gift_wrap: true, item_gift_wrap_payoff: null });
  });
});
