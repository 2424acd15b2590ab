import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A tabletop (in-store) ordering session for one table of one shop. Staff open a table until a
 * time (`open_until`); its device holds a short-lived session that it refreshes: a refresh replaces
 * the session with a new one of the same chain (`chain_id`, the first session's id) while the
 * table is open. Closing the table closes every session of the chain.
 */
export const instoreSessions = pgTable(
  'instore_sessions',
  {
    id: text('id').primaryKey(),
    /** OPEN | CLOSED (EXPIRED is derived: an OPEN session past ttl_dt). */
    status: text('status').notNull(),
    chainId: text('chain_id').notNull().default(''),
    storeLocationId: integer('store_location_id'),
    tableLabel: text('table_label').notNull().default(''),
    ttlDt: timestamp('ttl_dt', { withTimezone: true }).notNull(),
    /** The table's opening ends here: no refresh after it. */
    openUntil: timestamp('open_until', { withTimezone: true }),
    /** The session that replaced this one on refresh. */
    replacedBy: text('replaced_by'),
    openedBy: integer('opened_by'),
    closedBy: integer('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instore_sessions_chain').on(t.chainId), index('instore_sessions_store').on(t.storeLocationId, t.status)],
);
