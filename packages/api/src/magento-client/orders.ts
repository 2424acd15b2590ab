/**
 * Magento's order fields that PWA Studio's order history asks (decision 061), answered from the
 * order as the shop records it: its state (the shop's statuses are Magento's states), its invoice
 * once the payment is captured, no shipments (none are recorded) and each line's product page.
 */
import { inArray } from 'drizzle-orm';
import { products } from '../catalog/tables.ts';
import { toUid } from '../catalog/localize.ts';
import type { CustomerOrderView } from '../checkout/orders.ts';
import { rowLoader } from '../platform/batch-loader.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';

/** The statuses of an order whose payment is captured: it has an invoice (Magento invoices on capture). */
const CAPTURED_STATUSES = new Set(['processing', 'complete']);

/** A product's url_key and whether it is sold, by sku, batched over the request. */
const productPageBySku = (ctx: RequestContext) =>
  rowLoader(
    ctx,
    'magento:productPageBySku',
    (skus: string[]) =>
      ctx.db
        .select({ sku: products.sku, urlKey: products.urlKey, isActive: products.isActive })
        .from(products)
        .where(inArray(products.sku, skus)),
    (row) => row.sku,
  );

/** The order's one invoice, whole: its lines and totals are the order's. */
function orderInvoice(order: CustomerOrderView) {
  return {
    id: toUid(`invoice/${order.number}`),
    number: order.number,
    items: order.items.map((item) => ({
      __typename: 'InvoiceItem' as const,
      id: toUid(`invoice/${order.number}/${item.id}`),
      order_item: item,
      product_name: item.product_name,
      product_sku: item.product_sku,
      product_sale_price: item.product_sale_price,
      quantity_invoiced: item.quantity_ordered,
    })),
    total: {
      subtotal: order.total.subtotal,
      discounts: order.total.discounts,
      total_tax: order.total.total_tax,
      taxes: order.total.taxes,
      grand_total: order.total.grand_total,
      total_shipping: order.total.total_shipping,
      shipping_handling: order.total.shipping_handling,
    },
  };
}

export const magentoOrderResolvers: Resolvers = {
  CustomerOrder: {
    state: (order) => order.status,
    invoices: (order) => (CAPTURED_STATUSES.has(order.status) ? [orderInvoice(order)] : []),
    shipments: () => [],
  },
  OrderItem: {
    product_url_key: async (item, _args, ctx) => {
      const page = await productPageBySku(ctx).load(item.parent_sku ?? item.product_sku);
      return page?.isActive ? page.urlKey : null;
    },
  },
};
