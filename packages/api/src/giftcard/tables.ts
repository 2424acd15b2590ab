import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const giftCards = pgTable('gift_cards', {
  id: serial('id').primaryKey(),
  /** 19 digits. */
  number: text('number').notNull().unique(),
  /** 6-digit PIN, stored as a SHA-256 hash. */
  pinHash: text('pin_hash').notNull(),
  /** Cents left; never below 0 (every debit is a conditional update). */
  balance: integer('balance').notNull(),
  /** Cents the card was issued with. */
  initialBalance: integer('initial_balance').notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  /** active | inactive | blocked */
  status: text('status').notNull().default('active'),
  /** physical (sent by post) | virtual (e-card, e-mailed) | manual (issued by staff) */
  kind: text('kind').notNull().default('manual'),
  /** The order that bought it, and its order line. */
  orderId: integer('order_id'),
  orderItemId: integer('order_item_id'),
  recipientName: text('recipient_name'),
  recipientEmail: text('recipient_email'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff account that created or last changed it, for the console. */
  changedBy: integer('changed_by'),
});

/**
 * Every change of a card's balance: issue (+), redeem (−, by an order), refund (+, an unpaid
 * order gives back what it took), adjust (staff). The balance is the sum of its rows.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id').notNull(),
    /** issue | redeem | refund | adjust */
    kind: text('kind').notNull(),
    /** Cents, signed: negative takes from the card. */
    amount: integer('amount').notNull(),
    orderId: integer('order_id'),
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_transactions_card').on(t.giftCardId), index('gift_card_transactions_order').on(t.orderId)],
);
