import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A tabletop (in-store) ordering session opened by staff for one table. */
export const instoreSessions = pgTable('instore_sessions', {
  id: text('id').primaryKey(),
  /** OPEN | EXPIRED | CLOSED */
  status: text('status').notNull(),
  storeLocationId: integer('store_location_id'),
  tableLabel: text('table_label').notNull().default(''),
  ttlDt: timestamp('ttl_dt', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
