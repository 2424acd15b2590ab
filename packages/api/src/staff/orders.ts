/**
 * Order lookup for the staff console (A21): by order number or by the e-mail address it was placed
 * with, each order with its payment status, total, in-store flag, gift cards and coupon; and one
 * order with its lines and payment history.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { formatPostcode } from '@shop/rules';
import type { CommandContext } from '../platform/context.ts';
import { orderItems, orders, payments } from '../checkout/tables.ts';
import { storeLocations } from '../content/tables.ts';
import { giftCards, giftCardTransactions } from '../giftcard/tables.ts';
import { maskGiftCardNumber } from '../giftcard/numbers.ts';

/** Order numbers: the store code and nine digits (`NL123456789`). */
export const ORDER_NUMBER = /^[A-Za-z]{2}\d{9}$/;
/** The shape of an address orders are looked up by (the lookup compares it lower-cased). */
export const ORDER_EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]{1,190}$/;
/** Most orders a lookup lists (newest first). */
export const ORDER_LOOKUP_LIMIT = 50;

export interface OrderSummary {
  id: number;
  number: string;
  storeCode: string;
  email: string;
  status: string;
  /** The newest payment's status; null when the order has no payment (yet). */
  paymentStatus: string | null;
  grandTotal: number;
  giftCardAmount: number;
  isInStoreOrder: boolean;
  instoreLocation: string | null;
  instoreTable: string | null;
  couponCode: string | null;
  /** The delivery address's country code (`NL`); the console shows its name in the staff member's language. */
  shipToCountry: string;
  createdAt: Date;
}

const summaryColumns = {
  id: orders.id,
  number: orders.number,
  storeCode: orders.storeCode,
  email: orders.email,
  status: orders.status,
  grandTotal: orders.grandTotal,
  giftCardAmount: orders.giftCardAmount,
  isInStoreOrder: orders.isInStoreOrder,
  instoreLocation: storeLocations.title,
  instoreTable: orders.instoreTable,
  couponCode: orders.couponCode,
  shipToCountry: sql<string>`coalesce(${orders.shippingAddress}->>'country_code', '')`,
  createdAt: orders.createdAt,
  paymentStatus: sql<
    string | null
  >`(select ${payments.status} from ${payments} where ${payments.orderId} = ${orders.id} order by ${payments.id} desc limit 1)`,
};

/** What staff look orders up by: an order number or the e-mail address the order was placed with. */
export type OrderQuery = { orderNumber: string } | { email: string };

/** Orders matching an order number or an e-mail address (any case), newest first. */
export async function lookUpOrders(ctx: CommandContext, query: OrderQuery): Promise<OrderSummary[]> {
  const where =
    'orderNumber' in query
      ? ORDER_NUMBER.test(query.orderNumber)
        ? eq(orders.number, query.orderNumber.toUpperCase())
        : null
      : ORDER_EMAIL.test(query.email)
        ? eq(sql`lower(${orders.email})`, query.email.toLowerCase())
        : null;
  if (!where) return [];
  return ctx.db
    .select(summaryColumns)
    .from(orders)
    .leftJoin(storeLocations, eq(storeLocations.id, orders.instoreLocationId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LOOKUP_LIMIT);
}

export interface OrderDetail extends OrderSummary {
  subtotalInclTax: number;
  discountAmount: number;
  shippingInclTax: number;
  taxAmount: number;
  shippingMethod: string;
  paymentMethod: string;
  shippingName: string;
  /** Postcode as the country writes it and the city (`1012 AB Amsterdam`); the country is `shipToCountry`. */
  shippingCity: string;
  lines: { sku: string; name: string; quantity: number; rowTotalInclTax: number; discountAmount: number; options: string }[];
  payments: {
    provider: string;
    method: string;
    amount: number;
    status: string;
    resultCode: number | null;
    createdAt: Date;
    updatedAt: Date;
  }[];
  giftCards: { cardId: number; code: string; kind: string; amount: number; createdAt: Date }[];
}

/** One order by its number with lines, payments and gift card movements; null when unknown. */
export async function orderDetail(ctx: CommandContext, number: string): Promise<OrderDetail | null> {
  if (!ORDER_NUMBER.test(number)) return null;
  const { db } = ctx;
  const [order] = await db
    .select({
      ...summaryColumns,
      subtotalInclTax: orders.subtotalInclTax,
      discountAmount: orders.discountAmount,
      shippingInclTax: orders.shippingInclTax,
      taxAmount: orders.taxAmount,
      shippingMethod: orders.shippingMethod,
      paymentMethod: orders.paymentMethod,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .leftJoin(storeLocations, eq(storeLocations.id, orders.instoreLocationId))
    .where(eq(orders.number, number.toUpperCase()))
    .limit(1);
  if (!order) return null;
  const [lines, paymentRows, cardRows] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.id),
    db
      .select({
        cardId: giftCardTransactions.giftCardId,
        number: giftCards.number,
        kind: giftCardTransactions.kind,
        amount: giftCardTransactions.amount,
        createdAt: giftCardTransactions.createdAt,
      })
      .from(giftCardTransactions)
      .innerJoin(giftCards, eq(giftCards.id, giftCardTransactions.giftCardId))
      .where(and(eq(giftCardTransactions.orderId, order.id), inArray(giftCardTransactions.kind, ['redeem', 'refund'])))
      .orderBy(giftCardTransactions.id),
  ]);
  const { shippingAddress, shippingMethod, paymentMethod, ...summary } = order;
  return {
    ...summary,
    shippingMethod: [shippingMethod.carrier_title, shippingMethod.method_title].filter(Boolean).join(' · '),
    paymentMethod: paymentMethod.title || paymentMethod.code,
    shippingName: [shippingAddress.firstname, shippingAddress.lastname].filter(Boolean).join(' '),
    shippingCity: [formatPostcode(shippingAddress.country_code, shippingAddress.postcode), shippingAddress.city].filter(Boolean).join(' '),
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      rowTotalInclTax: l.rowTotalInclTax,
      discountAmount: l.discountAmount,
      options: l.selectedOptions.map((o) => `${o.label}: ${o.value}`).join(', '),
    })),
    payments: paymentRows.map((p) => ({
      provider: p.provider,
      method: p.method,
      amount: p.amount,
      status: p.status,
      resultCode: p.resultCode,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })),
    giftCards: cardRows.map((c) => ({
      cardId: c.cardId,
      code: maskGiftCardNumber(c.number),
      kind: c.kind,
      amount: c.amount,
      createdAt: c.createdAt,
    })),
  };
}
