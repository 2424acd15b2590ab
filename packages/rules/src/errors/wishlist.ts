import { defineErrorCodes } from './registry.ts';

/**
 * Refusals of the wishlist (W5, W8, decision 022). Item refusals come back in Magento's
 * `user_errors` (`WishListUserInputError`, `WishlistCartUserInputError`): Magento's `code` stays,
 * ours is `error_code` with `error_params`. Moving an item to the cart may also refuse with a cart
 * code (`CART_OUT_OF_STOCK`, …), the cart's own reason.
 */
export const WISHLIST_ERROR_CODES = defineErrorCodes({
  WISHLIST_NOT_FOUND: { params: [], meaning: "the wishlist id is not the customer's" },
  WISHLIST_PRODUCT_NOT_FOUND: { params: ['sku'], meaning: 'no product that can be sold has this sku' },
  WISHLIST_FULL: { params: ['sku', 'max'], meaning: 'the wishlist holds max products; sku was not added' },
  WISHLIST_ITEM_NOT_FOUND: { params: ['item'], meaning: 'the wishlist has no item with this id' },
  WISHLIST_OPTIONS_REQUIRED: { params: ['product'], meaning: 'the item needs a size or other choice before it can go into the cart' },
  WISHLIST_ONE_PER_CUSTOMER: {
    params: [],
    meaning:
      "a customer has one private wishlist, created on first use: Magento's createWishlist and updateWishlist (name, visibility) are refused",
    internal: true,
  },
});
