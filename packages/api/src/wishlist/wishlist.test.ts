import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setStock, variantsInStock, type Variant } from '../cart/cart-fixtures.ts';
import { products } from '../catalog/tables.ts';
import { customerWithToken, revokeTokens } from '../newsletter/test-support.ts';
import { type Answer, type GraphQLResponse } from '../platform/testing.ts';
import { wishlistItems, wishlists } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const ITEM_FIELDS = /* GraphQL */ `
  id quantity description added_at product { sku name url_key }
  ... on ConfigurableWishlistItem { child_sku }
  __typename
`;
const WISHLIST_FIELDS = /* GraphQL */ `
  id items_count sharing_code updated_at
  items_v2(currentPage: 1, pageSize: 100) { items { ${ITEM_FIELDS} } page_info { current_page page_size total_pages } }
`;
const CUSTOMER_WISHLISTS = `{ customer { wishlists { ${WISHLIST_FIELDS} } } }`;
const CUSTOMER_WISHLIST = `{ customer { wishlist { id items_count sharing_code updated_at items { id qty description added_at product { id sku name url_key } } } } }`;
const WISHLIST_V2 = `query ($id: ID!) { customer { wishlist_v2(id: $id) { ${WISHLIST_FIELDS} } } }`;
const PAGE = `query ($page: Int, $size: Int) { customer { wishlists { items_v2(currentPage: $page, pageSize: $size) {
  items { id product { sku } } page_info { current_page page_size total_pages } } } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
const TO_CART = `mutation ($id: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status wishlist { ${WISHLIST_FIELDS} }
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId error_code error_params { name value } }
  }
}`;
const CUSTOMER_CART = `{ customerCart { id items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`;

interface Shopper {
  id: number;
  email: string;
  token: string;
}

let variants: Variant[];
let simpleSku: string;
let bundleSku: string;
let giftcardSku: string;

const t = testApiForFile({ products: 60 }, async () => {
  variants = await variantsInStock(t.db, 5, 6);
  const first = async (type: string) => {
    const [row] = await t.db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.type, type), isNull(products.parentId), eq(products.isActive, true)))
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error(`the seed has no active ${type} product`);
    return row.sku;
  };
  simpleSku = await first('simple');
  bundleSku = await first('bundle');
  giftcardSku = await first('giftcard');
});

type Response = GraphQLResponse;

function dataOf(response: Response): Answer {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!;
}

const errorOf = (response: Response) => ({
  message: response.errors?.[0]?.message,
  category: response.errors?.[0]?.extensions?.category,
  code: response.errors?.[0]?.extensions?.code,
});

async function wishlistOf(shopper: Shopper) {
  return dataOf(await t.query(CUSTOMER_WISHLISTS, undefined, { token: shopper.token })).customer.wishlists[0]!;
}

async function add(shopper: Shopper, wishlistId: string, items: Record<string, unknown>[]) {
  return t.query(ADD, { id: wishlistId, items }, { token: shopper.token });
}

const item = (sku: string, extra: Record<string, unknown> = {}) => ({ sku, quantity: 1, ...extra });

async function rowsOf(wishlistId: string) {
  return t.db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, Number(wishlistId)));
}

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
    await add(shopper, id, [item(simpleSku), item(simpleSku)]);
    const again = dataOf(await add(shopper, id, [item(simpleSku, { quantity: 3 })])).addProductsToWishlist;
    expect(again.user_errors).toEqual([]);
    expect(again.wishlist.items_count).toBe(1);
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it('W8: simple, configurable, bundle and gift card products each come back as their Magento item type', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const parentSku = variants[1]!.parentSku;
    const { wishlist } = dataOf(
      await add(shopper, id, [item(simpleSku), item(parentSku), item(bundleSku), item(giftcardSku)]),
    ).addProductsToWishlist;
    const bySku = Object.fromEntries(wishlist.items_v2.items.map((i) => [i.product.sku, i]));
    expect(bySku[simpleSku]!.__typename).toBe('SimpleWishlistItem');
    expect(bySku[parentSku]).toMatchObject({ __typename: 'ConfigurableWishlistItem', child_sku: null });
    expect(bySku[bundleSku]!.__typename).toBe('BundleWishlistItem');
    expect(bySku[giftcardSku]!.__typename).toBe('GiftCardWishlistItem');
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
    const { wishlist, user_errors } = dataOf(await add(shopper, id, [item(sku), item(simpleSku)])).addProductsToWishlist;
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message, error_code: 'WISHLIST_PRODUCT_NOT_FOUND', error_params: [{ name: 'sku', value: shown }] },
    ]);
    expect(wishlist.items_v2.items.map((i) => i.product.sku)).toEqual([simpleSku]);
  });

  it('W5: a sku with a NUL character is refused as bad input before anything is added (decision 032)', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    expect(errorOf(await add(shopper, id, [item('ab\u0000cd'), item(simpleSku)])).category).toBe('graphql-input');
    expect((await wishlistOf(shopper))!.items_v2.items).toEqual([]);
  });

  it('W5: an inactive product cannot be added and a product switched off later leaves the list', async () => {
    const shopper = await customerWithToken(t.db);
    const { id } = await wishlistOf(shopper);
    const variant = variants[3]!;
    await add(shopper, id, [item(variant.sku), item(simpleSku)]);
    await t.db.update(products).set({ isActive: false }).where(eq(products.sku, variant.parentSku));
    try {
      const listed = await wishlistOf(shopper);
      expect(listed!.items_count).toBe(1);
      expect(listed!.items_v2.items.map((i) => i.product.sku)).toEqual([simpleSku]);
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
    const many = Array.from({ length: 51 }, () => item(simpleSku));
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
    const added = dataOf(await add(shopper, id, [item(simpleSku), item(variants[0]!.sku)])).addProductsToWishlist.wishlist.items_v2.items;
    const simple = added.find((i) => i.product.sku === simpleSku);
    const response = dataOf(await t.query(REMOVE, { id, ids: [simple!.id, '999999', 'abc'] }, { token: shopper.token }));
    const { wishlist, user_errors } = response.removeProductsFromWishlist;
    expect(wishlist.items_v2.items.map((i) => i.child_sku)).toEqual([variants[0]!.sku]);
    expect(user_errors).toEqual([
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "999999" does not belong to the wishlist',
        error_code: 'WISHLIST_ITEM_NOT_FOUND',
        error_params: [{ name: 'item', value: '999999' }],
      },
      {
        code: 'UNDEFINED',
        message: 'The wishlist item with ID "abc" does not belong to the wishlist',
        error_code: 'WISHLIST_ITEM_NOT_FOUND',
        error_params: [{ name: 'item', value: 'abc' }],
      },
    ]);
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
    const [added] = dataOf(await add(shopper, id, [item(simpleSku)])).addProductsToWishlist.wishlist.items_v2.items;
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
    expect(unknown.updateProductsInWishlist.user_errors[0]!.message).toBe(
      'The wishlist item with ID "123456789" does not belong to the wishlist',
    );
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ qty: 1, description: '<b>voor de bruiloft</b>' });
  });
});

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
      expect(errorOf(await t.query(ADD, { id, items: [item(simpleSku)] }, token))).toEqual(notFound);
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
      [ADD, { id: ownerWishlist, items: [item(simpleSku)] }],
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
    await add(shopper, id, [item(sold.sku), item(soldOut.sku), item(variants[2]!.parentSku), item(simpleSku)]);
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
      expect(cart.items.map((i) => i.configured_variant?.sku ?? i.product.sku).sort()).toEqual([sold.sku, simpleSku].sort());
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
