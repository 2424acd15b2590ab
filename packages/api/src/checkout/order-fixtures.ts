/** Shops for the checkout and order tests: stocked variants handed out in turn, placed orders, a real mailbox. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  CART_STATUS,
  cartWith,
  completeCheckout,
  dataOf,
  PAYMENT_RESULT,
  PLACE_ORDER,
  readCart,
  refusedUnchanged,
  setStock,
  variantsInStock,
  type Variant,
} from '../cart/cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { startTestMailbox, type TestMailbox } from '../newsletter/test-support.ts';
import { createMailer, type Mailer } from '../platform/mail.ts';
import { standIn, testApiForFile } from '../platform/test-file-api.ts';
import type { Db } from '../platform/db.ts';
import type { TestApi, TestApiOptions } from '../platform/testing.ts';
import { orders } from './tables.ts';

export interface Stock {
  /** How many variants, each with at least `minQty` units in the seed. */
  count: number;
  minQty?: number;
  /** Units each variant is set to, so every test has enough; left as seeded when absent. */
  units?: number;
}

/**
 * The file's test API with `count` variants in stock. `variant()` hands them out in turn, so stock
 * assertions of one test do not interfere with another's; `variant(i)` is always the i-th.
 */
export function stockedShop(options: TestApiOptions | (() => TestApiOptions), stock: Stock) {
  let variants: Variant[] = [];
  let next = 0;
  const t = testApiForFile(options, async (api) => {
    variants = await variantsInStock(api.db, stock.minQty ?? 5, stock.count);
    if (stock.units !== undefined) for (const v of variants) await setStock(api.db, v.productId, stock.units);
  });
  const variant = (index = next++ % Math.max(variants.length, 1)): Variant => {
    const v = variants[index];
    if (!v) throw new Error('not enough variants in stock');
    return v;
  };
  return { t, variant };
}

/** A guest's cart with `quantity` of `v`, checkout filled in and the order placed, not yet paid. */
export async function placedCart(t: TestApi, v: Variant, quantity = 2) {
  const cartId = await cartWith(t, v, quantity);
  await completeCheckout(t, cartId);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder;
  return { cartId, placed, reference: (placed.pay_redirect_url as string).split('/').pop() as string };
}

/** A stocked shop for placing orders and reading back the cart's status and the payment's result. */
export function orderingShop() {
  const shop = stockedShop({ products: 40 }, { count: 12, units: 20 });
  const { t } = shop;
  return {
    ...shop,
    placedCart: (v: Variant, quantity = 2) => placedCart(t, v, quantity),
    status: async (cartId: string) => dataOf(await t.query(CART_STATUS, { id: cartId })).cartStatus,
    result: async (reference: string) => dataOf(await t.query(PAYMENT_RESULT, { ref: reference })).paymentResult,
  };
}

/** A stocked shop whose mail goes over SMTP to a real local mailbox the test reads. */
export function mailingShop(stock: Stock) {
  let mailbox: TestMailbox | undefined;
  let mail: Mailer | undefined;
  beforeAll(async () => {
    mailbox = await startTestMailbox();
    mail = createMailer({ smtpUrl: mailbox.smtpUrl });
  });
  afterAll(async () => {
    await mailbox?.close();
  });
  const shop = stockedShop(() => ({ products: 40, mail }), stock);
  return { ...shop, mailbox: standIn(() => mailbox), mail: standIn(() => mail) };
}

/**
 * The file's test API with one well-stocked variant under the free-shipping limit, so shipping
 * prices show, and the cart reads and refusals of the checkout steps bound to it.
 */
export function cheapVariantShop() {
  let cheap: Variant | undefined;
  const t = testApiForFile({ products: 40 }, async (api) => {
    const variants = await variantsInStock(api.db, 5, 40);
    cheap = variants.filter((v) => v.price < 10_000).sort((a, b) => a.price - b.price)[0];
    if (!cheap) throw new Error('no variant under the free-shipping limit in stock');
    await setStock(api.db, cheap.productId, 100);
  });
  return {
    t,
    cheap: standIn(() => cheap),
    readCart: (cartId: string) => readCart(t, cartId),
    expectRefusedUnchanged: (cartId: string, query: string, variables: Record<string, unknown>) =>
      refusedUnchanged(t, cartId, query, variables),
  };
}

/** The variables of setShippingAddressesOnCart for one address, at a pickup point when given. */
export const shippingAddress = (cartId: string, address: Record<string, unknown>, pickup?: string) => ({
  input: { cart_id: cartId, shipping_addresses: [{ address, ...(pickup ? { pickup_location_code: pickup } : {}) }] },
});

/** The variables of setShippingMethodsOnCart for one carrier's method, with the shipping manager's option. */
export const method = (cartId: string, carrier: string, code: string, option?: string) => ({
  input: { cart_id: cartId, shipping_methods: [{ carrier_code: carrier, method_code: code }], shippingManagerOption: option },
});

/** The orders placed from the cart with this (masked) id, as stored. */
export async function ordersOfCart(db: Db, cartId: string) {
  const [cart] = await db.select().from(carts).where(eq(carts.maskedId, cartId));
  return db
    .select()
    .from(orders)
    .where(eq(orders.cartId, cart?.id ?? 0));
}
