import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Magento's name fields, as an account and each of its addresses carry them (fresh builders per table). */
function personName() {
  return {
    firstname: text('firstname').notNull(),
    middlename: text('middlename'),
    lastname: text('lastname').notNull(),
    prefix: text('prefix'),
    suffix: text('suffix'),
  };
}

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Lower-cased; one account per e-mail address. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  ...personName(),
  gender: integer('gender'),
  dateOfBirth: date('date_of_birth'),
  taxvat: text('taxvat'),
  storeCode: text('store_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens: random, stored as a SHA-256 hash, revocable, expiring. */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_tokens_customer').on(t.customerId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    ...personName(),
    company: text('company'),
    street: jsonb('street').$type<string[]>().notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    countryCode: text('country_code').notNull(),
    region: jsonb('region').$type<{ region: string | null; region_code: string | null; region_id: number | null }>(),
    telephone: text('telephone'),
    fax: text('fax'),
    vatId: text('vat_id'),
    defaultBilling: boolean('default_billing').notNull().default(false),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    extensionAttributes: jsonb('extension_attributes').$type<{ attribute_code: string; value: string }[]>().notNull().default([]),
  },
  (t) => [index('customer_addresses_customer').on(t.customerId)],
);

/**
 * Failed sign-ins per lower-cased e-mail address, known or not (A20: the same answer either way).
 * Ten failures within ten minutes lock the address for ten minutes; a successful sign-in clears it.
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
