import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits per key in a fixed window (decision 034): rate limits per client address or account
 * (`rate-limiter-flexible`'s Drizzle store, PostgreSQL only) and the mail caps per address
 * (newsletter, password reset; both engines). One atomic upsert per hit; rows whose window ended
 * more than an hour ago are deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  /** End of the current window; a hit after it starts a new one. */
  expire: timestamp('expire', { withTimezone: true }),
});
