/** What the wishlist tests share: the documents, a file's shop with products of each kind, and a shopper's wishlist calls. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { variantsInStock, dataOf, type Variant } from '../cart/cart-fixtures.ts';
import { products } from '../catalog/tables.ts';
import { standIn, testApiForFile } from '../platform/test-file-api.ts';
import type { GraphQLResponse } from '../platform/testing.ts';
import { wishlistItems } from './tables.ts';

export const ITEM_FIELDS = /* GraphQL */ `
  id quantity description added_at product { sku name url_key }
  ... on ConfigurableWishlistItem { child_sku }
  __typename
`;
export const WISHLIST_FIELDS = /* GraphQL */ `
  id items_count sharing_code updated_at
  items_v2(currentPage: 1, pageSize: 100) { items { ${ITEM_FIELDS} } page_info { current_page page_size total_pages } }
`;
export const CUSTOMER_WISHLISTS = `{ customer { wishlists { ${WISHLIST_FIELDS} } } }`;
export const CUSTOMER_WISHLIST = `{ customer { wishlist { id items_count sharing_code updated_at items { id qty description added_at product { id sku name url_key } } } } }`;
export const WISHLIST_V2 = `query ($id: ID!) { customer { wishlist_v2(id: $id) { ${WISHLIST_FIELDS} } } }`;
export const PAGE = `query ($page: Int, $size: Int) { customer { wishlists { items_v2(currentPage: $page, pageSize: $size) {
  items { id product { sku } } page_info { current_page page_size total_pages } } } } }`;
export const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
export const REMOVE = `mutation ($id: ID!, $ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
export const UPDATE = `mutation ($id: ID!, $items: [WishlistItemUpdateInput!]!) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { wishlist { ${WISHLIST_FIELDS} } user_errors { code message error_code error_params { name value } } }
}`;
export const TO_CART = `mutation ($id: ID!, $ids: [ID!]) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status wishlist { ${WISHLIST_FIELDS} }
    add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId error_code error_params { name value } }
  }
}`;
export const CUSTOMER_CART = `{ customerCart { id items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }`;

export interface Shopper {
  id: number;
  email: string;
  token: string;
}

/** The first error's message, category and code. */
export const errorOf = (response: GraphQLResponse) => ({
  message: response.errors?.[0]?.message,
  category: response.errors?.[0]?.extensions?.category,
  code: response.errors?.[0]?.extensions?.code,
});

export const item = (sku: string, extra: Record<string, unknown> = {}) => ({ sku, quantity: 1, ...extra });

/**
 * The file's test API with six variants in stock (`variants`) and the first active simple, bundle
 * and gift card product (`skus`), and a shopper's wishlist calls bound to it.
 */
export function wishlistShop() {
  /** Filled in place once the file's shop is open, so the tests can name it at the top. */
  const variants: Variant[] = [];
  let skus: { simple: string; bundle: string; giftcard: string } | undefined;
  const t = testApiForFile({ products: 60 }, async (api) => {
    variants.push(...(await variantsInStock(api.db, 5, 6)));
    const first = async (type: string) => {
      const [row] = await api.db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.type, type), isNull(products.parentId), eq(products.isActive, true)))
        .orderBy(asc(products.id))
        .limit(1);
      if (!row) throw new Error(`the seed has no active ${type} product`);
      return row.sku;
    };
    skus = { simple: await first('simple'), bundle: await first('bundle'), giftcard: await first('giftcard') };
  });

  const wishlistOf = async (shopper: Shopper) =>
    dataOf(await t.query(CUSTOMER_WISHLISTS, undefined, { token: shopper.token })).customer.wishlists[0]!;
  const add = (shopper: Shopper, wishlistId: string, items: Record<string, unknown>[]) =>
    t.query(ADD, { id: wishlistId, items }, { token: shopper.token });
  const rowsOf = (wishlistId: string) =>
    t.db
      .select()
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, Number(wishlistId)));

  return { t, variants, skus: standIn(() => skus), wishlistOf, add, rowsOf };
}
