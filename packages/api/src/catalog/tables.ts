import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Texts that differ per language, keyed by locale language (nl, en, de). */
export type Localized = Record<string, string>;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    urlKey: text('url_key').notNull(),
    /** Full path without slashes at the ends, e.g. `kleding/overhemden`. Unique. */
    urlPath: text('url_path').notNull(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    /** The garment silhouette used for this category's product images. */
    garment: text('garment'),
    /** The staff-set order profile the category's page uses (decision 056). */
    sequenceProfile: text('sequence_profile').notNull().default('default'),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    metaTitle: jsonb('meta_title').$type<Localized>().notNull().default({}),
    metaDescription: jsonb('meta_description').$type<Localized>().notNull().default({}),
  },
  (t) => [uniqueIndex('categories_url_path').on(t.urlPath), index('categories_parent').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  urlKey: text('url_key').notNull().unique(),
  position: integer('position').notNull().default(0),
  isBrandstore: boolean('is_brandstore').notNull().default(false),
  description: jsonb('description').$type<Localized>().notNull().default({}),
});

/** Filterable attributes (colour, size, material, fit …) and their options. */
export const attributes = pgTable('attributes', {
  code: text('code').primaryKey(),
  label: jsonb('label').$type<Localized>().notNull(),
  /** swatch | default | range | boolean */
  type: text('type').notNull(),
  position: integer('position').notNull().default(0),
  isFilterable: boolean('is_filterable').notNull().default(true),
  isVisible: boolean('is_visible').notNull().default(true),
  isOpen: boolean('is_open').notNull().default(false),
});

export const attributeOptions = pgTable(
  'attribute_options',
  {
    id: serial('id').primaryKey(),
    attributeCode: text('attribute_code').notNull(),
    value: text('value').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    swatch: text('swatch'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_options_code_value').on(t.attributeCode, t.value)],
);

/**
 * Every sellable thing is a product row, as in Magento: configurable parents and their simple
 * children (one per colour/size), simple products, bundles and the gift card. Children carry
 * `parentId` and are not listed on their own.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    /** simple | configurable | bundle | giftcard */
    type: text('type').notNull(),
    parentId: integer('parent_id'),
    urlKey: text('url_key').notNull(),
    brandId: integer('brand_id'),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    shortDescription: jsonb('short_description').$type<Localized>().notNull().default({}),
    metaTitle: jsonb('meta_title').$type<Localized>().notNull().default({}),
    metaDescription: jsonb('meta_description').$type<Localized>().notNull().default({}),
    promoText: jsonb('promo_text').$type<Localized>().notNull().default({}),
    saleLabel: jsonb('sale_label').$type<Localized>().notNull().default({}),
    /** Regular price including the high VAT rate, in cents. */
    price: integer('price').notNull(),
    /** Sale price including VAT, in cents; null when not on sale. */
    specialPrice: integer('special_price'),
    /** high | low | none */
    taxClass: text('tax_class').notNull().default('high'),
    color: text('color'),
    size: text('size'),
    ean: text('ean'),
    /** Filterable attribute values (material, fit, sleeve, pattern, sustainable …). */
    attributes: jsonb('attributes').$type<Record<string, string | string[] | boolean>>().notNull().default({}),
    isVisible: boolean('is_visible').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isSustainable: boolean('is_sustainable').notNull().default(false),
    /** Staff-set rank for the "recommended" order (lower first). */
    merchandisingRank: integer('merchandising_rank').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_parent').on(t.parentId),
    index('products_brand').on(t.brandId),
    uniqueIndex('products_url_key').on(t.urlKey),
    index('products_listing').on(t.isVisible, t.isActive, t.merchandisingRank),
    // Tiles show the other colours of the same model (related_product_list): only configurables
    // without a parent are ever looked up, not the sizes that carry the same model (migration 0017).
    index('products_model')
      .using('btree', sql`(${t.attributes} ->> 'model')`)
      .where(sql`${t.type} = 'configurable' and ${t.parentId} is null`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    /** image | hover | packshot | gallery */
    role: text('role').notNull(),
    path: text('path').notNull(),
    label: text('label').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product').on(t.productId)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category').on(t.categoryId)],
);

/**
 * Staff-set orders (decision 056): per category and order profile, the products pinned to the top
 * of the "recommended" sort, at positions 1, 2, 3 …
 */
export const categorySequences = pgTable(
  'category_sequences',
  {
    categoryId: integer('category_id').notNull(),
    profile: text('profile').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.profile, t.productId] }),
    index('category_sequences_order').on(t.categoryId, t.profile, t.position),
  ],
);

/** Stock per sellable row (simple products and the children of configurables). */
export const stockItems = pgTable('stock_items', {
  productId: integer('product_id').primaryKey(),
  qty: integer('qty').notNull(),
  minSaleQty: integer('min_sale_qty').notNull().default(1),
  maxSaleQty: integer('max_sale_qty').notNull().default(10),
  qtyIncrements: integer('qty_increments').notNull().default(1),
  /** Expected back in stock; shown as "available soon" while qty is 0. */
  availableSoonDate: date('available_soon_date'),
});

export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [index('price_tiers_product').on(t.productId)],
);

export const crossSells = pgTable(
  'cross_sells',
  {
    productId: integer('product_id').notNull(),
    linkedProductId: integer('linked_product_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId] })],
);

export const bundleOptions = pgTable(
  'bundle_options',
  {
    id: serial('id').primaryKey(),
    bundleProductId: integer('bundle_product_id').notNull(),
    /** The configurable (or simple) product offered in this slot. */
    productId: integer('product_id').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('bundle_options_bundle').on(t.bundleProductId)],
);

/** Size tables per category (the size-table slide-in). */
export const sizeTables = pgTable('size_tables', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  headings: jsonb('headings').$type<Record<string, string[]>>().notNull(),
  specs: jsonb('specs').$type<{ spec_label: Localized; spec_items: { size: string; value: string }[] }[]>().notNull(),
});
