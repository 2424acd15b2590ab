import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toUid } from '../catalog/localize.ts';
import { products } from '../catalog/tables.ts';
import { refusalOf } from '../platform/testing.ts';
import {
  ADD_BUNDLE,
  ADD_CONFIGURABLE,
  bundleLineInput,
  bundleWithChoices,
  CART_FIELDS,
  CREATE,
  dataOf,
  errorOf,
  setStock,
  steppedSimple,
  variantsInStock,
  type Variant,
} from './cart-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const ADD_PRODUCTS = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;

const PRODUCT_OPTIONS = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) { items {
    sku price_range { minimum_price { final_price { value } } }
    ... on ConfigurableProduct {
      configurable_options { attribute_code values { uid value_index label } }
      variants { product { id sku } attributes { code value_index } }
    }
    ... on BundleProduct { items { option_id options { uid quantity product { id sku } } } }
  } }
}`;

let variants: Variant[];

const t = testApiForFile({ products: 40 }, async () => {
  variants = await variantsInStock(t.db, 6, 4);
});

const newCart = async () => dataOf(await t.query(CREATE, {})).createEmptyCart as string;
const add = async (cartId: string, items: unknown[]) => t.query(ADD_PRODUCTS, { cartId, items });
const addOk = async (cartId: string, items: unknown[]) => dataOf(await add(cartId, items)).addProductsToCart;
const v = (index: number) => variants[index] as Variant;

describe('addProductsToCart: every product type through one mutation', () => {
  it('CA9: a variant with its parent sku, as the typed mutation takes it, is a configurable line', async () => {
    const cartId = await newCart();
    const { cart, user_errors } = await addOk(cartId, [{ sku: v(0).sku, parent_sku: v(0).parentSku, quantity: 2 }]);
    expect(user_errors).toEqual([]);
    expect(cart.items).toMatchObject([{ __typename: 'ConfigurableCartItem', sku: v(0).sku, parent_sku: v(0).parentSku, quantity: 2 }]);
  });

  it('D6: a configurable sku with the uids of its chosen values adds the matching variant', async () => {
    const [variant] = await t.db
      .select()
      .from(products)
      .where(eq(products.sku, v(1).sku));
    const item = dataOf(await t.query(PRODUCT_OPTIONS, { sku: v(1).parentSku })).products.items[0];
    const chosen = item!.variants.find((x: { product: { sku: string } }) => x.product.sku === variant?.sku);
    const uids = item!.configurable_options.map(
      (option: { attribute_code: string; values: { uid: string; value_index: number }[] }) =>
        option.values.find(
          (value) => value.value_index === chosen!.attributes.find((a: { code: string }) => a.code === option.attribute_code)?.value_index,
        )?.uid,
    );
    const cartId = await newCart();
    const { cart, user_errors } = await addOk(cartId, [{ sku: v(1).parentSku, quantity: 1, selected_options: uids }]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]).toMatchObject({ __typename: 'ConfigurableCartItem', sku: v(1).sku, parent_sku: v(1).parentSku });
  });

  it('D9: a configurable sku without a size, or with a value of another attribute, is refused', async () => {
    const cartId = await newCart();
    const item = dataOf(await t.query(PRODUCT_OPTIONS, { sku: v(1).parentSku })).products.items[0];
    const colour = item!.configurable_options.find((o: { attribute_code: string }) => o.attribute_code === 'color')!.values[0]!.uid;
    const { user_errors } = await addOk(cartId, [
      { sku: v(1).parentSku, quantity: 1 },
      { sku: v(1).parentSku, quantity: 1, selected_options: [colour] },
      { sku: v(1).parentSku, quantity: 1, selected_options: [toUid('configurable/size/999999')] },
    ]);
    const sku = [{ name: 'sku', value: v(1).parentSku }];
    expect(user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `Could not add the product with SKU "${v(1).parentSku}" to the shopping cart: You need to choose options for your item.`,
        error_code: 'CART_OPTIONS_REQUIRED',
        error_params: sku,
      },
      {
        code: 'UNDEFINED',
        message: `Could not add the product with SKU "${v(1).parentSku}" to the shopping cart: You need to choose options for your item.`,
        error_code: 'CART_OPTIONS_REQUIRED',
        error_params: sku,
      },
      {
        code: 'UNDEFINED',
        message: `Could not add the product with SKU "${v(1).parentSku}" to the shopping cart: the chosen size is not an option of "${v(1).parentSku}".`,
        error_code: 'CART_OPTIONS_INVALID',
        error_params: sku,
      },
    ]);
  });

  it('D10: a bundle with one part per slot (the chosen size) as selected_options', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const cartId = await newCart();
    const selected = choices.map(({ slot, child }) => toUid(`bundle/${slot.id}/${child.id}/${slot.quantity}`));
    const { cart, user_errors } = await addOk(cartId, [{ sku: bundle.sku, quantity: 1, selected_options: selected }]);
    expect(user_errors).toEqual([]);
    expect(cart.items[0]!.__typename).toBe('BundleCartItem');
    expect(cart.items[0]!.bundle_options.map((o: { values: { sku: string }[] }) => o.values[0]?.sku)).toEqual(
      choices.map(({ child }) => child.sku),
    );
  });

  it('D9, D10: a bundle with a slot left out, or a product that is no size of the slot, is refused', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const [first, second] = choices as [(typeof choices)[number], (typeof choices)[number]];
    const cartId = await newCart();
    const { cart, user_errors } = await addOk(cartId, [
      { sku: bundle.sku, quantity: 1, selected_options: [toUid(`bundle/${first.slot.id}/${first.child.id}`)] },
      {
        sku: bundle.sku,
        quantity: 1,
        selected_options: [toUid(`bundle/${first.slot.id}/${second.child.id}`), toUid(`bundle/${second.slot.id}/${second.child.id}`)],
      },
    ]);
    expect(cart.items).toEqual([]);
    expect(user_errors.map((e: { message: string }) => e.message)).toEqual([
      `Could not add the product with SKU "${bundle.sku}" to the shopping cart: choose a product for option(s) ${second.slot.id}.`,
      `Could not add the product with SKU "${bundle.sku}" to the shopping cart: "${second.child.sku}" is not a choice for option ${first.slot.id}; choose a size of "${(await t.db.select().from(products).where(eq(products.id, first.slot.productId)))[0]?.sku}".`,
    ]);
  });

  it('user_errors: items that fit are added, the others are reported one by one with their code', async () => {
    const cartId = await newCart();
    await setStock(t.db, v(2).productId, 3);
    const { cart, user_errors } = await addOk(cartId, [
      { sku: v(0).sku, parent_sku: v(0).parentSku, quantity: 1 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: v(2).sku, parent_sku: v(2).parentSku, quantity: 5 },
      { sku: v(3).sku, parent_sku: v(3).parentSku, quantity: 0 },
    ]);
    expect(cart.items.map((line: { sku: string }) => line.sku)).toEqual([v(0).sku]);
    expect(user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: 'Could not find a product with SKU "NO-SUCH-SKU"',
        error_code: 'CART_PRODUCT_NOT_FOUND',
        error_params: [{ name: 'sku', value: 'NO-SUCH-SKU' }],
      },
      {
        code: 'INSUFFICIENT_STOCK',
        message: expect.stringMatching(/^The requested qty is not available for .*: 3 left$/),
        error_code: 'CART_STOCK_SHORT',
        error_params: [
          { name: 'sku', value: v(2).sku },
          { name: 'product', value: expect.stringContaining(`(${v(2).sku})`) },
          { name: 'left', value: '3' },
        ],
      },
      {
        code: 'UNDEFINED',
        message: expect.stringMatching(/^Invalid quantity 0 for /),
        error_code: 'CART_QUANTITY_INVALID',
        error_params: [
          { name: 'sku', value: v(3).sku },
          { name: 'max', value: '10000' },
        ],
      },
    ]);
  });

  it('a sale-rule problem is the item’s; the cart keeps what it had', async () => {
    const stepped = await steppedSimple(t.db);
    if (!stepped) return;
    const cartId = await newCart();
    const { cart, user_errors } = await addOk(cartId, [{ sku: stepped.product.sku, quantity: 3 }]);
    expect(cart.items).toEqual([]);
    expect(user_errors[0]).toMatchObject({
      code: 'UNDEFINED',
      message: expect.stringContaining('quantities of 2'),
      error_code: 'CART_QUANTITY_INCREMENTS',
      error_params: [
        { name: 'sku', value: stepped.product.sku },
        { name: 'step', value: '2' },
      ],
    });
  });

  it('a product with no options refuses options it was sent', async () => {
    const stepped = await steppedSimple(t.db);
    if (!stepped) return;
    const cartId = await newCart();
    const { user_errors } = await addOk(cartId, [{ sku: stepped.product.sku, quantity: 2, selected_options: [toUid('size/1')] }]);
    expect(user_errors[0]!.message).toBe(
      `Could not add the product with SKU "${stepped.product.sku}" to the shopping cart: the product has no options.`,
    );
  });

  it("decision 062: PWA Studio's category tile names the product itself as its entered option; the product is added", async () => {
    const cartId = await newCart();
    const tile = { sku: v(1).sku, quantity: 1, entered_options: [{ uid: toUid(v(1).productId), value: 'Overhemd' }] };
    const added = await addOk(cartId, [tile]);
    expect(added.user_errors).toEqual([]);
    expect(added.cart.items).toMatchObject([{ sku: v(1).sku, quantity: 1 }]);
    // Any other entered option is still one the product does not have: reported, the cart unchanged.
    const other = await addOk(cartId, [{ ...tile, entered_options: [{ uid: toUid(v(2).productId), value: 'x' }] }]);
    expect(other.user_errors).toHaveLength(1);
    expect(other.user_errors[0]!.message).toMatch(/the product has no options/);
    expect(other.cart.items).toMatchObject([{ sku: v(1).sku, quantity: 1 }]);
  });

  it('the call itself fails for an unknown cart, no items or too many items', async () => {
    expect(errorOf(await add('bogus', [{ sku: v(0).sku, quantity: 1 }]))).toEqual({
      message: 'Could not find a cart with ID "bogus"',
      category: 'graphql-no-such-entity',
    });
    const cartId = await newCart();
    expect(refusalOf(await add('bogus', [{ sku: v(0).sku, quantity: 1 }]))).toEqual({
      code: 'CART_NOT_FOUND',
      params: { cartId: 'bogus' },
    });
    expect(errorOf(await add(cartId, [])).message).toBe('Required parameter "cartItems" is missing');
    expect(refusalOf(await add(cartId, []))).toEqual({ code: 'INPUT_REQUIRED', params: { field: 'cartItems' } });
    const many = Array.from({ length: 51 }, () => ({ sku: v(0).sku, parent_sku: v(0).parentSku, quantity: 1 }));
    expect(errorOf(await add(cartId, many)).message).toBe('At most 50 cart items can be sent at once');
    expect(refusalOf(await add(cartId, many))).toEqual({ code: 'TOO_MANY_ITEMS', params: { field: 'cartItems', max: '50' } });
  });

  it('hostile input: an oversized sku and garbage uids are refused per item', async () => {
    const { bundle } = await bundleWithChoices(t.db);
    const cartId = await newCart();
    const { user_errors } = await addOk(cartId, [
      { sku: 'x'.repeat(10_000), quantity: 1 },
      { sku: bundle.sku, quantity: 1, selected_options: ['!!!', toUid('bundle/1/2/3/4')] },
    ]);
    expect(user_errors).toEqual([
      {
        code: 'PRODUCT_NOT_FOUND',
        message: `Could not find a product with SKU "${'x'.repeat(64)}"`,
        error_code: 'CART_PRODUCT_NOT_FOUND',
        error_params: [{ name: 'sku', value: 'x'.repeat(64) }],
      },
      {
        code: 'UNDEFINED',
        message: `Could not add the product with SKU "${bundle.sku}" to the shopping cart: "!!!" is not a bundle option.`,
        error_code: 'CART_OPTIONS_INVALID',
        error_params: [{ name: 'sku', value: bundle.sku }],
      },
    ]);
  });
});

describe('bundles keep working through addBundleProductsToCart (D10)', () => {
  it('D10: the bundle price follows the chosen sizes where their prices differ', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const [first, second] = choices as [(typeof choices)[number], (typeof choices)[number]];
    const [slotProduct] = await t.db.select().from(products).where(eq(products.id, first.slot.productId));
    const [child] = await t.db.select().from(products).where(eq(products.id, first.child.id));
    if (!slotProduct || !child) throw new Error('seed');
    const priceOf = async () => {
      const cart = dataOf(await t.query(ADD_BUNDLE, bundleLineInput(await newCart(), { bundle, choices }))).addBundleProductsToCart.cart;
      return cart.items[0]!.prices.price_including_tax.value;
    };
    const base = await priceOf();
    expect(base).toBe((bundle.specialPrice ?? bundle.price) / 100);
    // This size costs 10 euro more than the product the slot offers: the bundle costs 10 euro more.
    await t.db
      .update(products)
      .set({ price: child.price + 1000, specialPrice: child.specialPrice == null ? null : child.specialPrice + 1000 })
      .where(eq(products.id, child.id));
    try {
      expect(await priceOf()).toBeCloseTo(base + 10 * first.slot.quantity, 2);
    } finally {
      await t.db.update(products).set({ price: child.price, specialPrice: child.specialPrice }).where(eq(products.id, child.id));
    }
    expect(second.slot.id).not.toBe(first.slot.id);
  });

  it('the typed mutations refuse options they do not take', async () => {
    const { bundle, choices } = await bundleWithChoices(t.db);
    const cartId = await newCart();
    const error = errorOf(
      await t.query(ADD_BUNDLE, bundleLineInput(cartId, { bundle, choices }, { selected_options: [toUid('bundle/1/1')] })),
    );
    expect(error.message).toBe(
      `Could not add the product with SKU "${bundle.sku}" to the shopping cart: the parts of a bundle are chosen with bundle_options.`,
    );
    const configurable = errorOf(
      await t.query(ADD_CONFIGURABLE, {
        input: {
          cart_id: cartId,
          cart_items: [
            { parent_sku: v(0).parentSku, data: { sku: v(0).sku, quantity: 1, entered_options: [{ uid: 'eA==', value: 'x' }] } },
          ],
        },
      }),
    );
    expect(configurable.message).toBe(`Could not add the product with SKU "${v(0).sku}" to the shopping cart: the product has no options.`);
  });
});
