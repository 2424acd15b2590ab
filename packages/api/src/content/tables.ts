import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A document of the headless content system: a page, a menu, the selling points, the promo
 * banner … Identified by `uid` and `lang`; `data` holds its fields and body blocks
 * (`{ slice_type, primary, fields }`) exactly as the content queries return them.
 */
export const contentDocuments = pgTable(
  'content_documents',
  {
    id: serial('id').primaryKey(),
    /** page | layout | navigation | usp | header_menu | footer_menu | promo_banner | socials | footer_icons | brand_page … */
    type: text('type').notNull(),
    uid: text('uid').notNull(),
    lang: text('lang').notNull(),
    /** Address of a routable page (content and brand pages), without slashes at the ends. */
    urlKey: text('url_key'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    published: boolean('published').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_documents_uid_lang').on(t.uid, t.lang),
    index('content_documents_url_key').on(t.urlKey, t.lang),
    index('content_documents_type').on(t.type, t.lang),
  ],
);

/** Physical shops for the store locator (/winkels/) and in-store pickup. */
export const storeLocations = pgTable('store_locations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  houseNumberAddition: text('house_number_addition').notNull().default(''),
  zipcode: text('zipcode').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  position: integer('position').notNull().default(0),
  isBrandstore: boolean('is_brandstore').notNull().default(false),
  active: boolean('active').notNull().default(true),
  phone: text('phone').notNull().default(''),
  openingHours: jsonb('opening_hours').$type<Record<string, string>>().notNull().default({}),
  metaTitle: text('meta_title').notNull().default(''),
  metaDescription: text('meta_description').notNull().default(''),
});

/** Parcel points a shopper can choose in checkout step 2. */
export const parcelPoints = pgTable(
  'parcel_points',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    carrier: text('carrier').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    houseNumber: text('house_number').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    openingHours: jsonb('opening_hours').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [index('parcel_points_postcode').on(t.country, t.postcode)],
);
