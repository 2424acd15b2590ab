import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A country store (website view): nl, en, de and the other codes the spec lists. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  websiteName: text('website_name').notNull(),
  locale: text('locale').notNull(),
  language: text('language').notNull(),
  baseUrl: text('base_url').notNull(),
  secureBaseUrl: text('secure_base_url').notNull(),
  timezone: text('timezone').notNull(),
  baseCurrencyCode: text('base_currency_code').notNull().default('EUR'),
  defaultCountry: text('default_country').notNull(),
  /** cents; null means "not configured" (the spec's default 1000 euro then applies). */
  freeShippingLimit: integer('free_shipping_limit'),
  telephoneRequired: boolean('telephone_required').notNull().default(false),
  paymentIcons: jsonb('payment_icons').$type<string[]>().notNull().default([]),
  storeInformation: jsonb('store_information').$type<StoreInformation>().notNull(),
  /** VAT for the "high" tax class in basis points (2100 = 21%). */
  taxRateHigh: integer('tax_rate_high').notNull(),
  taxLabel: text('tax_label').notNull(),
  deliveryPersonalization: boolean('delivery_personalization').notNull().default(false),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  allowedCountries: jsonb('allowed_countries').$type<string[]>().notNull().default([]),
});

export interface StoreInformation {
  name: string;
  phone: string;
  /** Customer service's address (R21); stores seeded before it existed have none. */
  email?: string;
  hours: string;
  street_line1: string;
  street_line2: string;
  city: string;
  postcode: string;
  country_id: string;
  region_id: string | null;
  merchant_vat_number: string;
  /** The store's Trusted Shops shop id (decision 050); none configured: no reviews link, no badge link. */
  trusted_shops_id?: string | null;
}

export const countryRegions = pgTable('country_regions', {
  id: serial('id').primaryKey(),
  countryCode: text('country_code').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
});
