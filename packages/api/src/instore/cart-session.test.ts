import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartWith, completeCheckout, dataOf, errorOf, PLACE_ORDER, variantsInStock, type Variant } from '../cart/cart-fixtures.ts';
import { newCustomer } from '../cart/customer-cart-fixtures.ts';
import { carts } from '../cart/tables.ts';
import { orders } from '../checkout/tables.ts';
import { storeLocations } from '../content/tables.ts';
import { refusalOf } from '../platform/testing.ts';
import { SESSION_NOT_OPEN } from './cart-session.ts';
import { closeTable, openTable, refreshSession } from './service.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const SET = `mutation ($cart: String!, $session: String!) {
  setInStoreSessionOnCart(input: { cart_id: $cart, session_id: $session }) { ttl_dt cart { id isInStoreOrder in_store_location in_store_table } } }`;
const REMOVE = `mutation ($cart: String!) {
  removeInStoreSessionFromCart(input: { cart_id: $cart }) { cart { id isInStoreOrder in_store_location in_store_table } } }`;
const CART = `query ($cart: String!) { cart(cart_id: $cart) { isInStoreOrder in_store_location in_store_table } }`;
const SESSION = `query ($id: String!) { inStoreSession(session_id: $id) { id status ttl_dt } }`;
const PLACED = `query ($cart: String!, $number: String!) {
  placedOrder(cart_id: $cart, order_number: $number) { number is_in_store_order in_store_location in_store_table } }`;

const START = new Date(Date.now() + 60_000);
let clock = START;
const at = (m: number) => {
  clock = new Date(START.getTime() + m * 60_000);
};

let variant: Variant;
let shop: { id: number; title: string };

const t = testApiForFile({ products: 20, now: () => clock }, async () => {
  [variant] = (await variantsInStock(t.db, 20, 1)) as [Variant];
  const [row] = await t.db
    .select({ id: storeLocations.id, title: storeLocations.title })
    .from(storeLocations)
    .where(eq(storeLocations.active, true))
    .limit(1);
  shop = row!;
});

async function openedTable(hours = 2, tableLabel = '7') {
  at(0);
  return openTable({ db: t.db, now: () => clock }, { storeLocationId: shop.id, tableLabel, hours, staffId: null });
}

async function flagOf(cartId: string) {
  const [row] = await t.db.select().from(carts).where(eq(carts.maskedId, cartId));
  return { flag: row!.isInStoreOrder, session: row!.instoreSessionId };
}

describe('setInStoreSessionOnCart / removeInStoreSessionFromCart', () => {
  it('T1: a new cart is not an in-store order and has no badge', async () => {
    const cartId = await cartWith(t, variant);
    expect(dataOf(await t.query(CART, { cart: cartId })).cart).toEqual({
      isInStoreOrder: false,
      in_store_location: null,
      in_store_table: null,
    });
  });

  it('T5: an OPEN session flags the cart, with the shop and table for the badge and the ttl for the cookies', async () => {
    const session = await openedTable(2, 'Tafel 7');
    const cartId = await cartWith(t, variant);
    at(1);
    const result = dataOf(await t.query(SET, { cart: cartId, session: session.id })).setInStoreSessionOnCart;
    expect(result.ttl_dt).toBe(session.ttlDt.toISOString());
    expect(result.cart).toMatchObject({ isInStoreOrder: true, in_store_location: shop.title, in_store_table: 'Tafel 7' });
    expect(await flagOf(cartId)).toEqual({ flag: true, session: session.id });
  });

  it('T5, T7: an EXPIRED, CLOSED or unknown session is refused and clears an earlier flag', async () => {
    const session = await openedTable();
    const cartId = await cartWith(t, variant);
    dataOf(await t.query(SET, { cart: cartId, session: session.id }));

    at(31); // expired
    expect(errorOf(await t.query(SET, { cart: cartId, session: session.id }))).toMatchObject({
      message: SESSION_NOT_OPEN,
      category: 'graphql-input',
    });
    expect(refusalOf(await t.query(SET, { cart: cartId, session: session.id }))).toEqual({ code: 'INSTORE_SESSION_NOT_OPEN', params: {} });
    expect(await flagOf(cartId)).toEqual({ flag: false, session: null });

    const next = await refreshSession({ db: t.db, now: () => clock }, session.id);
    dataOf(await t.query(SET, { cart: cartId, session: next!.id }));
    // The replaced session is CLOSED.
    expect(errorOf(await t.query(SET, { cart: cartId, session: session.id })).message).toBe(SESSION_NOT_OPEN);
    expect((await flagOf(cartId)).flag).toBe(false);

    dataOf(await t.query(SET, { cart: cartId, session: next!.id }));
    await closeTable({ db: t.db, now: () => clock }, next!.id, null);
    expect(errorOf(await t.query(SET, { cart: cartId, session: next!.id })).message).toBe(SESSION_NOT_OPEN);
    expect(errorOf(await t.query(SET, { cart: cartId, session: 'AAAAAAAAAAAAAAAAAAAAAA' })).message).toBe(SESSION_NOT_OPEN);
    expect((await flagOf(cartId)).flag).toBe(false);
  });

  it('T5: hostile and oversized session ids are refused with the same message, never echoed', async () => {
    const cartId = await cartWith(t, variant);
    for (const id of ['', "' or 1=1 --", '<img src=x onerror=alert(1)>', 'x'.repeat(100_000), '../../instore']) {
      const error = errorOf(await t.query(SET, { cart: cartId, session: id }));
      expect(error.message).toBe(SESSION_NOT_OPEN);
    }
    expect(await flagOf(cartId)).toEqual({ flag: false, session: null });
  });

  it('T5: unknown, hostile and another shopper carts are refused as for any cart mutation', async () => {
    const session = await openedTable();
    expect(errorOf(await t.query(SET, { cart: 'nope', session: session.id })).message).toBe('Could not find a cart with ID "nope"');
    expect(errorOf(await t.query(SET, { cart: '<b>x</b>'.repeat(100), session: session.id })).message).toMatch(
      /^Could not find a cart with ID/,
    );
    const cartId = await cartWith(t, variant);
    const stranger = await newCustomer(t.db, 'instore');
    const foreign = errorOf(await t.query(SET, { cart: cartId, session: session.id }, { token: stranger.token }));
    expect(foreign.message).toBe(`The current user cannot perform operations on cart "${cartId}"`);
    expect(errorOf(await t.query(REMOVE, { cart: cartId }, { token: stranger.token })).category).toBe('graphql-authorization');
    expect(await flagOf(cartId)).toEqual({ flag: false, session: null });
  });

  it('T7: removeInStoreSessionFromCart clears the flag and the badge', async () => {
    const session = await openedTable();
    const cartId = await cartWith(t, variant);
    dataOf(await t.query(SET, { cart: cartId, session: session.id }));
    const cart = dataOf(await t.query(REMOVE, { cart: cartId })).removeInStoreSessionFromCart.cart;
    expect(cart).toMatchObject({ isInStoreOrder: false, in_store_location: null, in_store_table: null });
    expect(await flagOf(cartId)).toEqual({ flag: false, session: null });
  });

  it('T2: inStoreSession answers the state of a session, null for unknown or malformed ids', async () => {
    const session = await openedTable();
    expect(dataOf(await t.query(SESSION, { id: session.id })).inStoreSession).toEqual({
      id: session.id,
      status: 'OPEN',
      ttl_dt: session.ttlDt.toISOString(),
    });
    at(40);
    expect(dataOf(await t.query(SESSION, { id: session.id })).inStoreSession.status).toBe('EXPIRED');
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', '<script>', 'x'.repeat(10_000)])
      expect(dataOf(await t.query(SESSION, { id })).inStoreSession).toBeNull();
  });
});

describe('placeOrder keeps or drops the in-store flag (T8)', () => {
  async function flaggedCart(tableLabel: string) {
    const session = await openedTable(2, tableLabel);
    const cartId = await cartWith(t, variant);
    await completeCheckout(t, cartId);
    dataOf(await t.query(SET, { cart: cartId, session: session.id }));
    return { session, cartId };
  }

  async function place(cartId: string) {
    const number = dataOf(await t.query(PLACE_ORDER, { id: cartId })).placeOrder.order.order_number as string;
    const [row] = await t.db.select().from(orders).where(eq(orders.number, number));
    return { number, row: row! };
  }

  it('T8: an order placed while the session is OPEN carries the flag, session, shop and table', async () => {
    const { session, cartId } = await flaggedCart('Tafel 3');
    at(10);
    const { number, row } = await place(cartId);
    expect(row).toMatchObject({ isInStoreOrder: true, instoreSessionId: session.id, instoreLocationId: shop.id, instoreTable: 'Tafel 3' });
    expect(dataOf(await t.query(PLACED, { cart: cartId, number })).placedOrder).toEqual({
      number,
      is_in_store_order: true,
      in_store_location: shop.title,
      in_store_table: 'Tafel 3',
    });
  });

  it('T8: a session that expired while its table is open still counts (the device refreshes it)', async () => {
    const { cartId } = await flaggedCart('Tafel 5');
    at(45);
    expect((await place(cartId)).row.isInStoreOrder).toBe(true);
  });

  it('T8: after staff close the table, or after its opening, the order is a normal web order', async () => {
    const closed = await flaggedCart('Tafel 8');
    await closeTable({ db: t.db, now: () => clock }, closed.session.id, null);
    const { number, row } = await place(closed.cartId);
    expect(row).toMatchObject({ isInStoreOrder: false, instoreSessionId: null, instoreLocationId: null, instoreTable: null });
    expect(dataOf(await t.query(PLACED, { cart: closed.cartId, number })).placedOrder).toMatchObject({
      is_in_store_order: false,
      in_store_location: null,
      in_store_table: null,
    });

    const late = await flaggedCart('Tafel 9');
    at(121);
    expect((await place(late.cartId)).row.isInStoreOrder).toBe(false);
  });

  it('T1: an order from a cart that was never flagged is a web order', async () => {
    at(0);
    const cartId = await cartWith(t, variant);
    await completeCheckout(t, cartId);
    const { number, row } = await place(cartId);
    expect(row.isInStoreOrder).toBe(false);
    expect(dataOf(await t.query(PLACED, { cart: cartId, number })).placedOrder.is_in_store_order).toBe(false);
  });
});
