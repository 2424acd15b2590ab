/** Every table of the shop, for Drizzle and drizzle-kit. */
export * from './tables.ts';
export * from '../store/tables.ts';
export * from '../catalog/tables.ts';
export * from '../content/tables.ts';
export * from '../cart/tables.ts';
export * from '../checkout/tables.ts';
export * from '../customer/tables.ts';
export * from '../wishlist/tables.ts';
export * from '../newsletter/tables.ts';
export * from '../coupon/tables.ts';
export * from '../giftcard/tables.ts';
export * from '../instore/tables.ts';
export * from '../staff/tables.ts';
export * from '../ratelimit/tables.ts';
