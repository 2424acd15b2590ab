import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  description: text('description').notNull().default(''),
  /** fixed (cents off the order) | percent (basis points off eligible lines) */
  type: text('type').notNull(),
  amount: integer('amount').notNull(),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  excludesSale: boolean('excludes_sale').notNull().default(false),
  /** Total uses allowed (null: unlimited); `times_used` counts orders holding a use. */
  usageLimit: integer('usage_limit'),
  /** Uses allowed per customer (account id, or the e-mail address of a guest); null: unlimited. */
  usesPerCustomer: integer('uses_per_customer'),
  timesUsed: integer('times_used').notNull().default(0),
  storeCodes: jsonb('store_codes').$type<string[]>().notNull().default([]),
  /** false: blocked by staff (or never switched on); the code then answers as invalid. */
  active: boolean('active').notNull().default(true),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff account that created or last changed it, for the console. */
  changedBy: integer('changed_by'),
});

/**
 * One row per order that holds a use of a coupon. A cancelled (unpaid) order gives its use back:
 * `released_at` is set and `coupons.times_used` goes down in the same transaction.
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponCode: text('coupon_code').notNull(),
    orderId: integer('order_id').notNull().unique(),
    customerId: integer('customer_id'),
    /** Lower-cased e-mail address of the order (guests are counted per address). */
    email: text('email').notNull(),
    /** Cents taken off the order by the coupon. */
    discount: integer('discount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('coupon_usages_code').on(t.couponCode), index('coupon_usages_customer').on(t.couponCode, t.customerId, t.email)],
);
