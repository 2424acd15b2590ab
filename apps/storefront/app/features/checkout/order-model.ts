import { purchaseAnalytics, type PurchaseAnalytics } from '../analytics/checkout-analytics.ts';
import { formatLongDate, formatPrice, isFree, showDiscountRow, type Locale } from '@shop/rules';
import type { OrderViewFragment } from '../../graphql/graphql.ts';
import { giftCardRows, type GiftCardRowView } from '../giftcard/payment-cards-model.ts';
import type { InStoreBadgeView } from '../instore/instore-model.ts';
import { toPostalAddress, type PostalAddressView } from './address-view.ts';

/** An order as the OrderView fragment reads it: the confirmation page and the customer's order page. */
export type PlacedOrder = OrderViewFragment;
type OrderAddress = NonNullable<PlacedOrder['shipping_address']>;

export type OrderAddressView = PostalAddressView;

export interface OrderLineView {
  id: string;
  name: string;
  options: string[];
  quantity: number;
  /** Null when the line is free. */
  price: string | null;
}

/** The order confirmation (OC1, OC2): number, lines, totals, addresses, delivery and payment. */
export interface OrderConfirmationView {
  number: string;
  email: string;
  date: string;
  lines: OrderLineView[];
  subtotal: string;
  /** Null when delivery is free. */
  shipping: string | null;
  discounts: { label: string; amount: string }[];
  taxes: { label: string; amount: string }[];
  grandTotal: string;
  shippingAddress: OrderAddressView | null;
  billingAddress: OrderAddressView | null;
  delivery: string | null;
  pickupLocationCode: string | null;
  payment: string | null;
  /** The gift cards that paid part of the order, each as a minus (CO18). */
  giftCards: GiftCardRowView[];
  /** What the payment provider was asked for when gift cards paid the rest; null otherwise. */
  amountDue: string | null;
  /** Placed on a tabletop device in a shop (T8): the badge's shop and table; null for a web order. */
  inStore: InStoreBadgeView | null;
  /** The GA4 purchase payload (AN8). */
  analytics: PurchaseAnalytics;
}

function addressView(address: OrderAddress | null, language: Locale): OrderAddressView | null {
  return address ? toPostalAddress(address, language) : null;
}

/** The order date in the store language ("12 maart 2025"); the API's text when it is not a date. */
function orderDate(value: string, language: Locale, timeZone: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatLongDate(date, language, timeZone);
}

function orderGiftCards(order: PlacedOrder, price: (amount: number) => string) {
  const { rows, amountDue } = giftCardRows(order.applied_gift_cards ?? [], order.amount_due, price);
  // An order the cards paid entirely has nothing left that the provider was asked for.
  return { giftCards: rows, amountDue: (order.amount_due?.value ?? 0) > 0 ? amountDue : null };
}

/** Shapes the placed order for the confirmation page; amounts follow the store's price display. */
export function toOrderConfirmation(order: PlacedOrder, language: Locale, timeZone = 'Europe/Amsterdam'): OrderConfirmationView {
  const price = (amount: number) => formatPrice(amount, language);
  const shipping = order.total.shipping_handling.amount_including_tax.value;
  return {
    number: order.number,
    email: order.email,
    date: orderDate(order.order_date, language, timeZone),
    lines: order.items.map((item) => ({
      id: item.id,
      name: item.product_name,
      options: item.selected_options.map((o) => `${o.label}: ${o.value}`),
      quantity: item.quantity_ordered,
      price: isFree(item.row_total_incl_tax.value) ? null : price(item.row_total_incl_tax.value),
    })),
    subtotal: price(order.total.subtotal_incl_tax.value),
    shipping: isFree(shipping) ? null : price(shipping),
    discounts: order.total.discounts
      .filter((d) => showDiscountRow(d.amount.value))
      .map((d) => ({ label: d.label, amount: price(-Math.abs(d.amount.value)) })),
    taxes: order.total.taxes.map((t) => ({ label: t.title, amount: price(t.amount.value) })),
    grandTotal: price(order.total.grand_total.value),
    shippingAddress: addressView(order.shipping_address, language),
    billingAddress: addressView(order.billing_address, language),
    delivery: [order.carrier, order.shipping_method].filter(Boolean).join(' – ') || null,
    pickupLocationCode: order.pickup_location_code ?? null,
    payment: order.payment_methods[0]?.name ?? null,
    ...orderGiftCards(order, price),
    inStore: order.is_in_store_order ? { location: order.in_store_location ?? null, table: order.in_store_table ?? '' } : null,
    analytics: purchaseAnalytics(order),
  };
}
