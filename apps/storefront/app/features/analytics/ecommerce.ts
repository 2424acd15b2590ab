/**
 * GA4 e-commerce payloads (AN8): items carry item_id (the sku), item_name, item_brand, the
 * categories, price and quantity; each event carries currency EUR and value. Pure builders, so the
 * payloads are tested without a browser.
 */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_variant?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity: number;
}

export interface EcommercePayload {
  currency: 'EUR';
  value: number;
  items: AnalyticsItem[];
  [extra: string]: unknown;
}

const CATEGORY_KEYS = ['item_category', 'item_category2', 'item_category3'] as const;

/** Money rounded to cents, so 3 × 19.99 is 59.97 and not 59.970000000000006. */
export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** One item from the parts the pages have; categories are the breadcrumb labels above the product. */
export function toAnalyticsItem(input: {
  sku: string;
  name: string;
  brand?: string | null;
  price: number;
  quantity?: number;
  categories?: readonly string[];
  /** The chosen size's own sku, when it differs from the product's. */
  variant?: string | null;
}): AnalyticsItem {
  const item: AnalyticsItem = {
    item_id: input.sku,
    item_name: input.name,
    ...(input.brand ? { item_brand: input.brand } : {}),
    price: roundMoney(input.price),
    quantity: input.quantity ?? 1,
    ...(input.variant && input.variant !== input.sku ? { item_variant: input.variant } : {}),
  };
  CATEGORY_KEYS.forEach((key, index) => {
    const category = input.categories?.[index];
    if (category) item[key] = category;
  });
  return item;
}

/** The payload's value: the sum of price × quantity of the items. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return roundMoney(items.reduce((total, item) => total + item.price * item.quantity, 0));
}

export function ecommercePayload(items: readonly AnalyticsItem[], extra: Record<string, unknown> = {}): EcommercePayload {
  return { currency: 'EUR', value: itemsValue(items), ...extra, items: [...items] };
}

/** view_item_list: the tiles of a listing page with their list name and position. */
export function viewItemListEvent(listName: string, items: readonly AnalyticsItem[], firstIndex = 0) {
  const listed = items.map((item, offset) => ({ ...item, item_list_name: listName, index: firstIndex + offset }));
  return { event: 'view_item_list', ecommerce: ecommercePayload(listed, { item_list_name: listName }) };
}

export function viewItemEvent(item: AnalyticsItem) {
  return { event: 'view_item', ecommerce: ecommercePayload([item]) };
}

export function viewCartEvent(items: readonly AnalyticsItem[]) {
  return { event: 'view_cart', ecommerce: ecommercePayload(items) };
}

export function beginCheckoutEvent(items: readonly AnalyticsItem[], coupon?: string | null) {
  return { event: 'begin_checkout', ecommerce: ecommercePayload(items, coupon ? { coupon } : {}) };
}

export function addShippingInfoEvent(items: readonly AnalyticsItem[], shippingTier: string) {
  return { event: 'add_shipping_info', ecommerce: ecommercePayload(items, { shipping_tier: shippingTier }) };
}

export function addPaymentInfoEvent(items: readonly AnalyticsItem[], paymentType: string) {
  return { event: 'add_payment_info', ecommerce: ecommercePayload(items, { payment_type: paymentType }) };
}

/**
 * purchase: the order's own total is the value (discounts and shipping included), with tax and
 * shipping apart as GA4 wants them.
 */
export function purchaseEvent(order: {
  number: string;
  total: number;
  tax?: number;
  shipping?: number;
  coupon?: string | null;
  items: readonly AnalyticsItem[];
}) {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: 'EUR' as const,
      value: roundMoney(order.total),
      ...(order.tax !== undefined ? { tax: roundMoney(order.tax) } : {}),
      ...(order.shipping !== undefined ? { shipping: roundMoney(order.shipping) } : {}),
      ...(order.coupon ? { coupon: order.coupon } : {}),
      items: [...order.items],
    },
  };
}
