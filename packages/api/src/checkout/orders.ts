/**
 * A placed order as Magento's CustomerOrder, for the confirmation page (OC1, OC2): only for the
 * cart it was placed from, so an order number alone reveals nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { giftcardOfPairs } from '../cart/giftcard-items.ts';
import { findCart, mayReadCartOutcome } from '../cart/service.ts';
import { currentCustomerId } from '../customer/auth.ts';
import type { CartAddress } from '../cart/tables.ts';
import { excludingTax, toMoney } from '../cart/totals.ts';
import type { RequestContext } from '../platform/context.ts';
import type { ResolversParentTypes } from '../platform/generated/resolvers.ts';
import { type OrderRow, orderItems, orders } from './tables.ts';
import { storedAddressFields } from './addresses.ts';

type OrderItemRow = typeof orderItems.$inferSelect;

/** CustomerOrder as this domain answers it: the resolver mapper (codegen.ts). */
export type CustomerOrderView = ResolversParentTypes['CustomerOrder'];

function orderAddressView(address: CartAddress) {
  return {
    ...storedAddressFields(address),
    middlename: null,
    prefix: null,
    suffix: null,
    region: address.region ?? null,
    region_id: address.region_id ?? null,
    country_code: address.country_code,
    fax: null,
  };
}

const ITEM_STATUS: Record<string, string> = {
  pending_payment: 'Pending',
  processing: 'Ordered',
  complete: 'Shipped',
  canceled: 'Canceled',
};

function orderItemView(item: OrderItemRow, orderStatus: string) {
  return {
    id: String(item.id),
    product_name: item.name,
    product_sku: item.sku,
    parent_sku: item.parentSku,
    quantity_ordered: item.quantity,
    status: ITEM_STATUS[orderStatus] ?? orderStatus,
    product_sale_price: toMoney(item.priceExclTax),
    product_sale_price_incl_tax: toMoney(item.priceInclTax),
    row_total_incl_tax: toMoney(item.rowTotalInclTax),
    tax_amount: toMoney(item.taxAmount),
    discount_amount: toMoney(item.discountAmount),
    selected_options: item.selectedOptions.map(({ label, value }) => ({ label, value })),
    gift_card: orderGiftCardView(item),
  };
}

/** The gift card an order line holds, as OrderItem.gift_card shows it. */
function orderGiftCardView(item: OrderItemRow) {
  const card = giftcardOfPairs(item.selectedOptions);
  if (!card) return null;
  return {
    giftcard_type: card.giftcard_type,
    amount: toMoney(card.giftcard_amount),
    sender_name: card.sender_name ?? null,
    sender_email: card.sender_email ?? null,
    recipient_name: card.recipient_name ?? null,
    recipient_email: card.recipient_email ?? null,
    message: card.message ?? null,
  };
}

/** The CustomerOrder shape of an order row and its items. */
export function customerOrderView(order: OrderRow, items: OrderItemRow[], taxLabel: string, taxRate: number): CustomerOrderView {
  const shippingExcl = excludingTax(order.shippingInclTax, taxRate);
  return {
    id: order.number,
    number: order.number,
    order_number: order.number,
    order_date: order.createdAt.toISOString(),
    status: order.status,
    email: order.email,
    carrier: order.shippingMethod.carrier_title,
    shipping_method: order.shippingMethod.method_title,
    pickup_location_code: order.shippingAddress.pickup_location_code ?? null,
    payment_methods: [
      {
        name: order.paymentMethod.title,
        type: order.paymentMethod.code,
        additional_data: order.paymentMethod.issuer ? [{ name: 'issuer', value: order.paymentMethod.issuer }] : [],
      },
    ],
    billing_address: orderAddressView(order.billingAddress),
    shipping_address: orderAddressView(order.shippingAddress),
    items: items.map((item) => orderItemView(item, order.status)),
    // What the payment provider was asked for; the rest was paid with gift cards (applied_gift_cards).
    amount_due: toMoney(Math.max(0, order.grandTotal - order.giftCardAmount)),
    total: {
      subtotal: toMoney(order.subtotalExclTax),
      subtotal_incl_tax: toMoney(order.subtotalInclTax),
      discounts: order.discountAmount > 0 ? [{ amount: toMoney(order.discountAmount), label: order.couponCode ?? 'Discount' }] : [],
      shipping_handling: {
        amount_including_tax: toMoney(order.shippingInclTax),
        amount_excluding_tax: toMoney(shippingExcl),
        total_amount: toMoney(order.shippingInclTax),
      },
      taxes: [{ amount: toMoney(order.taxAmount), title: taxLabel, rate: taxRate / 100 }],
      total_tax: toMoney(order.taxAmount),
      grand_total: toMoney(order.grandTotal),
      total_shipping: toMoney(shippingExcl),
    },
  };
}

/** The order with this number placed from this cart, or null ("not found" and "not yours" look the same). */
export async function placedOrder(ctx: RequestContext, maskedCartId: string, orderNumber: string) {
  const [cart, customerId] = await Promise.all([findCart(ctx.db, ctx.store.code, maskedCartId), currentCustomerId(ctx)]);
  if (!cart || !mayReadCartOutcome(customerId, cart) || orderNumber.length > 32) return null;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.number, orderNumber.trim()), eq(orders.cartId, cart.id)))
    .limit(1);
  if (!order) return null;
  const items = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  return customerOrderView(order, items, ctx.store.taxLabel, ctx.store.taxRateHigh);
}
