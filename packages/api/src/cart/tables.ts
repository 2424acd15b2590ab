import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export interface CartAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  postcode: string;
  city: string;
  country_code: string;
  region?: string | null;
  region_id?: number | null;
  telephone?: string | null;
  vat_id?: string | null;
  pickup_location_code?: string | null;
  /** A shipping estimate's address (decision 062): only its country and postcode are real. */
  estimate?: boolean;
}

/** What a gift card line holds (decision 019), with Magento's option names. */
export interface GiftcardLineOptions {
  /** physical | virtual (e-card). */
  giftcard_type: string;
  /** The card's value in cents. */
  giftcard_amount: number;
  sender_name?: string;
  sender_email?: string;
  recipient_name?: string;
  recipient_email?: string;
  message?: string;
}

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The 32-character random id a shopper holds (Magento's masked quote id). */
    maskedId: text('masked_id').notNull().unique(),
    storeCode: text('store_code').notNull(),
    customerId: integer('customer_id'),
    /**
     * active | pending_payment (order placed, not paid) | payment_failed (payment cancelled or refused)
     * | ordered (paid) | expired. cartStatus maps these to groups (OC8).
     */
    status: text('status').notNull().default('active'),
    isActive: boolean('is_active').notNull().default(true),
    email: text('email'),
    isInStoreOrder: boolean('is_in_store_order').notNull().default(false),
    /** The open tabletop session the in-store flag was set with (instore_sessions.id). */
    instoreSessionId: text('instore_session_id'),
    shippingManagerOption: text('shipping_manager_option'),
    invoiceEventId: text('invoice_event_id'),
    couponCode: text('coupon_code'),
    /** Gift cards applied to the cart (gift_cards.id, in the order applied; checked with their PIN when applied). */
    giftCardIds: jsonb('gift_card_ids').$type<number[]>().notNull().default([]),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>(),
    billingAddress: jsonb('billing_address').$type<CartAddress>(),
    billingSameAsShipping: boolean('billing_same_as_shipping').notNull().default(false),
    shippingMethod: jsonb('shipping_method').$type<{ carrier_code: string; method_code: string }>(),
    paymentMethod: jsonb('payment_method').$type<{ code: string; issuer?: string | null; purchase_order_number?: string | null }>(),
    affiliateCode: text('affiliate_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_customer').on(t.customerId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull(),
    /** The sellable row (a configurable's child, a simple product, a bundle or the gift card). */
    productId: integer('product_id').notNull(),
    parentProductId: integer('parent_product_id'),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    quantity: integer('quantity').notNull(),
    bundleOptions: jsonb('bundle_options').$type<{ option_id: number; product_id: number; quantity: number }[]>(),
    /** Gift card lines (D11–D13): the amount is in cents, like every amount in the database. */
    giftcardOptions: jsonb('giftcard_options').$type<GiftcardLineOptions>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart').on(t.cartId)],
);

export type CartRow = typeof carts.$inferSelect;
