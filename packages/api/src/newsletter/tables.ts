import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id'),
    /** NOT_ACTIVE (awaiting confirmation) | SUBSCRIBED | UNSUBSCRIBED */
    status: text('status').notNull(),
    confirmCode: text('confirm_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_email_store').on(t.email, t.storeCode)],
);
