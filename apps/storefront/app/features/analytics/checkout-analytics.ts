import { roundMoney, toAnalyticsItem, type AnalyticsItem } from './ecommerce.ts';

/** What the checkout steps carry for begin_checkout, add_shipping_info and add_payment_info (AN8). */
export interface CheckoutAnalytics {
  /** The cart's id stands in for one checkout, so each step's event is sent once per cart. */
  key: string;
  items: AnalyticsItem[];
  shippingTier: string | null;
}

/** What the confirmation page carries for purchase (AN8). */
export interface PurchaseAnalytics {
  number: string;
  total: number;
  tax: number;
  shipping: number;
  items: AnalyticsItem[];
}

interface CartShape {
  id?: string | null;
  items: {
    quantity: number;
    prices: { row_total_including_tax: { value: number } };
    product: { sku: string; name: string; brand?: string | null };
  }[];
  shipping_addresses: {
    selected_shipping_method?: { carrier_title?: string | null; method_title?: string | null; method_code?: string | null } | null;
  }[];
}

/** The unit price from a row total: what the shopper pays per piece, tax included. */
function unitPrice(rowTotal: number, quantity: number): number {
  return quantity > 0 ? roundMoney(rowTotal / quantity) : roundMoney(rowTotal);
}

export function checkoutAnalytics(cart: CartShape): CheckoutAnalytics {
  const method = cart.shipping_addresses[0]?.selected_shipping_method ?? null;
  const items = cart.items.map((line) =>
    toAnalyticsItem({
      sku: line.product.sku,
      name: line.product.name,
      brand: line.product.brand,
      price: unitPrice(line.prices.row_total_including_tax.value, line.quantity),
      quantity: line.quantity,
    }),
  );
  return {
    key: cart.id ?? items.map((item) => `${item.item_id}x${item.quantity}`).join(','),
    items,
    shippingTier: method ? (method.method_title ?? method.carrier_title ?? method.method_code ?? null) : null,
  };
}

interface OrderShape {
  number: string;
  items: {
    product_sku: string;
    parent_sku?: string | null;
    product_name: string;
    quantity_ordered: number;
    row_total_incl_tax: { value: number };
  }[];
  total: {
    grand_total: { value: number };
    shipping_handling: { amount_including_tax: { value: number } };
    taxes: { amount: { value: number } }[];
  };
}

export function purchaseAnalytics(order: OrderShape): PurchaseAnalytics {
  return {
    number: order.number,
    total: order.total.grand_total.value,
    tax: roundMoney(order.total.taxes.reduce((sum, tax) => sum + tax.amount.value, 0)),
    shipping: order.total.shipping_handling.amount_including_tax.value,
    items: order.items.map((item) =>
      toAnalyticsItem({
        // The product's own sku, as addToCart and the cart send it; the size's sku is the variant.
        sku: item.parent_sku || item.product_sku,
        variant: item.product_sku,
        name: item.product_name,
        price: unitPrice(item.row_total_incl_tax.value, item.quantity_ordered),
        quantity: item.quantity_ordered,
      }),
    ),
  };
}
