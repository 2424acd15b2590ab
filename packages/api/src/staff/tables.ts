import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Shop staff and managers for the console under /admin/ (never shop customers). */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id, like customers' passwords. */
  passwordHash: text('password_hash').notNull(),
  /** staff | manager */
  role: text('role').notNull().default('staff'),
  /** The shop (store_locations.id) a staff member works in; null: every shop. */
  storeLocationId: integer('store_location_id'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Console sign-ins: only the SHA-256 of the 256-bit token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);
