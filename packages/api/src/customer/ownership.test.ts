/**
 * The ownership matrix (A18, A20): what customer A owns (cart, address, order, wishlist) seen by a
 * guest, by customer B, with A's revoked token and with A's expired token. Nothing leaks: a foreign
 * id is "not found" or "not authorized", and A's things stay exactly as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  ADD_CONFIGURABLE,
  completeCheckout,
  dataOf,
  errorOf,
  PLACE_ORDER,
  setStock,
  variantsInStock,
  type Variant,
} from '../cart/cart-fixtures.ts';
import { decideSandboxPayment } from '../checkout/payment-provider.ts';
import {
  CREATE_ADDRESS,
  DELETE_ADDRESS,
  HOME_ADDRESS,
  PASSWORD,
  SIGN_OUT,
  signedUpCustomer,
  signIn,
  UPDATE_ADDRESS,
  NOT_AUTHORIZED,
} from './customer-fixtures.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const CART = `query ($id: String!) { cart(cart_id: $id) { id email total_quantity items { quantity } } }`;
const CUSTOMER_CART = `query { customerCart { id total_quantity } }`;
const ADD_TO_CART = `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { id total_quantity } } }`;
const MERGE = `mutation ($src: String!, $dst: String) { mergeCarts(source_cart_id: $src, destination_cart_id: $dst) { id total_quantity } }`;
const ORDERS = `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items { number email } total_count } } }`;
const WISHLISTS = `query { customer { wishlists { id items_count items_v2 { items { id } } } } }`;
const WISHLIST_V2 = `query ($id: ID!) { customer { wishlist_v2(id: $id) { id items_count } } }`;
const ADD_TO_WISHLIST = `mutation ($id: ID!, $items: [WishlistItemInput!]!) { addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { id items_count } user_errors { code message } } }`;
const REMOVE_FROM_WISHLIST = `mutation ($id: ID!, $ids: [ID!]!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { id items_count } } }`;

const DAY = 24 * 60 * 60 * 1000;
const notYourCart = (id: string) => `The current user cannot perform operations on cart "${id}"`;

let clock: Date | null = null;
let variants: Variant[];

interface Owner {
  token: string;
  cartId: string;
  addressId: number;
  orderNumber: string;
  wishlistId: string;
  wishlistItemIds: string[];
}

let a: Owner;
let outsiders: { name: string; token?: string; customer: boolean }[];

const as = (token?: string) => (token ? { token } : {});

const t = testApiForFile({ products: 40, now: () => clock ?? new Date() }, async () => {
  variants = await variantsInStock(t.db, 5, 4);
  for (const v of variants) await setStock(t.db, v.productId, 50);
  const owner = await signedUpCustomer(t);
  const token = owner.token;
  const addToCustomerCart = async (v: Variant) => {
    const cartId = dataOf(await t.query(CUSTOMER_CART, {}, as(token))).customerCart.id as string;
    dataOf(
      await t.query(
        ADD_CONFIGURABLE,
        { input: { cart_id: cartId, cart_items: [{ parent_sku: v.parentSku, data: { sku: v.sku, quantity: 1 } }] } },
        as(token),
      ),
    );
    return cartId;
  };
  // An order, paid, then a new active cart with one line.
  const orderCart = await addToCustomerCart(variants[0]!);
  await completeCheckout(t, orderCart, token);
  const placed = dataOf(await t.query(PLACE_ORDER, { id: orderCart }, as(token))).placeOrder;
  await decideSandboxPayment(t, (placed.pay_redirect_url as string).split('/').pop() as string, 'approve');
  const cartId = await addToCustomerCart(variants[1]!);
  const addressId = dataOf(await t.query(CREATE_ADDRESS, { input: { ...HOME_ADDRESS, default_billing: true } }, as(token)))
    .createCustomerAddress.id;
  const wishlistId = dataOf(await t.query(WISHLISTS, {}, as(token))).customer.wishlists[0]!.id as string;
  const added = dataOf(
    await t.query(ADD_TO_WISHLIST, { id: wishlistId, items: [{ sku: variants[2]!.parentSku, quantity: 1 }] }, as(token)),
  );
  expect(added.addProductsToWishlist.wishlist.items_count).toBe(1);
  const wishlistItemIds = dataOf(await t.query(WISHLISTS, {}, as(token))).customer.wishlists[0]!.items_v2.items.map(
    (item: { id: string }) => item.id,
  );
  a = { token, cartId, addressId, orderNumber: placed.order.order_number as string, wishlistId, wishlistItemIds };

  const b = await signedUpCustomer(t);
  const revoked = await signIn(t, owner.email, PASSWORD);
  dataOf(await t.query(SIGN_OUT, {}, as(revoked)));
  clock = new Date(Date.now() - 8 * DAY);
  const expired = await signIn(t, owner.email, PASSWORD);
  clock = null;
  outsiders = [
    { name: 'a guest', customer: false },
    { name: 'customer B', token: b.token, customer: true },
    { name: "A's revoked token", token: revoked, customer: false },
    { name: "A's expired token", token: expired, customer: false },
  ];
});

/** A's things as A sees them; compared before and after every outsider's attempt. */
async function ownersView() {
  const cart = dataOf(await t.query(CART, { id: a.cartId }, as(a.token))).cart;
  const customer = dataOf(
    await t.query(`query { customer { default_billing addresses { id city } wishlists { items_count } } }`, {}, as(a.token)),
  ).customer;
  const orders = dataOf(await t.query(ORDERS, { number: a.orderNumber }, as(a.token))).customer.orders;
  return { cart, customer, orders };
}

describe('ownership matrix (A18, A20)', () => {
  it('A20: the owner sees their cart, address, order and wishlist', async () => {
    const view = await ownersView();
    expect(view.cart.total_quantity).toBe(1);
    expect(view.customer.addresses).toHaveLength(1);
    expect(view.orders.total_count).toBe(1);
    expect(view.customer.wishlists[0]!.items_count).toBe(1);
  });

  it("A20: nobody else can read or change A's cart", async () => {
    const before = await ownersView();
    const line = [{ sku: variants[3]!.sku, parent_sku: variants[3]!.parentSku, quantity: 1 }];
    for (const who of outsiders) {
      const read = await t.query(CART, { id: a.cartId }, as(who.token));
      expect(read.data?.cart ?? null, who.name).toBeNull();
      expect(errorOf(read).message, who.name).toBe(notYourCart(a.cartId));
      const add = await t.query(ADD_TO_CART, { id: a.cartId, items: line }, as(who.token));
      expect(add.data?.addProductsToCart ?? null, who.name).toBeNull();
      expect(errorOf(add).message, who.name).toBe(notYourCart(a.cartId));
      const merge = await t.query(MERGE, { src: a.cartId }, as(who.token));
      expect(merge.data?.mergeCarts ?? null, who.name).toBeNull();
      const own = await t.query(CUSTOMER_CART, {}, as(who.token));
      if (who.customer) {
        expect(errorOf(merge).message, who.name).toBe(notYourCart(a.cartId));
        expect(dataOf(own).customerCart.id, who.name).not.toBe(a.cartId);
      } else {
        expect(errorOf(merge), who.name).toEqual(NOT_AUTHORIZED);
        expect(errorOf(own), who.name).toEqual(NOT_AUTHORIZED);
      }
    }
    expect(await ownersView()).toEqual(before);
  });

  it("A18: A's address is not found for B and needs a login for everyone else", async () => {
    const before = await ownersView();
    for (const who of outsiders) {
      const update = errorOf(await t.query(UPDATE_ADDRESS, { id: a.addressId, input: { city: 'Gestolen' } }, as(who.token)));
      const remove = errorOf(await t.query(DELETE_ADDRESS, { id: a.addressId }, as(who.token)));
      const expected = who.customer
        ? { message: `Could not find a address with ID "${a.addressId}"`, category: 'graphql-no-such-entity' }
        : NOT_AUTHORIZED;
      expect(update, who.name).toEqual(expected);
      expect(remove, who.name).toEqual(expected);
    }
    expect(await ownersView()).toEqual(before);
  });

  it("A18: A's order is not in B's history and needs a login for everyone else", async () => {
    for (const who of outsiders) {
      const answer = await t.query(ORDERS, { number: a.orderNumber }, as(who.token));
      if (who.customer) expect(dataOf(answer).customer.orders, who.name).toEqual({ items: [], total_count: 0 });
      else expect(errorOf(answer), who.name).toEqual(NOT_AUTHORIZED);
    }
  });

  it("A20: A's wishlist is not found for B and needs a login for everyone else", async () => {
    const before = await ownersView();
    for (const who of outsiders) {
      const read = await t.query(WISHLIST_V2, { id: a.wishlistId }, as(who.token));
      const add = await t.query(
        ADD_TO_WISHLIST,
        { id: a.wishlistId, items: [{ sku: variants[3]!.parentSku, quantity: 1 }] },
        as(who.token),
      );
      const remove = await t.query(REMOVE_FROM_WISHLIST, { id: a.wishlistId, ids: a.wishlistItemIds }, as(who.token));
      if (who.customer) {
        expect(dataOf(read).customer.wishlist_v2, who.name).toBeNull();
        expect(errorOf(add), who.name).toEqual({ message: 'The wishlist was not found.', category: 'graphql-no-such-entity' });
        expect(errorOf(remove), who.name).toEqual({ message: 'The wishlist was not found.', category: 'graphql-no-such-entity' });
      } else {
        expect(errorOf(read), who.name).toEqual(NOT_AUTHORIZED);
        expect(errorOf(add), who.name).toEqual(NOT_AUTHORIZED);
        expect(errorOf(remove), who.name).toEqual(NOT_AUTHORIZED);
      }
    }
    expect(await ownersView()).toEqual(before);
  });
});
