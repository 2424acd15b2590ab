import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about the database itself, e.g. which seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the shop sends, kept before it is handed to SMTP (`SMTP_URL`): without SMTP it
 * stays here (and is listed at `/_dev/mail/` outside production); a failed hand-over keeps its error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** welcome | password_reset | order_confirmation | newsletter_confirm | newsletter_coupon | … */
    kind: text('kind').notNull(),
    storeCode: text('store_code').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created').on(t.createdAt)],
);
