import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  /** 19 digits. */
  number: text('number').notNull().unique(),
  /** 6-digit PIN, stored as a SHA-256 hash. */
  pinHash: text('pin_hash').notNull(),
  balance: integer('balance').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /** active | inactive | blocked */
  status: text('status').notNull().default('active'),
  orderId: integer('order_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
