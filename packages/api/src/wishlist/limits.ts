/** The wishlist's limits (decision 022). */

/** Products one wishlist may hold; also the largest page of items_v2, so a whole list fits on one page. */
export const MAX_WISHLIST_ITEMS = 200;
/** Items one add, update or remove call may send. */
export const MAX_ITEMS_PER_CALL = 50;
/** Descriptions longer than this are refused. */
export const MAX_DESCRIPTION_LENGTH = 1000;
