import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id'),
    /** NOT_ACTIVE (awaiting confirmation) | SUBSCRIBED | UNSUBSCRIBED */
    status: text('status').notNull(),
    /** SHA-256 of the code in the confirmation link; the code itself is only in the e-mail. */
    confirmCode: text('confirm_code').notNull(),
    /** The single-use 10-euro coupon mailed after confirming (NL9); null until then. */
    couponCode: text('coupon_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_email_store').on(t.email, t.storeCode), index('newsletter_confirm_code').on(t.confirmCode)],
);
