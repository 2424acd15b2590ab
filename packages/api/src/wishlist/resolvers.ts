import { requireCustomerId } from '../customer/auth.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers, WishlistItemInterfaceResolvers } from '../platform/generated/resolvers.ts';
import { allWishlistItems, forgetWishlistItems, magentoDateTime, wishlistItemCount, wishlistItemsPage } from './items.ts';
import {
  addProductsToWishlist,
  customerWishlist,
  oneWishlistPerCustomer,
  ownWishlist,
  removeProductsFromWishlist,
  updateProductsInWishlist,
  wishlistNotFound,
  type WishListUserError,
  type WishlistRow,
} from './service.ts';
import { addWishlistItemsToCart } from './to-cart.ts';

type WishlistItemType = ReturnType<NonNullable<WishlistItemInterfaceResolvers['__resolveType']>> & string;

/** The Wishlist object; items are read by its id when asked for. */
function wishlistView(row: WishlistRow) {
  return {
    id: String(row.id),
    name: null,
    visibility: 'PRIVATE' as const,
    sharing_code: row.sharingCode,
    updated_at: magentoDateTime(row.updatedAt),
  };
}

/** The customer the parent Customer describes: its id, or the request's signed-in customer. */
async function customerIdOf(customer: { id?: number | null }, ctx: RequestContext): Promise<number> {
  return typeof customer.id === 'number' ? customer.id : requireCustomerId(ctx);
}

/** A mutation's `{ wishlist, user_errors }` after a change: the request reads the items afresh. */
function changed(ctx: RequestContext, outcome: { wishlist: WishlistRow; userErrors: WishListUserError[] }) {
  forgetWishlistItems(ctx);
  return { wishlist: wishlistView(outcome.wishlist), user_errors: outcome.userErrors };
}

export const wishlistResolvers: Resolvers = {
  WishlistItemInterface: {
    // Items carry their Magento type name; anything else is a simple item.
    __resolveType: (item) => ((item as { __typename?: WishlistItemType }).__typename ?? 'SimpleWishlistItem') as WishlistItemType,
  },
  Customer: {
    wishlist: async (customer, _args, ctx) => wishlistView(await customerWishlist(ctx.db, await customerIdOf(customer, ctx))),
    wishlists: async (customer, _args, ctx) => [wishlistView(await customerWishlist(ctx.db, await customerIdOf(customer, ctx)))],
    wishlist_v2: async (customer, { id }, ctx) => {
      const customerId = await customerIdOf(customer, ctx);
      // The customer's own wishlist may not exist yet; it is made on first use.
      await customerWishlist(ctx.db, customerId);
      const row = await ownWishlist(ctx.db, customerId, id);
      return row ? wishlistView(row) : null;
    },
  },
  Wishlist: {
    items_count: (wishlist, _args, ctx) => wishlistItemCount(ctx, Number(wishlist.id)),
    items: async (wishlist, _args, ctx) =>
      (await allWishlistItems(ctx, Number(wishlist.id))).map((item) => ({
        id: Number(item.id),
        qty: item.quantity,
        description: item.description,
        added_at: item.added_at,
        product: item.product,
      })),
    items_v2: (wishlist, { currentPage, pageSize }, ctx) => wishlistItemsPage(ctx, Number(wishlist.id), currentPage ?? 1, pageSize ?? 20),
  },
  Mutation: {
    createWishlist: async (_root, _args, ctx) => {
      await requireCustomerId(ctx);
      throw oneWishlistPerCustomer();
    },
    updateWishlist: async (_root, { wishlistId }, ctx) => {
      if (!(await ownWishlist(ctx.db, await requireCustomerId(ctx), wishlistId))) throw wishlistNotFound();
      throw oneWishlistPerCustomer();
    },
    addProductsToWishlist: async (_root, { wishlistId, wishlistItems }, ctx) =>
      changed(ctx, await addProductsToWishlist(ctx, await requireCustomerId(ctx), wishlistId, wishlistItems)),
    removeProductsFromWishlist: async (_root, { wishlistId, wishlistItemsIds }, ctx) =>
      changed(ctx, await removeProductsFromWishlist(ctx, await requireCustomerId(ctx), wishlistId, wishlistItemsIds)),
    updateProductsInWishlist: async (_root, { wishlistId, wishlistItems }, ctx) =>
      changed(ctx, await updateProductsInWishlist(ctx, await requireCustomerId(ctx), wishlistId, wishlistItems)),
    addWishlistItemsToCart: async (_root, { wishlistId, wishlistItemIds }, ctx) => {
      const outcome = await addWishlistItemsToCart(ctx, await requireCustomerId(ctx), wishlistId, wishlistItemIds);
      return {
        wishlist: wishlistView(outcome.wishlist),
        status: outcome.status,
        add_wishlist_items_to_cart_user_errors: outcome.errors,
      };
    },
  },
};
