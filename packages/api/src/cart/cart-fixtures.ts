/**
 * Test support for the cart and checkout suites: the GraphQL documents a storefront sends and
 * catalogue rows to shop with. Used by tests only.
 */
import { and, asc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import { bundleOptions, products, stockItems } from '../catalog/tables.ts';
import type { Db } from '../platform/db.ts';
import type { Answer, GraphQLResponse, TestApi } from '../platform/testing.ts';

export const MONEY = 'value currency';

export const CART_FIELDS = /* GraphQL */ `
  id email shippingManagerOption invoiceEventId total_quantity isInStoreOrder is_virtual
  applied_coupons { code }
  prices {
    discounts { amount { ${MONEY} } label }
    applied_taxes { amount { ${MONEY} } label }
    subtotal_excluding_tax { ${MONEY} } subtotal_including_tax { ${MONEY} }
    subtotal_with_discount_excluding_tax { ${MONEY} } subtotal_with_discount_including_tax { ${MONEY} }
    grand_total { ${MONEY} }
  }
  items {
    __typename id uid quantity sku parent_sku
    error { code message } errors { code message }
    prices { price { ${MONEY} } price_including_tax { ${MONEY} } row_total { ${MONEY} } row_total_including_tax { ${MONEY} } total_item_discount { ${MONEY} } }
    product { __typename sku name url_key image { url } stock_status stock_left stockItem { qty_increments min_sale_qty max_sale_qty }
      price_range { minimum_price { regular_price { ${MONEY} } final_price { ${MONEY} } } } categories { name level } }
    ... on ConfigurableCartItem { configured_variant { sku } configurable_options { option_label value_label } }
    ... on BundleCartItem { bundle_options { id uid label type values { id label price quantity sku } } }
  }
  billing_address { firstname lastname company street city postcode telephone country { code label } region { code label region_id } }
  shipping_addresses {
    firstname lastname street city postcode country { code label } pickup_location_code
    available_shipping_methods { carrier_code carrier_title method_code method_title method_id shipment_type error_message amount { ${MONEY} } price_incl_tax { ${MONEY} } }
    selected_shipping_method { carrier_code method_code carrier_title method_title amount { ${MONEY} } }
  }
  available_payment_methods { code title payment_provider_data { key value values { code img name } } }
  selected_payment_method { code title purchase_order_number issuer }
`;

export const CART = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
export const CREATE = `mutation { createEmptyCart }`;
export const ADD_SIMPLE = `mutation ($input: AddSimpleProductsToCartInput!) { addSimpleProductsToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const ADD_CONFIGURABLE = `mutation ($input: AddConfigurableProductsToCartInput!) { addConfigurableProductsToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const ADD_BUNDLE = `mutation ($input: AddBundleProductsToCartInput!) { addBundleProductsToCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const UPDATE = `mutation ($input: UpdateCartItemsInput!) { updateCartItems(input: $input) { cart { ${CART_FIELDS} } } }`;
export const REMOVE = `mutation ($input: RemoveItemFromCartInput!) { removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const SET_EMAIL = `mutation ($input: SetGuestEmailOnCartInput!) { setGuestEmailOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const SET_SHIPPING_ADDRESS = `mutation ($input: SetShippingAddressesOnCartInput!) { setShippingAddressesOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const SET_BILLING_ADDRESS = `mutation ($input: SetBillingAddressOnCartInput!) { setBillingAddressOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const SET_SHIPPING_METHOD = `mutation ($input: SetShippingMethodsOnCartInput!) { setShippingMethodsOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const SET_PAYMENT_METHOD = `mutation ($input: SetPaymentMethodOnCartInput!) { setPaymentMethodOnCart(input: $input) { cart { ${CART_FIELDS} } } }`;
export const PLACE_ORDER = `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) {
  order { order_number order_id pay_redirect_url } pay_redirect_url payment_provider { redirect data { key value } } } }`;
export const CART_STATUS = `query ($id: String!) { cartStatus(cartId: $id) { status group error } }`;
export const RESTORE = `mutation ($id: String!) { restoreCart(cartId: $id) { ${CART_FIELDS} } }`;
export const PAYMENT_RESULT = `query ($ref: String!) { paymentResult(reference: $ref) { status result_code order_number } }`;

export const DUTCH_ADDRESS = {
  firstname: 'Jan',
  lastname: 'de Vries',
  street: ['Damrak', '12', 'B'],
  city: 'Amsterdam',
  postcode: '1012 LG',
  country_code: 'NL',
  telephone: '0612345678',
};

export const GERMAN_ADDRESS = {
  firstname: 'Hans',
  lastname: 'Müller',
  street: ['Friedrichstraße', '43'],
  city: 'Berlin',
  postcode: '10117',
  country_code: 'DE',
};

/** The data of a response, failing with the errors when there are any. */
export function dataOf<T = Answer>(response: GraphQLResponse<T>): T {
  if (response.errors?.length) throw new Error(`unexpected GraphQL errors: ${response.errors.map((e) => e.message).join('; ')}`);
  if (!response.data) throw new Error('no data');
  return response.data;
}

/** A cart as the storefront reads it. */
export async function readCart(t: TestApi, cartId: string, store?: string) {
  return dataOf(await t.query(CART, { id: cartId }, store ? { store } : {})).cart;
}

/** Runs a mutation that must fail and proves the cart is exactly as before (every mutation is all or nothing). */
export async function refusedUnchanged(t: TestApi, cartId: string, query: string, variables: Record<string, unknown>) {
  const before = await readCart(t, cartId);
  const error = errorOf(await t.query(query, variables));
  if (JSON.stringify(await readCart(t, cartId)) !== JSON.stringify(before)) throw new Error(`the refused call changed cart ${cartId}`);
  return error;
}

/** The first error's message and category. */
export function errorOf(response: GraphQLResponse): { message: string; category: unknown } {
  const first = response.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(response.data)}`);
  return { message: first.message, category: first.extensions?.category };
}

export interface Variant {
  productId: number;
  sku: string;
  parentSku: string;
  /** Final price incl. VAT in cents. */
  price: number;
}

/** Active variants with at least `minQty` in stock, one per active configurable, in id order. */
export async function variantsInStock(db: Db, minQty: number, count = 5): Promise<Variant[]> {
  const rows = await db
    .select({ child: products, stock: stockItems })
    .from(products)
    .innerJoin(stockItems, eq(stockItems.productId, products.id))
    .where(and(isNotNull(products.parentId), eq(products.isActive, true), gte(stockItems.qty, minQty), eq(stockItems.qtyIncrements, 1)))
    .orderBy(asc(products.id))
    .limit(count * 20);
  const parents = await db
    .select()
    .from(products)
    .where(and(eq(products.type, 'configurable'), eq(products.isActive, true)));
  const byId = new Map(parents.map((p) => [p.id, p]));
  const seen = new Set<number>();
  return rows
    .filter((r) => r.child.parentId != null && byId.has(r.child.parentId) && !seen.has(r.child.parentId) && seen.add(r.child.parentId))
    .slice(0, count)
    .map((r) => ({
      productId: r.child.id,
      sku: r.child.sku,
      parentSku: byId.get(r.child.parentId as number)?.sku as string,
      price: r.child.specialPrice != null && r.child.specialPrice < r.child.price ? r.child.specialPrice : r.child.price,
    }));
}

/** A bundle with its slots and, per slot, an in-stock variant sku. */
export async function bundleWithChoices(db: Db) {
  const [bundle] = await db
    .select()
    .from(products)
    .where(and(eq(products.type, 'bundle'), eq(products.isActive, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!bundle) throw new Error('the seed has no bundle');
  const slots = await db.select().from(bundleOptions).where(eq(bundleOptions.bundleProductId, bundle.id)).orderBy(asc(bundleOptions.id));
  const choices = [];
  for (const slot of slots) {
    const [child] = await db
      .select({ sku: products.sku, id: products.id })
      .from(products)
      .innerJoin(stockItems, eq(stockItems.productId, products.id))
      .where(and(eq(products.parentId, slot.productId), eq(products.isActive, true), gte(stockItems.qty, 3)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!child) throw new Error(`no variant in stock for bundle slot ${slot.id}`);
    choices.push({ slot, child });
  }
  return { bundle, choices };
}

/**
 * addBundleProductsToCart's input for one bundle of `bundleWithChoices`, each slot filled with its
 * chosen variant as many times as the slot asks; `data` adds to the line's data.
 */
export function bundleLineInput(
  cartId: string,
  { bundle, choices }: Awaited<ReturnType<typeof bundleWithChoices>>,
  data: Record<string, unknown> = {},
) {
  const bundle_options = choices.map(({ slot, child }) => ({ id: slot.id, quantity: slot.quantity, value: [child.sku] }));
  return { input: { cart_id: cartId, cart_items: [{ data: { sku: bundle.sku, quantity: 1, ...data }, bundle_options }] } };
}

/** A simple (non-variant) product sold in steps of 2 (the seed's socks). */
export async function steppedSimple(db: Db) {
  const [row] = await db
    .select({ product: products, stock: stockItems })
    .from(products)
    .innerJoin(stockItems, eq(stockItems.productId, products.id))
    .where(and(isNull(products.parentId), eq(products.type, 'simple'), eq(stockItems.qtyIncrements, 2)))
    .limit(1);
  return row ?? null;
}

export async function setStock(db: Db, productId: number, qty: number): Promise<void> {
  await db.update(stockItems).set({ qty }).where(eq(stockItems.productId, productId));
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ qty: stockItems.qty }).from(stockItems).where(eq(stockItems.productId, productId));
  return row?.qty ?? NaN;
}

/** A new cart with one line of `variant` (quantity `quantity`). */
export async function cartWith(t: TestApi, variant: Variant, quantity = 1, store?: string): Promise<string> {
  const options = store ? { store } : {};
  const cartId = dataOf(await t.query(CREATE, {}, options)).createEmptyCart as string;
  const added = await t.query(
    ADD_CONFIGURABLE,
    { input: { cart_id: cartId, cart_items: [{ parent_sku: variant.parentSku, data: { sku: variant.sku, quantity } }] } },
    options,
  );
  dataOf(added);
  return cartId;
}

/**
 * Steps 1–3 of the checkout for a Dutch shopper: e-mail (guests only; a customer's cart has the
 * account's), billing, shipping address, home delivery, iDEAL. With `token` as that customer.
 */
export async function completeCheckout(t: TestApi, cartId: string, token?: string): Promise<void> {
  const as = token ? { token } : {};
  if (!token) dataOf(await t.query(SET_EMAIL, { input: { cart_id: cartId, email: 'jan@example.com' } }));
  dataOf(await t.query(SET_BILLING_ADDRESS, { input: { cart_id: cartId, billing_address: { address: DUTCH_ADDRESS } } }, as));
  dataOf(await t.query(SET_SHIPPING_ADDRESS, { input: { cart_id: cartId, shipping_addresses: [{ address: DUTCH_ADDRESS }] } }, as));
  dataOf(
    await t.query(
      SET_SHIPPING_METHOD,
      {
        input: {
          cart_id: cartId,
          shipping_methods: [{ carrier_code: 'postnl', method_code: 'standard' }],
          shippingManagerOption: '{"deliveryDate":"2030-01-02"}',
        },
      },
      as,
    ),
  );
  dataOf(await t.query(SET_PAYMENT_METHOD, { input: { cart_id: cartId, payment_method: { code: 'ideal', issuer: 'ing' } } }, as));
}
