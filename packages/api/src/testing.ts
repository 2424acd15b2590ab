/**
 * `@shop/api/testing`: what tests outside the API (the server's, the benchmarks') use — a test API
 * on its own database, the tables to look at and arrange rows with, the GraphQL fixtures of the
 * API's own tests, and the budget's measuring tools.
 */
export * from './platform/testing.ts';
export * as tables from './platform/schema.ts';
export * from './cart/cart-fixtures.ts';
export { addOrderHistory, type OrderHistory } from './checkout/order-history.ts';
export { testClock, unpaidOrder, variantAt } from './checkout/reservation-fixtures.ts';
export { expireReservations } from './checkout/reservations.ts';
export { silentLogger } from './platform/logger.ts';
export { hashToken } from './customer/auth.ts';
export { hashGiftCardPin } from './giftcard/numbers.ts';
export { loadTypeDefs } from './platform/graphql.ts';
export { resolvers } from './platform/resolvers.ts';
export { COST_MODEL } from './platform/query-budget-plugin.ts';
export { QUERY_BUDGET } from './platform/query-budget.ts';
export { estimateCost } from './platform/query-cost.ts';
export { heapAfterGc } from './platform/heap-testing.ts';
export { RATE_LIMITS } from './ratelimit/limits.ts';
