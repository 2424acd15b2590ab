import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  /** fixed (cents off the order) | percent (basis points off eligible lines) */
  type: text('type').notNull(),
  amount: integer('amount').notNull(),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  excludesSale: boolean('excludes_sale').notNull().default(false),
  usageLimit: integer('usage_limit'),
  timesUsed: integer('times_used').notNull().default(0),
  storeCodes: jsonb('store_codes').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
});
