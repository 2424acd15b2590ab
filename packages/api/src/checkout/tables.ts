import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { CartAddress } from '../cart/tables.ts';

/** One selected option of an order line; gift card options also keep their code and raw value. */
export interface OrderOptionPair {
  label: string;
  value: string;
  code?: string;
  raw?: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    storeCode: text('store_code').notNull(),
    cartId: integer('cart_id').notNull(),
    customerId: integer('customer_id'),
    email: text('email').notNull(),
    /** pending_payment | processing | canceled | complete */
    status: text('status').notNull(),
    billingAddress: jsonb('billing_address').$type<CartAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<CartAddress>().notNull(),
    shippingMethod: jsonb('shipping_method')
      .$type<{ carrier_code: string; method_code: string; carrier_title: string; method_title: string }>()
      .notNull(),
    shippingManagerOption: text('shipping_manager_option'),
    paymentMethod: jsonb('payment_method').$type<{ code: string; title: string; issuer?: string | null }>().notNull(),
    couponCode: text('coupon_code'),
    affiliateCode: text('affiliate_code'),
    isInStoreOrder: boolean('is_in_store_order').notNull().default(false),
    /** The tabletop session the order was placed in, and its shop and table, when in-store. */
    instoreSessionId: text('instore_session_id'),
    instoreLocationId: integer('instore_location_id'),
    instoreTable: text('instore_table'),
    currency: text('currency').notNull().default('EUR'),
    /**
     * The home address of the store the order was placed on (decision 046), e.g.
     * `https://vanarkel.de/` or `http://host:port/?store=de`: its mails and the payment's return lead there.
     */
    storeHome: text('store_home'),
    /** All amounts in cents. */
    subtotalInclTax: integer('subtotal_incl_tax').notNull(),
    subtotalExclTax: integer('subtotal_excl_tax').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    shippingInclTax: integer('shipping_incl_tax').notNull().default(0),
    taxAmount: integer('tax_amount').notNull(),
    grandTotal: integer('grand_total').notNull(),
    /** Paid with gift cards (cents, in gift_card_transactions); the provider is asked for grand_total minus this. */
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    /** Exactly what placing the order took from stock_items, so a cancellation gives back the same. */
    stockReservations: jsonb('stock_reservations').$type<{ productId: number; qty: number }[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_customer').on(t.customerId), index('orders_cart').on(t.cartId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    sku: text('sku').notNull(),
    parentSku: text('parent_sku'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    priceInclTax: integer('price_incl_tax').notNull(),
    priceExclTax: integer('price_excl_tax').notNull(),
    rowTotalInclTax: integer('row_total_incl_tax').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** Label and value pairs in the order's language; a gift card's also carry their code and raw value. */
    selectedOptions: jsonb('selected_options').$type<OrderOptionPair[]>().notNull().default([]),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    issuer: text('issuer'),
    amount: integer('amount').notNull(),
    /** open | paid | cancelled | refused | expired | refunded (paid after expiry, given back: decision 035) */
    status: text('status').notNull().default('open'),
    /** Random reference the provider knows the payment by (≥128 bits). */
    reference: text('reference').notNull().unique(),
    resultCode: integer('result_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

/** Carriers and methods per store, grouped by shipment type (home, parcel_point, store_pickup). */
export const shippingMethods = pgTable('shipping_methods', {
  id: serial('id').primaryKey(),
  storeCode: text('store_code').notNull(),
  carrierCode: text('carrier_code').notNull(),
  methodCode: text('method_code').notNull(),
  carrierTitle: jsonb('carrier_title').$type<Record<string, string>>().notNull(),
  methodTitle: jsonb('method_title').$type<Record<string, string>>().notNull(),
  shipmentType: text('shipment_type').notNull(),
  price: integer('price').notNull(),
  freeAboveLimit: boolean('free_above_limit').notNull().default(false),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  storeCode: text('store_code').notNull(),
  code: text('code').notNull(),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  icon: text('icon').notNull(),
  issuers: jsonb('issuers').$type<{ code: string; name: string; img: string }[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
