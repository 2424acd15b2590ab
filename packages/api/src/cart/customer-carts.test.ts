import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockItems } from '../catalog/tables.ts';
import { stockedShop } from '../checkout/order-fixtures.ts';
import {
  ADD_CONFIGURABLE,
  CART_STATUS,
  completeCheckout,
  CREATE,
  dataOf,
  errorOf,
  PLACE_ORDER,
  RESTORE,
  SET_EMAIL,
  setStock,
  type Variant,
} from './cart-fixtures.ts';
import { newCustomer, tokenFor, type TestCustomer } from './customer-cart-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import { carts } from './tables.ts';

const LINES = 'id email total_quantity items { sku quantity errors { code message } }';
const CUSTOMER_CART = `query { customerCart { ${LINES} } }`;
const CART = `query ($id: String!) { cart(cart_id: $id) { ${LINES} } }`;
const MERGE = `mutation ($src: String!, $dst: String) { mergeCarts(source_cart_id: $src, destination_cart_id: $dst) { ${LINES} } }`;
const NOT_AUTHORIZED = "The current customer isn't authorized.";
const notYours = (id: string) => `The current user cannot perform operations on cart "${id}"`;

/** `variant()`: a fresh variant per test, so stock changes do not interfere. */
const { t, variant } = stockedShop({ products: 40 }, { count: 16, units: 20 });

const as = (token?: string) => (token ? { token } : {});

async function add(cartId: string, v: Variant, quantity: number, token?: string) {
  return t.query(
    ADD_CONFIGURABLE,
    { input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity } }] } },
    as(token),
  );
}

async function guestCart(...lines: [Variant, number][]): Promise<string> {
  const id = dataOf(await t.query(CREATE)).createEmptyCart as string;
  for (const [v, quantity] of lines) dataOf(await add(id, v, quantity));
  return id;
}

async function customerCartOf(customer: TestCustomer) {
  return dataOf(await t.query(CUSTOMER_CART, {}, as(customer.token))).customerCart;
}

/** A new customer whose cart holds one of `v`, with that cart's id. */
async function customerWithOneOf(v: Variant) {
  const customer = await newCustomer(t.db);
  const cartId = (await customerCartOf(customer)).id as string;
  dataOf(await add(cartId, v, 1, customer.token));
  return { customer, cartId };
}

/** Customers a and b with an empty cart each, and a guest cart holding one unit of variant `v`. */
async function twoCustomersAndAGuest() {
  const a = await newCustomer(t.db, 'a');
  const b = await newCustomer(t.db, 'b');
  const v = variant();
  const guest = await guestCart([v, 1]);
  const cartA = (await customerCartOf(a)).id as string;
  const cartB = (await customerCartOf(b)).id as string;
  return { a, b, v, guest, cartA, cartB };
}

const quantities = (cart: { items: { sku: string; quantity: number }[] }) =>
  Object.fromEntries(cart.items.map((item) => [item.sku, item.quantity]));

async function cartRow(maskedId: string) {
  const [row] = await t.db.select().from(carts).where(eq(carts.maskedId, maskedId));
  return row;
}

describe('customerCart and createEmptyCart', () => {
  it('A20: customerCart needs a valid token; without one, or with a revoked or expired one, it is refused', async () => {
    const customer = await newCustomer(t.db);
    for (const token of [
      undefined,
      await tokenFor(t.db, customer.id, 'revoked'),
      await tokenFor(t.db, customer.id, 'expired'),
      'x'.repeat(5000),
    ]) {
      const error = errorOf(await t.query(CUSTOMER_CART, {}, as(token)));
      expect(error).toEqual({ message: NOT_AUTHORIZED, category: 'graphql-authorization' });
    }
  });

  it("CA24: customerCart makes one active cart per customer and store, with the account's e-mail, and returns it again", async () => {
    const customer = await newCustomer(t.db);
    const first = await customerCartOf(customer);
    expect(first.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first.email).toBe(customer.email);
    expect(first.items).toEqual([]);
    expect((await customerCartOf(customer)).id).toBe(first.id);
    const british = dataOf(await t.query(CUSTOMER_CART, {}, { token: customer.token, store: 'gb' })).customerCart;
    expect(british.id).not.toBe(first.id);
    const rows = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.customerId, customer.id), eq(carts.isActive, true)));
    expect(rows.map((r) => r.storeCode).sort()).toEqual(['gb', 'nl']);
  });

  it("CA24: createEmptyCart with a token returns the customer's active cart; without one a new guest cart", async () => {
    const customer = await newCustomer(t.db);
    const own = dataOf(await t.query(CREATE, {}, as(customer.token))).createEmptyCart;
    expect(dataOf(await t.query(CREATE, {}, as(customer.token))).createEmptyCart).toBe(own);
    expect((await customerCartOf(customer)).id).toBe(own);
    const guest = dataOf(await t.query(CREATE)).createEmptyCart;
    expect(guest).not.toBe(own);
    expect((await cartRow(guest))?.customerId).toBeNull();
    // A revoked token is no customer: a guest cart, not the customer's.
    const revoked = dataOf(await t.query(CREATE, {}, as(await tokenFor(t.db, customer.id, 'revoked')))).createEmptyCart;
    expect((await cartRow(revoked))?.customerId).toBeNull();
  });

  it('CA24: parallel customerCart calls make one cart, not two', async () => {
    const customer = await newCustomer(t.db);
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.query(CUSTOMER_CART, {}, as(customer.token))));
    const ids = new Set(answers.map((answer) => dataOf(answer).customerCart.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(carts).where(eq(carts.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });
});

describe('A20, CA18: who may use which cart', () => {
  it('guest carts without a token, customer carts only with their owner\'s token; foreign = "cannot perform operations", unchanged', async () => {
    const { a, b, v, guest, cartA, cartB } = await twoCustomersAndAGuest();
    const callers: Record<string, string | undefined> = {
      guest: undefined,
      a: a.token,
      b: b.token,
      revokedA: await tokenFor(t.db, a.id, 'revoked'),
      expiredA: await tokenFor(t.db, a.id, 'expired'),
    };
    // Who may use each cart; every other caller is refused with the same text.
    const allowed: Record<string, string[]> = {
      [guest]: ['guest', 'revokedA', 'expiredA'],
      [cartA]: ['a'],
      [cartB]: ['b'],
    };
    for (const [cartId, who] of Object.entries(allowed)) {
      for (const [caller, token] of Object.entries(callers)) {
        const read = await t.query(CART, { id: cartId }, as(token));
        const added = await add(cartId, v, 1, token);
        if (who.includes(caller)) {
          expect(dataOf(read).cart.id, `${caller} reads ${cartId}`).toBe(cartId);
          expect(dataOf(added).addConfigurableProductsToCart.cart.id).toBe(cartId);
        } else {
          expect(errorOf(read), `${caller} reads ${cartId}`).toEqual({ message: notYours(cartId), category: 'graphql-authorization' });
          expect(errorOf(added).message).toBe(notYours(cartId));
        }
      }
    }
    // Each cart got exactly one line from each allowed caller and nothing from the others.
    expect(quantities(dataOf(await t.query(CART, { id: guest })).cart)).toEqual({ [v.sku]: 4 });
    expect(quantities(await customerCartOf(a))).toEqual({ [v.sku]: 1 });
    expect(quantities(await customerCartOf(b))).toEqual({ [v.sku]: 1 });
  });

  it('CA18: a foreign cart in the cart status reads as not yours; an unknown one as not found', async () => {
    const a = await newCustomer(t.db);
    const cartA = (await customerCartOf(a)).id as string;
    expect(dataOf(await t.query(CART_STATUS, { id: cartA })).cartStatus).toEqual({ status: null, group: null, error: notYours(cartA) });
    expect(dataOf(await t.query(CART_STATUS, { id: cartA }, as(a.token))).cartStatus).toEqual({
      status: 'active',
      group: 'active',
      error: null,
    });
    expect(dataOf(await t.query(CART_STATUS, { id: 'bogus' }, as(a.token))).cartStatus.error).toBe('Could not find a cart with ID "bogus"');
  });

  it("CO2: a signed-in customer cannot set a guest e-mail; the cart keeps the account's", async () => {
    const a = await newCustomer(t.db);
    const cartA = (await customerCartOf(a)).id as string;
    const error = errorOf(await t.query(SET_EMAIL, { input: { cart_id: cartA, email: 'other@example.com' } }, as(a.token)));
    expect(error).toEqual({ message: 'The request is not allowed for logged in customers', category: 'graphql-authorization' });
    expect((await customerCartOf(a)).email).toBe(a.email);
  });
});

describe('mergeCarts', () => {
  it('CA24: guest lines go into the customer cart (equal lines add up), the guest cart is closed for good', async () => {
    const [v1, v2] = [variant(), variant()] as [Variant, Variant];
    const { customer, cartId: own } = await customerWithOneOf(v1);
    const guest = await guestCart([v1, 2], [v2, 1]);
    dataOf(await t.query(SET_EMAIL, { input: { cart_id: guest, email: 'guest@example.com' } }));

    const merged = dataOf(await t.query(MERGE, { src: guest }, as(customer.token))).mergeCarts;
    expect(merged.id).toBe(own);
    expect(quantities(merged)).toEqual({ [v1.sku]: 3, [v2.sku]: 1 });
    expect(merged.email).toBe(customer.email);
    expect(merged.items.flatMap((item: { errors: unknown[] }) => item.errors)).toEqual([]);

    expect(errorOf(await t.query(CART, { id: guest }))).toEqual({ message: "The cart isn't active", category: 'graphql-no-such-entity' });
    expect(dataOf(await t.query(CART_STATUS, { id: guest })).cartStatus).toMatchObject({ status: 'merged', group: 'expired' });
    expect(errorOf(await t.query(RESTORE, { id: guest })).message).toBe("The cart isn't active");
    expect(errorOf(await t.query(MERGE, { src: guest }, as(customer.token))).message).toBe("The cart isn't active");
    expect(quantities(await customerCartOf(customer))).toEqual({ [v1.sku]: 3, [v2.sku]: 1 });
  });

  it('CA24: without a destination and without a customer cart yet, one is made; an explicit destination of their own works too', async () => {
    const customer = await newCustomer(t.db);
    const v = variant();
    const merged = dataOf(await t.query(MERGE, { src: await guestCart([v, 2]) }, as(customer.token))).mergeCarts;
    expect(quantities(merged)).toEqual({ [v.sku]: 2 });
    expect((await customerCartOf(customer)).id).toBe(merged.id);
    const again = dataOf(await t.query(MERGE, { src: await guestCart([v, 1]), dst: merged.id }, as(customer.token))).mergeCarts;
    expect(again.id).toBe(merged.id);
    expect(quantities(again)).toEqual({ [v.sku]: 3 });
  });

  it('CA24: stock and the most one may buy are respected: what fits comes over, the rest stays behind', async () => {
    const customer = await newCustomer(t.db);
    const [scarce, limited, soldOut, soldOutHeld] = [variant(), variant(), variant(), variant()] as [Variant, Variant, Variant, Variant];
    const guest = await guestCart([scarce, 3], [limited, 4], [soldOut, 2], [soldOutHeld, 2]);
    const own = (await customerCartOf(customer)).id as string;
    dataOf(await add(own, scarce, 2, customer.token));
    dataOf(await add(own, limited, 3, customer.token));
    dataOf(await add(own, soldOutHeld, 1, customer.token));
    await setStock(t.db, scarce.productId, 4);
    await t.db.update(stockItems).set({ maxSaleQty: 5 }).where(eq(stockItems.productId, limited.productId));
    await setStock(t.db, soldOut.productId, 0);
    await setStock(t.db, soldOutHeld.productId, 1);

    const merged = dataOf(await t.query(MERGE, { src: guest }, as(customer.token))).mergeCarts;
    // 2 held + 2 of the 3 (stock 4); 3 held + 2 of the 4 (at most 5); a sold-out product the cart did
    // not hold comes over and shows why it cannot be ordered; one the cart held stays as it was.
    expect(quantities(merged)).toEqual({ [scarce.sku]: 4, [limited.sku]: 5, [soldOut.sku]: 2, [soldOutHeld.sku]: 1 });
    const errors = Object.fromEntries(merged.items.map((item: { sku: string; errors: { message: string }[] }) => [item.sku, item.errors]));
    expect(errors[scarce.sku]).toEqual([]);
    expect(errors[limited.sku]).toEqual([]);
    expect(errors[soldOutHeld.sku]).toEqual([]);
    expect(errors[soldOut.sku]).toEqual([{ code: 'ITEM_QTY', message: 'Some of the products are out of stock' }]);
    await t.db.update(stockItems).set({ maxSaleQty: 10 }).where(eq(stockItems.productId, limited.productId));
    for (const v of [scarce, soldOut, soldOutHeld]) await setStock(t.db, v.productId, 20);
  });

  it('A20: foreign, customer and unknown carts are refused, without a token too, and nothing changes', async () => {
    const { a, b, v, guest, cartA, cartB } = await twoCustomersAndAGuest();
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ src: guest }, undefined, NOT_AUTHORIZED],
      [{ src: guest }, await tokenFor(t.db, a.id, 'revoked'), NOT_AUTHORIZED],
      [{ src: cartB }, a.token, notYours(cartB)],
      [{ src: cartA }, a.token, notYours(cartA)],
      [{ src: guest, dst: cartB }, a.token, notYours(cartB)],
      [{ src: 'bogus' }, a.token, 'Could not find a cart with ID "bogus"'],
      [{ src: guest, dst: 'bogus' }, a.token, 'Could not find a cart with ID "bogus"'],
      [{ src: '' }, a.token, 'Could not find a cart with ID ""'],
      [{ src: `${'x'.repeat(100_000)}` }, a.token, `Could not find a cart with ID "${'x'.repeat(64)}…"`],
      [{ src: "' or 1=1 --" }, a.token, `Could not find a cart with ID "' or 1=1 --"`],
    ];
    for (const [variables, token, message] of cases) {
      expect(errorOf(await t.query(MERGE, variables, as(token))).message, JSON.stringify(variables).slice(0, 80)).toBe(message);
    }
    expect(quantities(dataOf(await t.query(CART, { id: guest })).cart)).toEqual({ [v.sku]: 1 });
    expect(quantities(await customerCartOf(a))).toEqual({});
    expect(quantities(await customerCartOf(b))).toEqual({});
    expect(errorOf(await t.query(`mutation { mergeCarts { id } }`, {}, as(a.token))).message).toMatch(/source_cart_id/);
  });
});

describe('restoreCart of a customer cart', () => {
  it('OC16: the restored cart takes in the cart started meanwhile, so the customer keeps one active cart', async () => {
    const [v1, v2] = [variant(), variant()] as [Variant, Variant];
    const { customer, cartId: first } = await customerWithOneOf(v1);
    await completeCheckout(t, first, customer.token);
    const placed = dataOf(await t.query(PLACE_ORDER, { id: first }, as(customer.token))).placeOrder;
    const meanwhile = await customerCartOf(customer);
    expect(meanwhile.id).not.toBe(first);
    dataOf(await add(meanwhile.id, v2, 2, customer.token));
    await decideSandboxPayment(t, (placed.pay_redirect_url as string).split('/').pop() as string, 'cancel');

    const restored = dataOf(await t.query(RESTORE, { id: first }, as(customer.token))).restoreCart;
    expect(quantities(restored)).toEqual({ [v1.sku]: 1, [v2.sku]: 2 });
    expect((await customerCartOf(customer)).id).toBe(first);
    expect(await cartRow(meanwhile.id)).toMatchObject({ status: 'merged', isActive: false });
    expect(errorOf(await t.query(RESTORE, { id: first })).message).toBe(notYours(first));
  });
});
