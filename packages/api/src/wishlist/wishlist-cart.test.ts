import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, setStock } from '../cart/cart-fixtures.ts';
import { customerWithToken, revokeTokens } from '../newsletter/test-support.ts';
import {
  WISHLIST_V2,
  PAGE,
  ADD,
  REMOVE,
  UPDATE,
  TO_CART,
  CUSTOMER_CART,
  errorOf,
  item,
  wishlistShop,
  type Shopper,
} from './wishlist-fixtures.ts';

// Who may use a wishlist (A20), its items page by page moving its items to the cart. Reading and
// changing a wishlist are in wishlist.test.ts.

const { t, variants, skus, wishlistOf, add, rowsOf } = wishlistShop();

describe('ownership (A20)', () => {
  let owner: Shopper;
  let other: Shopper;
  let ownerWishlist: string;
  let ownerItem: string;

  beforeAll(async () => {
    owner = await customerWithToken(t.db);
    other = await customerWithToken(t.db);
    ownerWishlist = (await wishlistOf(owner))!.id;
    await wishlistOf(other);
    ownerItem = dataOf(await add(owner, ownerWishlist, [item(variants[1]!.sku)])).addProductsToWishlist.wishlist.items_v2.items[0]!.id;
  });

  const notFound = { message: 'The wishlist was not found.', category: 'graphql-no-such-entity', code: 'WISHLIST_NOT_FOUND' };

  it.each(['wishlist of another customer', 'unknown id', 'malformed id', 'negative id', 'oversized id'])(
    'A20: every wishlist operation on a %s answers "The wishlist was not found." and changes nothing',
    async (label) => {
      const id =
        label === 'wishlist of another customer'
          ? ownerWishlist
          : { 'unknown id': '987654', 'malformed id': 'abc', 'negative id': '-1', 'oversized id': '9'.repeat(400) }[label]!;
      const token = { token: other.token };
      expect(errorOf(await t.query(ADD, { id, items: [item(skus.simple)] }, token))).toEqual(notFound);
      expect(errorOf(await t.query(REMOVE, { id, ids: [ownerItem] }, token))).toEqual(notFound);
      expect(errorOf(await t.query(UPDATE, { id, items: [{ wishlist_item_id: ownerItem, description: 'mine' }] }, token))).toEqual(
        notFound,
      );
      expect(errorOf(await t.query(TO_CART, { id, ids: [ownerItem] }, token))).toEqual(notFound);
      expect(dataOf(await t.query(WISHLIST_V2, { id }, token)).customer.wishlist_v2).toBeNull();
      const rows = await rowsOf(ownerWishlist);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.description).toBeNull();
    },
  );

  it("A20: another customer's item id sent to one's own wishlist is not found there and stays untouched", async () => {
    const mine = (await wishlistOf(other))!.id;
    const removed = dataOf(await t.query(REMOVE, { id: mine, ids: [ownerItem] }, { token: other.token })).removeProductsFromWishlist;
    expect(removed.user_errors[0]!.message).toBe(`The wishlist item with ID "${ownerItem}" does not belong to the wishlist`);
    const moved = dataOf(await t.query(TO_CART, { id: mine, ids: [ownerItem] }, { token: other.token })).addWishlistItemsToCart;
    expect(moved.status).toBe(false);
    expect(await rowsOf(ownerWishlist)).toHaveLength(1);
  });

  it.each(['guest', 'revoked token', 'expired token'])('A20: a %s cannot use any wishlist operation', async (kind) => {
    let token: string | undefined;
    if (kind === 'revoked token') {
      const shopper = await customerWithToken(t.db);
      await revokeTokens(t.db, shopper.id);
      token = shopper.token;
    } else if (kind === 'expired token') {
      token = (await customerWithToken(t.db, { expiresAt: new Date(Date.now() - 1) })).token;
    }
    const options = token ? { token } : {};
    for (const [query, variables] of [
      [ADD, { id: ownerWishlist, items: [item(skus.simple)] }],
      [REMOVE, { id: ownerWishlist, ids: [ownerItem] }],
      [UPDATE, { id: ownerWishlist, items: [{ wishlist_item_id: ownerItem }] }],
      [TO_CART, { id: ownerWishlist }],
    ] as const) {
      expect(errorOf(await t.query(query, variables, options))).toEqual({
        message: "The current customer isn't authorized.",
        category: 'graphql-authorization',
        code: 'CUSTOMER_NOT_AUTHORIZED',
      });
    }
    expect(await rowsOf(ownerWishlist)).toHaveLength(1);
  });
});

describe('items_v2 paging', () => {
  it('W8: items come newest first in pages with page_info; impossible pages are refused', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const skus = variants.slice(0, 5).map((v) => v.sku);
    for (const sku of skus) await add(shopper, id, [item(sku)]);
    const page = async (p: number, size: number) => t.query(PAGE, { page: p, size }, { token: shopper.token });
    const second = dataOf(await page(2, 2)).customer.wishlists[0]!.items_v2;
    expect(second.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 3 });
    expect(second.items).toHaveLength(2);
    const all = dataOf(await page(1, 10)).customer.wishlists[0]!.items_v2.items;
    expect(all.map((i) => Number(i.id))).toEqual([...all.map((i) => Number(i.id))].sort((a, b) => b - a));
    expect(dataOf(await page(9, 2)).customer.wishlists[0]!.items_v2.items).toEqual([]);
    expect(errorOf(await page(0, 2)).message).toBe('currentPage value must be greater than 0.');
    expect(errorOf(await page(1, 0)).message).toBe('pageSize value must be greater than 0.');
    expect(errorOf(await page(1, 201)).message).toBe('pageSize value must be at most 200.');
    expect(dataOf(await page(1, 200)).customer.wishlists[0]!.items_v2.items).toHaveLength(5);
    expect(errorOf(await page(-5, -5)).category).toBe('graphql-input');
  });
});

describe('addWishlistItemsToCart', () => {
  it('W5: a chosen size goes into the customer cart with quantity 1 and leaves the wishlist', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[4]!;
    const [added] = dataOf(await add(shopper, id, [item(variant.sku)])).addProductsToWishlist.wishlist.items_v2.items;
    const moved = dataOf(await t.query(TO_CART, { id, ids: [added!.id] }, { token: shopper.token })).addWishlistItemsToCart;
    expect(moved).toMatchObject({ status: true, add_wishlist_items_to_cart_user_errors: [], wishlist: { items_count: 0 } });
    const cart = dataOf(await t.query(CUSTOMER_CART, undefined, { token: shopper.token })).customerCart;
    expect(cart.items).toEqual([{ quantity: 1, product: { sku: variant.parentSku }, configured_variant: { sku: variant.sku } }]);
  });

  it('W5: without ids every item is tried; a suit without a size and an unsold size stay with a clear reason', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const sold = variants[0]!;
    const soldOut = variants[5]!;
    await add(shopper, id, [item(sold.sku), item(soldOut.sku), item(variants[2]!.parentSku), item(skus.simple)]);
    await setStock(t.db, soldOut.productId, 0);
    try {
      const moved = dataOf(await t.query(TO_CART, { id }, { token: shopper.token })).addWishlistItemsToCart;
      expect(moved.status).toBe(false);
      const errors = moved.add_wishlist_items_to_cart_user_errors;
      expect(errors).toHaveLength(2);
      const left = moved.wishlist.items_v2.items;
      expect(left.map((i) => i.child_sku ?? i.product.sku).sort()).toEqual([soldOut.sku, variants[2]!.parentSku].sort());
      const parentItem = left.find((i) => i.child_sku == null);
      const soldOutItem = left.find((i) => i.child_sku === soldOut.sku);
      expect(errors).toContainEqual({
        code: 'UNDEFINED',
        message: expect.stringMatching(
          /^You need to choose options for your item\. Choose the options of ".+" on its product page first\.$/,
        ),
        wishlistId: id,
        wishlistItemId: parentItem!.id,
        error_code: 'WISHLIST_OPTIONS_REQUIRED',
        error_params: [{ name: 'product', value: expect.any(String) }],
      });
      const stockError = errors.find((e) => e.wishlistItemId === soldOutItem!.id);
      expect(['INSUFFICIENT_STOCK', 'NOT_SALABLE']).toContain(stockError!.code);
      expect(['CART_OUT_OF_STOCK', 'CART_STOCK_SHORT', 'CART_PRODUCT_UNAVAILABLE']).toContain(stockError!.error_code);
      expect(stockError!.message).not.toBe('');
      const cart = dataOf(await t.query(CUSTOMER_CART, undefined, { token: shopper.token })).customerCart;
      expect(cart.items.map((i) => i.configured_variant?.sku ?? i.product.sku).sort()).toEqual([sold.sku, skus.simple].sort());
    } finally {
      await setStock(t.db, soldOut.productId, 50);
    }
  });

  it('W5: moving a size the cart already holds all the stock of is refused as INSUFFICIENT_STOCK and the item stays', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[3]!;
    await setStock(t.db, variant.productId, 1);
    try {
      const [first] = dataOf(await add(shopper, id, [item(variant.sku)])).addProductsToWishlist.wishlist.items_v2.items;
      expect(dataOf(await t.query(TO_CART, { id, ids: [first!.id] }, { token: shopper.token })).addWishlistItemsToCart.status).toBe(true);
      const [second] = dataOf(await add(shopper, id, [item(variant.sku)])).addProductsToWishlist.wishlist.items_v2.items;
      const moved = dataOf(await t.query(TO_CART, { id, ids: [second!.id] }, { token: shopper.token })).addWishlistItemsToCart;
      expect(moved.status).toBe(false);
      expect(moved.add_wishlist_items_to_cart_user_errors[0]).toMatchObject({ code: 'INSUFFICIENT_STOCK', wishlistItemId: second!.id });
      expect(moved.wishlist.items_count).toBe(1);
    } finally {
      await setStock(t.db, variant.productId, 50);
    }
  });

  it('W5: more than 200 item ids in one call are refused', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect(errorOf(await t.query(TO_CART, { id, ids }, { token: shopper.token })).category).toBe('graphql-input');
  });
});
