/**
 * `@shop/api/console`: the commands of the staff console, the command line and the tabletop
 * service's console side (decisions 031 and 041). Every command takes the request's context first
 * (`CommandContext`: the database and the clock), the same commands and context GraphQL resolvers
 * use; typed input in, rows or reasons out. Reading and checking forms is the console's job.
 */
export type { CommandContext } from './platform/context.ts';
export { signInStaff, signOutStaff, staffForToken, type SignInResult, type StaffMember, type StaffRole } from './staff/auth.ts';
export { may, tableScope, type StaffAction } from './staff/roles.ts';
export {
  lookUpOrders,
  orderDetail,
  ORDER_EMAIL,
  ORDER_LOOKUP_LIMIT,
  ORDER_NUMBER,
  type OrderDetail,
  type OrderQuery,
  type OrderSummary,
} from './staff/orders.ts';
export { activeShopLocations, type ShopLocation } from './staff/shops.ts';
export {
  COUPON_CODE,
  COUPON_LIMITS,
  COUPON_PAGE_SIZE,
  couponState,
  couponStoreCodes,
  couponUses,
  createCoupon,
  findCoupon,
  listCoupons,
  setCouponActive,
  type CouponRow,
  type CouponState,
  type CouponUse,
  type CreateCouponRefusal,
  type NewCoupon,
} from './coupon/admin.ts';
export {
  findGiftCard,
  findGiftCards,
  GIFT_CARD_SEARCH,
  giftCardTransactionsOf,
  isIssuableExpiry,
  ISSUE_MAX_CENTS,
  ISSUE_MIN_CENTS,
  issueGiftCard,
  latestGiftCardExpiry,
  recentGiftCards,
  setGiftCardBlocked,
  type GiftCardRow,
  type GiftCardTransactionView,
  type IssuedGiftCard,
} from './giftcard/admin.ts';
export { maskGiftCardNumber } from './giftcard/numbers.ts';
export {
  cleanTableLabel,
  closeTable,
  deviceLink,
  findSession,
  INSTORE_MAX_TABLE_HOURS,
  listTables,
  openTable,
  type InStoreSession,
} from './instore/service.ts';
export { previewSecret, signPreviewToken } from './content/preview.ts';
export {
  listedProductIdOf,
  merchandisingCategories,
  merchandisingCategory,
  setActiveProfile,
  setPinnedPosition,
  STAFF_ORDER_PREVIEW_SIZE,
  staffOrderOf,
  type MerchandisingCategory,
  type PinRefusal,
  type StaffOrderProduct,
  type StaffOrderView,
} from './catalog/merchandising-admin.ts';
