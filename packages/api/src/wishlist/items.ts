/**
 * Reading a wishlist's items in Magento's shapes (W8): newest first, products of which the shop
 * still sells something. A variant's item shows its parent product with the variant as child_sku.
 */
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { loadProductGraph } from '../catalog/product-graph.ts';
import type { ProductRow } from '../catalog/rows.ts';
import { products } from '../catalog/tables.ts';
import { rowsLoader } from '../platform/batch-loader.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import { MAX_WISHLIST_ITEMS } from './limits.ts';
import { wishlistItems } from './tables.ts';

/** One item as the resolvers answer it (Magento's WishlistItemInterface and the deprecated WishlistItem). */
export interface WishlistItemView {
  __typename: 'SimpleWishlistItem' | 'ConfigurableWishlistItem' | 'BundleWishlistItem' | 'GiftCardWishlistItem';
  id: string;
  quantity: number;
  description: string | null;
  added_at: string;
  product: ProductRow | null;
  child_sku: string | null;
  /** The stored row's product: the variant for a chosen size, else the product itself. */
  storedProductId: number;
  storedSku: string;
}

/** Magento's date-time text: "YYYY-MM-DD HH:MM:SS" in UTC. */
export function magentoDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

const parents = alias(products, 'parent');

interface StoredItem {
  id: number;
  wishlistId: number;
  productId: number;
  description: string | null;
  addedAt: Date;
  sku: string;
  type: string;
  parentId: number | null;
}

/** Items whose product (and parent) are still active, newest first, per wishlist; batched over the request. */
const storedItemsOf = (ctx: RequestContext) =>
  rowsLoader(
    ctx,
    'wishlist:items',
    (wishlistIds: number[]): Promise<StoredItem[]> =>
      ctx.db
        .select({
          id: wishlistItems.id,
          wishlistId: wishlistItems.wishlistId,
          productId: wishlistItems.productId,
          description: wishlistItems.description,
          addedAt: wishlistItems.addedAt,
          sku: products.sku,
          type: products.type,
          parentId: products.parentId,
        })
        .from(wishlistItems)
        .innerJoin(products, eq(products.id, wishlistItems.productId))
        .leftJoin(parents, eq(parents.id, products.parentId))
        .where(
          and(
            inArray(wishlistItems.wishlistId, wishlistIds),
            eq(products.isActive, true),
            or(isNull(products.parentId), eq(parents.isActive, true)),
          ),
        )
        .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id)),
    (row) => row.wishlistId,
  );

function typeNameOf(item: StoredItem): WishlistItemView['__typename'] {
  if (item.parentId != null || item.type === 'configurable') return 'ConfigurableWishlistItem';
  if (item.type === 'bundle') return 'BundleWishlistItem';
  if (item.type === 'giftcard') return 'GiftCardWishlistItem';
  return 'SimpleWishlistItem';
}

async function views(ctx: RequestContext, items: StoredItem[]): Promise<WishlistItemView[]> {
  // One statement reads the shown products with what tiles need and primes the request's loaders.
  const shown = await loadProductGraph(
    ctx,
    items.map((item) => item.parentId ?? item.productId),
    'tile',
  );
  return items.map((item) => ({
    __typename: typeNameOf(item),
    id: String(item.id),
    quantity: 1,
    description: item.description,
    added_at: magentoDateTime(item.addedAt),
    product: shown.get(item.parentId ?? item.productId) ?? null,
    child_sku: item.parentId != null ? item.sku : null,
    storedProductId: item.productId,
    storedSku: item.sku,
  }));
}

/** The number of items a wishlist shows (items_count). */
export async function wishlistItemCount(ctx: RequestContext, wishlistId: number): Promise<number> {
  return (await storedItemsOf(ctx).load(wishlistId)).length;
}

/** Every item of a wishlist (the deprecated `items`, and moving everything to the cart). */
export async function allWishlistItems(ctx: RequestContext, wishlistId: number): Promise<WishlistItemView[]> {
  return views(ctx, await storedItemsOf(ctx).load(wishlistId));
}

/** Largest page of items_v2: a whole wishlist fits on one page. */
export const MAX_PAGE_SIZE = MAX_WISHLIST_ITEMS;

/** items_v2 paging, with Magento's messages for pages that cannot exist. */
export async function wishlistItemsPage(
  ctx: RequestContext,
  wishlistId: number,
  currentPage: number,
  pageSize: number,
): Promise<{ items: WishlistItemView[]; page_info: { current_page: number; page_size: number; total_pages: number } }> {
  if (!Number.isSafeInteger(currentPage) || currentPage < 1)
    throw inputError('CURRENT_PAGE_INVALID', {}, 'currentPage value must be greater than 0.');
  if (!Number.isSafeInteger(pageSize) || pageSize < 1)
    throw inputError('PAGE_SIZE_INVALID', { max: MAX_PAGE_SIZE }, 'pageSize value must be greater than 0.');
  if (pageSize > MAX_PAGE_SIZE)
    throw inputError('PAGE_SIZE_INVALID', { max: MAX_PAGE_SIZE }, `pageSize value must be at most ${MAX_PAGE_SIZE}.`);
  const all = await storedItemsOf(ctx).load(wishlistId);
  const page = all.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  return {
    items: await views(ctx, page),
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(all.length / pageSize) },
  };
}

/** After a change, the request's earlier reads of items must not answer. */
export function forgetWishlistItems(ctx: RequestContext): void {
  storedItemsOf(ctx).clearAll();
}
