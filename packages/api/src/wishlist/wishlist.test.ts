import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { products } from '../catalog/tables.ts';
import { customerWithToken, revokeTokens } from '../newsletter/test-support.ts';
import { wishlistItems, wishlists } from './tables.ts';
import { dataOf } from '../cart/cart-fixtures.ts';
import { CUSTOMER_WISHLISTS, CUSTOMER_WISHLIST, WISHLIST_V2, REMOVE, UPDATE, errorOf, item, wishlistShop } from './wishlist-fixtures.ts';

// A customer's wishlist: reading it, adding, removing and changing items. Who may use a wishlist, its paging
// and moving items to the cart are in wishlist-cart.test.ts.

const { t, variants, skus, wishlistOf, add, rowsOf } = wishlistShop();

/** The user error for an item id that is not on this wishlist. */
const notOnWishlist = (itemId: string) => ({
  code: 'UNDEFINED',
  message: `The wishlist item with ID "${itemId}" does not belong to the wishlist`,
  error_code: 'WISHLIST_ITEM_NOT_FOUND',
  error_params: [{ name: 'item', value: itemId }],
});

describe('the customer wishlist', () => {
  it('W8: a customer has one wishlist, made on first use, with id, sharing code, updated_at and no items', async () => {
    const shopper = await customerWithToken(t.db);
    const first = await wishlistOf(shopper);
    expect(first).toMatchObject({
      items_count: 0,
      items_v2: { items: [], page_info: { current_page: 1, page_size: 100, total_pages: 0 } },
    });
    expect(first!.id).toMatch(/^\d+$/);
    expect(first!.sharing_code).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first!.updated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const deprecated = dataOf(await t.query(CUSTOMER_WISHLIST, undefined, { token: shopper.token })).customer.wishlist;
    expect(deprecated).toMatchObject({ id: first!.id, sharing_code: first!.sharing_code, items: [] });
    const v2 = dataOf(await t.query(WISHLIST_V2, { id: first!.id }, { token: shopper.token })).customer.wishlist_v2;
    expect(v2.id).toBe(first!.id);
  });

  it('W8: reading the wishlist of a new customer from many requests at once makes one wishlist', async () => {
    const shopper = await customerWithToken(t.db);
    const answers = await Promise.all(Array.from({ length: 6 }, () => wishlistOf(shopper)));
    expect(new Set(answers.map((w) => w!.id)).size).toBe(1);
    expect(await t.db.select().from(wishlists).where(eq(wishlists.customerId, shopper.id))).toHaveLength(1);
  });

  it('A20: without a valid token the wishlist cannot be read: guest, revoked and expired tokens', async () => {
    const guest = await t.query(CUSTOMER_WISHLISTS);
    expect(errorOf(guest)).toEqual({
      message: "The current customer isn't authorized.",
      category: 'graphql-authorization',
      code: 'CUSTOMER_NOT_AUTHORIZED',
    });
    const revoked = await customerWithToken(t.db);
    await revokeTokens(t.db, revoked.id);
    expect(errorOf(await t.query(CUSTOMER_WISHLISTS, undefined, { token: revoked.token })).category).toBe('graphql-authorization');
    const expired = await customerWithToken(t.db, { expiresAt: new Date(Date.now() - 1000) });
    expect(errorOf(await t.query(CUSTOMER_WISHLISTS, undefined, { token: expired.token })).category).toBe('graphql-authorization');
  });
});

describe('addProductsToWishlist', () => {
  it('W5: a size of a suit is kept with quantity 1 whatever quantity is sent, shown as its parent with child_sku', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[0]!;
    const response = await add(shopper, id, [item(variant.sku, { quantity: 5 })]);
    for (const quantity of [0, -3, 0.5, 1e308]) {
      expect(dataOf(await add(shopper, id, [item(variant.sku, { quantity })])).addProductsToWishlist.user_errors).toEqual([]);
    }
    const { wishlist, user_errors } = dataOf(response).addProductsToWishlist;
    expect(user_errors).toEqual([]);
    expect(wishlist.items_count).toBe(1);
    expect(wishlist.items_v2.items).toEqual([
      expect.objectContaining({
        __typename: 'ConfigurableWishlistItem',
        quantity: 1,
        child_sku: variant.sku,
        product: expect.objectContaining({ sku: variant.parentSku }),
      }),
    ]);
    expect(wishlist.items_v2.items[0]!.added_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await rowsOf(id))[0]?.qty).toBe(1);
  });

  it('W5: adding a product that is already there changes nothing (no duplicates, also within one call)', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    await add(shopper, id, [item(skus.simple), item(skus.simple)]);
    const again = dataOf(await add(shopper, id, [item(skus.simple, { quantity: 3 })])).addProductsToWishlist;
    expect(again.user_errors).toEqual([]);
    expect(again.wishlist.items_count).toBe(1);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('W8: simple, configurable, bundle and gift card products each come back as their Magento item type', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const parentSku = variants[1]!.parentSku;
    const { wishlist } = dataOf(
      await add(shopper, id, [item(skus.simple), item(parentSku), item(skus.bundle), item(skus.giftcard)]),
    ).addProductsToWishlist;
    const bySku = Object.fromEntries(wishlist.items_v2.items.map((i) => [i.product.sku, i]));
    expect(bySku[skus.simple]!.__typename).toBe('SimpleWishlistItem');
    expect(bySku[parentSku]).toMatchObject({ __typename: 'ConfigurableWishlistItem', child_sku: null });
    expect(bySku[skus.bundle]!.__typename).toBe('BundleWishlistItem');
    expect(bySku[skus.giftcard]!.__typename).toBe('GiftCardWishlistItem');
    // The deprecated list carries the same items with qty 1.
    const deprecated = dataOf(await t.query(CUSTOMER_WISHLIST, undefined, { token: shopper.token })).customer.wishlist;
    expect(deprecated.items_count).toBe(4);
    expect(deprecated.items.map((i) => i.qty)).toEqual([1, 1, 1, 1]);
    expect(deprecated.items[0]!.product).toEqual(expect.objectContaining({ sku: expect.any(String), url_key: expect.any(String) }));
  });

  it('W5: a suit with its size chosen by selected_options is kept as that size', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[2]!;
    const options = dataOf(
      await t.query(
        `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { ... on ConfigurableProduct {
          variants { product { sku } attributes { uid } } } } } }`,
        { sku: variant.parentSku },
      ),
    ).products.items[0]!.variants.find((v) => v.product.sku === variant.sku);
    const { wishlist } = dataOf(
      await add(shopper, id, [item(variant.parentSku, { selected_options: options!.attributes.map((a) => a.uid) })]),
    ).addProductsToWishlist;
    expect(wishlist.items_v2.items[0]).toMatchObject({ child_sku: variant.sku, product: { sku: variant.parentSku } });
  });

  it.each([
    ['unknown', 'NO-SUCH-SKU', 'Could not find a product with SKU "NO-SUCH-SKU"', 'NO-SUCH-SKU'],
    ['empty', '', 'Could not find a product with SKU ""', ''],
    ['hostile', "x' or '1'='1", `Could not find a product with SKU "x' or '1'='1"`, "x' or '1'='1"],
    ['oversized', 'S'.repeat(5000), `Could not find a product with SKU "${'S'.repeat(64)}…"`, 'S'.repeat(64)],
  ])('W5: an %s sku comes back as PRODUCT_NOT_FOUND while the other items are added', async (_label, sku, message, shown) => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const { wishlist, user_errors } = dataOf(await add(shopper, id, [item(sku), item(skus.simple)])).addProductsToWishlist;
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message, error_code: 'WISHLIST_PRODUCT_NOT_FOUND', error_params: [{ name: 'sku', value: shown }] },
    ]);
    expect(wishlist.items_v2.items.map((i) => i.product.sku)).toEqual([skus.simple]);
  });

  it('W5: a sku with a NUL character is refused as bad input before anything is added (decision 032)', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    expect(errorOf(await add(shopper, id, [item('ab\u0000cd'), item(skus.simple)])).category).toBe('graphql-input');
    expect((await wishlistOf(shopper))!.items_v2.items).toEqual([]);
  });

  it('W5: an inactive product cannot be added and a product switched off later leaves the list', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[3]!;
    await add(shopper, id, [item(variant.sku), item(skus.simple)]);
    await t.db.update(products).set({ isActive: false }).where(eq(products.sku, variant.parentSku));
    try {
      const listed = await wishlistOf(shopper);
      expect(listed!.items_count).toBe(1);
      expect(listed!.items_v2.items.map((i) => i.product.sku)).toEqual([skus.simple]);
      const again = dataOf(await add(shopper, id, [item(variant.parentSku)])).addProductsToWishlist;
      expect(again.user_errors[0]!.code).toBe('PRODUCT_NOT_FOUND');
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.sku, variant.parentSku));
    }
  });

  it('W5: an empty list, more than 50 items in one call, or a missing sku are refused and nothing is written', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    expect(errorOf(await add(shopper, id, []))).toEqual({
      message: 'Required parameter "wishlistItems" is missing',
      category: 'graphql-input',
      code: 'INPUT_REQUIRED',
    });
    const many = Array.from({ length: 51 }, () => item(skus.simple));
    expect(errorOf(await add(shopper, id, many)).message).toBe('At most 50 wishlist items can be sent at once');
    expect((await add(shopper, id, [{ quantity: 1 }])).errors?.[0]?.message).toMatch(/sku/);
    expect(await rowsOf(id)).toHaveLength(0);
  });

  it('W5: a wishlist holds at most 200 products; more come back as a clear user error', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const parents = alias(products, 'parent');
    const addable = await t.db
      .select({ id: products.id, sku: products.sku })
      .from(products)
      .leftJoin(parents, eq(parents.id, products.parentId))
      .where(and(eq(products.isActive, true), or(isNull(products.parentId), eq(parents.isActive, true))))
      .orderBy(asc(products.id))
      .limit(201);
    expect(addable).toHaveLength(201);
    const last = addable.pop()!;
    await t.db.insert(wishlistItems).values(addable.map((p) => ({ wishlistId: Number(id), productId: p.id })));
    const response = dataOf(await add(shopper, id, [item(last.sku), item(addable[0]!.sku)])).addProductsToWishlist;
    // The product already held is no error; the new one does not fit.
    expect(response.user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: `"${last.sku}" was not added: a wishlist holds at most 200 products.`,
        error_code: 'WISHLIST_FULL',
        error_params: [
          { name: 'sku', value: last.sku },
          { name: 'max', value: '200' },
        ],
      },
    ]);
    expect(response.wishlist.items_count).toBe(200);
    expect(await rowsOf(id)).toHaveLength(200);
  });
});

describe('removeProductsFromWishlist and updateProductsInWishlist', () => {
  it('W5: removing an item takes it off the list; an id not in this wishlist comes back as a user error', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const added = dataOf(await add(shopper, id, [item(skus.simple), item(variants[0]!.sku)])).addProductsToWishlist.wishlist.items_v2.items;
    const simple = added.find((i) => i.product.sku === skus.simple);
    const response = dataOf(await t.query(REMOVE, { id, ids: [simple!.id, '999999', 'abc'] }, { token: shopper.token }));
    const { wishlist, user_errors } = response.removeProductsFromWishlist;
    expect(wishlist.items_v2.items.map((i) => i.child_sku)).toEqual([variants[0]!.sku]);
    expect(user_errors).toEqual([notOnWishlist('999999'), notOnWishlist('abc')]);
    expect(errorOf(await t.query(REMOVE, { id, ids: [] }, { token: shopper.token })).category).toBe('graphql-input');
    const tooMany = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(errorOf(await t.query(REMOVE, { id, ids: tooMany }, { token: shopper.token })).message).toBe(
      'At most 50 wishlist items can be sent at once',
    );
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('W5: updating sets the description and keeps quantity 1; too long a description is refused unchanged', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const [added] = dataOf(await add(shopper, id, [item(skus.simple)])).addProductsToWishlist.wishlist.items_v2.items;
    const updated = dataOf(
      await t.query(
        UPDATE,
        { id, items: [{ wishlist_item_id: added!.id, quantity: 7, description: ' <b>voor de bruiloft</b> ' }] },
        { token: shopper.token },
      ),
    ).updateProductsInWishlist;
    expect(updated.user_errors).toEqual([]);
    expect(updated.wishlist.items_v2.items[0]).toMatchObject({ quantity: 1, description: '<b>voor de bruiloft</b>' });
    const tooLong = await t.query(
      UPDATE,
      { id, items: [{ wishlist_item_id: added!.id, description: 'x'.repeat(1001) }] },
      { token: shopper.token },
    );
    expect(errorOf(tooLong).message).toBe("A wishlist item's description can be at most 1000 characters long");
    const nul = await t.query(UPDATE, { id, items: [{ wishlist_item_id: added!.id, description: 'a\u0000b' }] }, { token: shopper.token });
    expect(errorOf(nul).category).toBe('graphql-input');
    const unknown = dataOf(
      await t.query(UPDATE, { id, items: [{ wishlist_item_id: '123456789', description: 'x' }] }, { token: shopper.token }),
    );
    expect(unknown.updateProductsInWishlist.user_errors[0]!.message).toBe(notOnWishlist('123456789').message);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ qty: 1, description: '<b>voor de bruiloft</b>' });
  });
});
