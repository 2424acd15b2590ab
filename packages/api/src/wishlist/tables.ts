import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const wishlists = pgTable('wishlists', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().unique(),
  sharingCode: text('sharing_code').notNull().unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    wishlistId: integer('wishlist_id').notNull(),
    productId: integer('product_id').notNull(),
    qty: integer('qty').notNull().default(1),
    description: text('description'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlist_items_wishlist').on(t.wishlistId), uniqueIndex('wishlist_items_unique').on(t.wishlistId, t.productId)],
);
