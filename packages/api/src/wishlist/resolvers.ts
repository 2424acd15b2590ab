import type { Resolvers, WishlistItemInterfaceResolvers } from '../platform/generated/resolvers.ts';

type WishlistItemType = ReturnType<NonNullable<WishlistItemInterfaceResolvers['__resolveType']>> & string;

export const wishlistResolvers: Resolvers = {
  WishlistItemInterface: {
    // Items carry their Magento type name; anything else is a simple item.
    __resolveType: (item) => ((item as { __typename?: WishlistItemType }).__typename ?? 'SimpleWishlistItem') as WishlistItemType,
  },
};
