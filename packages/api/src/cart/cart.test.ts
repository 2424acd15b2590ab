import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../platform/testing.ts';
import {
  ADD_BUNDLE,
  ADD_CONFIGURABLE,
  ADD_SIMPLE,
  bundleLineInput,
  bundleWithChoices,
  CART,
  cartWith,
  CREATE,
  dataOf,
  errorOf,
  readCart as readCartOf,
  refusedUnchanged,
  setStock,
  steppedSimple,
  variantsInStock,
  type Variant,
} from './cart-fixtures.ts';
import { priceTiers, products } from '../catalog/tables.ts';
import { carts } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

let variants: Variant[];
let v: Variant;

const t = testApiForFile({ products: 40 }, async () => {
  variants = await variantsInStock(t.db, 6, 5);
  v = variants[0] as Variant;
});

async function newCart(store?: string): Promise<string> {
  return dataOf(await t.query(CREATE, {}, store ? { store } : {})).createEmptyCart as string;
}

const readCart = (cartId: string) => readCartOf(t, cartId);
const expectRefusedUnchanged = (cartId: string, query: string, variables: Record<string, unknown>) =>
  refusedUnchanged(t, cartId, query, variables);

const addConfigurable = (cartId: string, variant: Variant, quantity: number) => ({
  input: { cart_id: cartId, cart_items: [{ parent_sku: variant.parentSku, data: { sku: variant.sku, quantity } }] },
});

describe('empty cart', () => {
  it('CA1: createEmptyCart gives a 32-character id of a cart with no lines', async () => {
    const cartId = await newCart();
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await newCart()).not.toBe(cartId);
    const cart = await readCart(cartId);
    expect(cart).toMatchObject({ id: cartId, items: [], total_quantity: 0, email: null, isInStoreOrder: false, applied_coupons: [] });
  });

  it('CA6, CA7: an empty cart has zero totals in EUR and the Dutch high VAT label, in every store', async () => {
    for (const store of ['nl', 'de']) {
      const cart = dataOf(await t.query(CART, { id: await newCart(store) }, { store })).cart;
      const zero = { value: 0, currency: 'EUR' };
      expect(cart.prices).toEqual({
        discounts: [],
        applied_taxes: [{ amount: zero, label: 'BTW 21%' }],
        subtotal_excluding_tax: zero,
        subtotal_including_tax: zero,
        subtotal_with_discount_excluding_tax: zero,
        subtotal_with_discount_including_tax: zero,
        grand_total: zero,
      });
    }
  });

  it("CA18: an unknown cart id is refused with Magento's text and category", async () => {
    const error = errorOf(await t.query(CART, { id: 'bogus' }));
    expect(error).toEqual({ message: 'Could not find a cart with ID "bogus"', category: 'graphql-no-such-entity' });
  });

  it("CA18: another store's cart is unknown in this store", async () => {
    const cartId = await newCart('nl');
    expect(errorOf(await t.query(CART, { id: cartId }, { store: 'de' })).message).toBe(`Could not find a cart with ID "${cartId}"`);
  });

  it("CA18: a guest cannot read or change a customer's cart", async () => {
    const cartId = await newCart();
    await t.db.update(carts).set({ customerId: 1 }).where(eq(carts.maskedId, cartId));
    const message = `The current user cannot perform operations on cart "${cartId}"`;
    expect(errorOf(await t.query(CART, { id: cartId }))).toEqual({ message, category: 'graphql-authorization' });
    expect(errorOf(await t.query(ADD_CONFIGURABLE, addConfigurable(cartId, v, 1))).message).toBe(message);
  });
});

describe('adding products', () => {
  it('CA9: addConfigurableProductsToCart adds the variant as a configurable line with its options', async () => {
    const cartId = await newCart();
    const cart = dataOf(await t.query(ADD_CONFIGURABLE, addConfigurable(cartId, v, 2))).addConfigurableProductsToCart.cart;
    expect(cart.total_quantity).toBe(2);
    expect(cart.items).toHaveLength(1);
    const [line] = cart.items;
    expect(line).toMatchObject({
      __typename: 'ConfigurableCartItem',
      quantity: 2,
      sku: v.sku,
      parent_sku: v.parentSku,
      error: null,
      errors: [],
      configured_variant: { sku: v.sku },
      product: { __typename: 'ConfigurableProduct', sku: v.parentSku },
    });
    expect(line!.id).toMatch(/^\d+$/);
    expect(line!.product.stockItem).toMatchObject({ min_sale_qty: 1, max_sale_qty: 10, qty_increments: 1 });
    expect(line!.configurable_options.map((o: { option_label: string }) => o.option_label)).toContain('Maat');
    expect(line!.prices.price_including_tax.value).toBe(v.price / 100);
    expect(line!.prices.row_total_including_tax.value).toBe((v.price * 2) / 100);
  });

  it('CA9: addSimpleProductsToCart with a variant sku and parent_sku makes the same line; adding again raises its quantity', async () => {
    const cartId = await newCart();
    const input = { cart_id: cartId, cart_items: [{ data: { sku: v.sku, quantity: 1, parent_sku: v.parentSku } }] };
    dataOf(await t.query(ADD_SIMPLE, { input }));
    const cart = dataOf(await t.query(ADD_SIMPLE, { input })).addSimpleProductsToCart.cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ __typename: 'ConfigurableCartItem', quantity: 2, parent_sku: v.parentSku });
  });

  it('CA9: a simple product without variants is a SimpleCartItem', async () => {
    const socks = await steppedSimple(t.db);
    if (!socks) throw new Error('the seed has no product sold in steps');
    await setStock(t.db, socks.product.id, 20);
    const cartId = await newCart();
    const cart = dataOf(
      await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: socks.product.sku, quantity: 2 } }] } }),
    ).addSimpleProductsToCart.cart;
    expect(cart.items[0]).toMatchObject({ __typename: 'SimpleCartItem', sku: socks.product.sku, parent_sku: null, quantity: 2 });
  });

  it('tier prices apply from their quantity; gift cards are not simple products', async () => {
    const socks = await steppedSimple(t.db);
    if (!socks) throw new Error('the seed has no product sold in steps');
    await setStock(t.db, socks.product.id, 20);
    // Without a sale price, so the tier (15% off from 3) is the lower price.
    await t.db.update(products).set({ specialPrice: null }).where(eq(products.id, socks.product.id));
    const [tier] = await t.db.select().from(priceTiers).where(eq(priceTiers.productId, socks.product.id));
    if (!tier) throw new Error('the stepped product has no tier price');
    const cartId = await newCart();
    const add = (quantity: number) =>
      t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: socks.product.sku, quantity } }] } });
    const two = dataOf(await add(2)).addSimpleProductsToCart.cart.items[0];
    expect(two!.prices.price_including_tax.value).toBe(socks.product.price / 100);
    const four = dataOf(await add(2)).addSimpleProductsToCart.cart.items[0];
    expect(four!.quantity).toBe(4);
    expect(four!.prices.price_including_tax.value).toBe(tier.price / 100);
    const giftcard = errorOf(
      await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: 'giftcard', quantity: 1 } }] } }),
    );
    expect(giftcard.message).toMatch(/^Could not add the product with SKU "giftcard" to the shopping cart/);
  });

  it('CA9: a bundle is added with one variant per slot and priced as the bundle', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const cartId = await newCart();
    const cart = dataOf(await t.query(ADD_BUNDLE, bundleLineInput(cartId, { bundle, choices }))).addBundleProductsToCart.cart;
    const [line] = cart.items;
    const price = bundle.specialPrice != null && bundle.specialPrice < bundle.price ? bundle.specialPrice : bundle.price;
    expect(line).toMatchObject({ __typename: 'BundleCartItem', sku: bundle.sku, product: { __typename: 'BundleProduct' } });
    expect(line!.prices.price_including_tax.value).toBe(price / 100);
    expect(line!.bundle_options.map((o: { id: number }) => o.id)).toEqual(choices.map((c) => c.slot.id));
    expect(line!.bundle_options[0]!.values[0]).toMatchObject({ sku: choices[0]?.child.sku, quantity: 1 });
  });

  it('CA9: a bundle without every required slot, or with a size of another product, is refused', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const cartId = await newCart();
    const [first] = choices;
    if (!first) throw new Error('bundle without slots');
    const missingSlot = await expectRefusedUnchanged(cartId, ADD_BUNDLE, {
      input: {
        cart_id: cartId,
        cart_items: [
          { data: { sku: bundle.sku, quantity: 1 }, bundle_options: [{ id: first.slot.id, quantity: 1, value: [first.child.sku] }] },
        ],
      },
    });
    expect(missingSlot.message).toMatch(/choose a product for option/);
    const wrongPart = await expectRefusedUnchanged(cartId, ADD_BUNDLE, {
      input: {
        cart_id: cartId,
        cart_items: [
          { data: { sku: bundle.sku, quantity: 1 }, bundle_options: choices.map((c) => ({ id: c.slot.id, quantity: 1, value: [v.sku] })) },
        ],
      },
    });
    expect(wrongPart.message).toMatch(/is not a choice for option/);
  });

  it('CA13: unknown skus, configurable parents without a variant and bad quantities change nothing', async () => {
    const cartId = await cartWith(t, v, 1);
    const unknown = await expectRefusedUnchanged(cartId, ADD_SIMPLE, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: 'NOPE-1', quantity: 1 } }] },
    });
    expect(unknown).toEqual({ message: 'Could not find a product with SKU "NOPE-1"', category: 'graphql-no-such-entity' });
    const parentOnly = await expectRefusedUnchanged(cartId, ADD_SIMPLE, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: v.parentSku, quantity: 1 } }] },
    });
    expect(parentOnly.message).toBe(
      `Could not add the product with SKU "${v.parentSku}" to the shopping cart: You need to choose options for your item.`,
    );
    const wrongParent = await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, {
      input: { cart_id: cartId, cart_items: [{ parent_sku: (variants[4] as Variant).parentSku, data: { sku: v.sku, quantity: 1 } }] },
    });
    expect(wrongParent.message).toMatch(/is not a variant of/);
    for (const quantity of [-1, 0, 1.5, 10_001]) {
      const bad = await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, addConfigurable(cartId, v, quantity));
      expect(bad.category).toBe('graphql-input');
      expect(bad.message).toMatch(/^Invalid quantity/);
    }
  });

  it('CA13: max_sale_qty, qty_increments and stock are enforced on add; a failing item rolls back the whole batch', async () => {
    const cartId = await cartWith(t, v, 1);
    expect((await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, addConfigurable(cartId, v, 10))).message).toMatch(
      /The most you may purchase is 10\./,
    );
    const socks = await steppedSimple(t.db);
    if (!socks) throw new Error('the seed has no product sold in steps');
    await setStock(t.db, socks.product.id, 20);
    const odd = await expectRefusedUnchanged(cartId, ADD_SIMPLE, {
      input: { cart_id: cartId, cart_items: [{ data: { sku: socks.product.sku, quantity: 3 } }] },
    });
    expect(odd.message).toMatch(/You can buy this product only in quantities of 2 at a time\./);
    expect(
      refusalOf(await t.query(ADD_SIMPLE, { input: { cart_id: cartId, cart_items: [{ data: { sku: socks.product.sku, quantity: 3 } }] } })),
    ).toEqual({
      code: 'CART_QUANTITY_INCREMENTS',
      params: { sku: socks.product.sku, step: '2' },
    });

    const scarce = variants[1] as Variant;
    await setStock(t.db, scarce.productId, 2);
    const tooMany = await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, addConfigurable(cartId, scarce, 3));
    expect(tooMany.message).toMatch(/^The requested qty is not available for ".+" \(.+\): 2 left$/);
    expect(refusalOf(await t.query(ADD_CONFIGURABLE, addConfigurable(cartId, scarce, 3)))).toEqual({
      code: 'CART_STOCK_SHORT',
      params: { sku: scarce.sku, product: expect.stringContaining(`(${scarce.sku})`), left: '2' },
    });
    await setStock(t.db, scarce.productId, 0);
    const none = await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, addConfigurable(cartId, scarce, 1));
    expect(none.message).toMatch(/^Some of the products are out of stock: ".+" \(.+\)$/);
    expect(none.message).toContain(`(${scarce.sku})`);
    expect(refusalOf(await t.query(ADD_CONFIGURABLE, addConfigurable(cartId, scarce, 1)))).toEqual({
      code: 'CART_OUT_OF_STOCK',
      params: { sku: scarce.sku, product: expect.stringContaining(`(${scarce.sku})`) },
    });

    const batch = await expectRefusedUnchanged(cartId, ADD_CONFIGURABLE, {
      input: {
        cart_id: cartId,
        cart_items: [
          { parent_sku: (variants[2] as Variant).parentSku, data: { sku: (variants[2] as Variant).sku, quantity: 1 } },
          { parent_sku: scarce.parentSku, data: { sku: scarce.sku, quantity: 1 } },
        ],
      },
    });
    expect(batch.message).toMatch(/out of stock/);
    await setStock(t.db, scarce.productId, 10);
  });

  it('CA19: a line whose stock dropped after adding reports the out-of-stock error when read', async () => {
    const scarce = variants[3] as Variant;
    await setStock(t.db, scarce.productId, 5);
    const cartId = await cartWith(t, scarce, 3);
    await setStock(t.db, scarce.productId, 2);
    const [line] = (await readCart(cartId)).items;
    expect(line!.error).toEqual({ code: 'ITEM_QTY', message: 'Some of the products are out of stock' });
    const coded = await t.query(
      `query ($id: String!) { cart(cart_id: $id) { items { errors { error_code error_params { name value } } } } }`,
      {
        id: cartId,
      },
    );
    expect(coded.data?.cart.items[0]!.errors).toEqual([
      { error_code: 'CART_LINE_OUT_OF_STOCK', error_params: [{ name: 'sku', value: scarce.sku }] },
    ]);
    await setStock(t.db, scarce.productId, 10);
    expect((await readCart(cartId)).items[0]!.error).toBeNull();
  });
});
