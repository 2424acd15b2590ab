/**
 * Test support for the coupon suites: the coupon operations as a storefront sends them, catalogue
 * rows on and off sale, and coupons written straight into the database. Used by tests only.
 */
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import { beforeEach } from 'vitest';
import { CART_FIELDS, CREATE, dataOf, PLACE_ORDER } from '../cart/cart-fixtures.ts';
import type { Variant } from '../cart/cart-fixtures.ts';
import { products, stockItems } from '../catalog/tables.ts';
import type { Db } from '../platform/db.ts';
import { testApiForFile } from '../platform/test-file-api.ts';
import type { TestApi } from '../platform/testing.ts';
import { coupons } from './tables.ts';

export const COUPON_CART_FIELDS = /* GraphQL */ `
  ${CART_FIELDS}
  coupon_not_applied { code reason message minimum_subtotal { value currency } }
  items { id prices { discounts { amount { value } label } total_item_discount { value } } }
`;

export const APPLY = `mutation ($input: ApplyCouponToCartInput!) { applyCouponToCart(input: $input) { cart { ${COUPON_CART_FIELDS} } } }`;
export const REMOVE_COUPON = `mutation ($input: RemoveCouponFromCartInput!) { removeCouponFromCart(input: $input) { cart { ${COUPON_CART_FIELDS} } } }`;
export const COUPON_CART = `query ($id: String!) { cart(cart_id: $id) { ${COUPON_CART_FIELDS} } }`;
export const CUSTOMER_CART = `query { customerCart { id } }`;
export const PLACED_ORDER = `query ($cart: String!, $number: String!) { placedOrder(cart_id: $cart, order_number: $number) {
  number total { subtotal_incl_tax { value } discounts { amount { value } label } total_tax { value } grand_total { value } }
  items { product_sku discount_amount { value } tax_amount { value } row_total_incl_tax { value } } } }`;

type CouponValues = typeof coupons.$inferInsert;

let counter = 0;
/** A fresh coupon (15% off, no limits unless given); returns its code. */
export async function newCoupon(db: Db, values: Partial<CouponValues> = {}): Promise<string> {
  const code = values.code ?? `TEST${Date.now().toString(36).toUpperCase()}${++counter}`;
  await db.insert(coupons).values({ type: 'percent', amount: 1500, ...values, code });
  return code;
}

export async function couponRow(db: Db, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row;
}

/**
 * Variants in stock, either on sale (special price below the regular one) or at their regular price
 * with no promotion text on the model; one per configurable, or with `everySize` every size (each
 * its own stock row).
 */
export async function variantsOf(db: Db, kind: 'regular' | 'sale', count = 3, everySize = false): Promise<Variant[]> {
  const parent = sql`(select p from ${products} p where p.id = ${products.parentId})`;
  const rows = await db
    .select({ child: products, parentSku: sql<string>`(${parent}).sku`, parentPromo: sql<unknown>`(${parent}).promo_text` })
    .from(products)
    .innerJoin(stockItems, eq(stockItems.productId, products.id))
    .where(
      and(
        isNotNull(products.parentId),
        eq(products.isActive, true),
        gte(stockItems.qty, 20),
        eq(stockItems.qtyIncrements, 1),
        kind === 'sale' ? sql`${products.specialPrice} < ${products.price}` : isNull(products.specialPrice),
      ),
    )
    .orderBy(asc(products.id))
    .limit(2000);
  const seen = new Set<string>();
  const found: Variant[] = [];
  for (const row of rows) {
    const promo = row.parentPromo && typeof row.parentPromo === 'object' ? Object.values(row.parentPromo).some(Boolean) : false;
    if ((!everySize && seen.has(row.parentSku)) || (kind === 'regular' && promo)) continue;
    seen.add(row.parentSku);
    const price = row.child.specialPrice != null && row.child.specialPrice < row.child.price ? row.child.specialPrice : row.child.price;
    found.push({ productId: row.child.id, sku: row.child.sku, parentSku: row.parentSku, price });
    if (found.length === count) break;
  }
  if (found.length < count) throw new Error(`the seed has fewer than ${count} ${kind} variants`);
  return found;
}

/** Adds `quantity` of a variant to the cart (as the customer with `token`). */
export async function addVariant(t: TestApi, cartId: string, variant: Variant, quantity = 1, token?: string) {
  const query = `mutation ($input: AddConfigurableProductsToCartInput!) { addConfigurableProductsToCart(input: $input) { cart { id } } }`;
  const input = { cart_id: cartId, cart_items: [{ parent_sku: variant.parentSku, data: { sku: variant.sku, quantity } }] };
  dataOf(await t.query(query, { input }, token ? { token } : {}));
}

/** Cents of a Money value. */
export const cents = (money: { value: number } | null | undefined) => Math.round((money?.value ?? NaN) * 100);

/**
 * The file's test API for the coupon tests: a shop clock a test may set (back to the real time
 * before each test), eight regular and two sale variants in stock, and a guest's cart, applying a
 * code, reading the cart and placing its order bound to it (with a customer's token when given).
 */
export function couponShop() {
  const realNow = new Date();
  let clock = realNow;
  // Filled in place once the file's shop is open, so the tests can name them at the top.
  const regular: Variant[] = [];
  const sale: Variant[] = [];
  const t = testApiForFile({ products: 40, now: () => clock }, async (api) => {
    regular.push(...(await variantsOf(api.db, 'regular', 8)));
    sale.push(...(await variantsOf(api.db, 'sale', 2)));
  });
  beforeEach(() => {
    clock = realNow;
  });

  const as = (token?: string) => (token ? { token } : {});
  const newCart = async () => dataOf(await t.query(CREATE)).createEmptyCart as string;
  /** A guest cart holding `quantity` of each variant. */
  async function cartOf(variants: Variant[], quantity = 1): Promise<string> {
    const cartId = await newCart();
    for (const v of variants) await addVariant(t, cartId, v, quantity);
    return cartId;
  }
  const apply = (cartId: string, code: string, token?: string) =>
    t.query(APPLY, { input: { cart_id: cartId, coupon_code: code } }, as(token));
  const applied = async (cartId: string, code: string, token?: string) => dataOf(await apply(cartId, code, token)).applyCouponToCart.cart;
  const readCart = async (cartId: string, token?: string) => dataOf(await t.query(COUPON_CART, { id: cartId }, as(token))).cart;
  const placeOrder = (cartId: string, token?: string) => t.query(PLACE_ORDER, { id: cartId }, as(token));

  return {
    t,
    regular,
    sale,
    setClock: (at: Date) => {
      clock = at;
    },
    as,
    newCart,
    cartOf,
    apply,
    applied,
    readCart,
    placeOrder,
  };
}

/** The payment reference in a placed order's redirect address. */
export const referenceOf = (placed: { pay_redirect_url: string }) => placed.pay_redirect_url.split('/').pop() as string;
