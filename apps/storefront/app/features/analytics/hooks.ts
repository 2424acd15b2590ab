import { useEffect, useRef, type FormEvent } from 'react';
import { pushEcommerce } from './data-layer.ts';
import type { CheckoutAnalytics, PurchaseAnalytics } from './checkout-analytics.ts';
import {
  addPaymentInfoEvent,
  addShippingInfoEvent,
  beginCheckoutEvent,
  purchaseEvent,
  toAnalyticsItem,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  type AnalyticsItem,
} from './ecommerce.ts';
import { browserStore, firstTime } from './once.ts';

/**
 * Sends an e-commerce event once for each new key (a page's content, not each render); with
 * `oncePerBrowser` the key is remembered across reloads (purchase, AN8).
 */
function useEcommerceEvent(key: string | null, build: () => { event: string; ecommerce: object }, oncePerBrowser = false): void {
  const buildRef = useRef(build);
  buildRef.current = build;
  useEffect(() => {
    if (key === null) return;
    if (oncePerBrowser && !firstTime(browserStore(), key)) return;
    pushEcommerce(buildRef.current());
  }, [key, oncePerBrowser]);
}

/** view_item_list for a listing's tiles. */
export function useViewItemList(
  listName: string,
  products: readonly { sku: string; name: string; brand: string | null; price: number }[],
  firstIndex = 0,
): void {
  const key = products.length > 0 ? `${listName}|${firstIndex}|${products.map((product) => product.sku).join(',')}` : null;
  useEcommerceEvent(key, () =>
    viewItemListEvent(
      listName,
      products.map((product) => toAnalyticsItem(product)),
      firstIndex,
    ),
  );
}

/** view_item for a product page. */
export function useViewItem(item: AnalyticsItem | null | undefined): void {
  useEcommerceEvent(item ? `${item.item_id}|${item.price}` : null, () => viewItemEvent(item as AnalyticsItem));
}

/** view_cart for the cart page: once per cart content. */
export function useViewCart(items: readonly AnalyticsItem[]): void {
  const key = items.length > 0 ? items.map((item) => `${item.item_id}x${item.quantity}`).join(',') : null;
  useEcommerceEvent(key, () => viewCartEvent(items));
}

/** begin_checkout on the checkout's first step: once per cart in this browser session. */
export function useBeginCheckout(analytics: CheckoutAnalytics | null | undefined): void {
  useEcommerceEvent(analytics && analytics.items.length > 0 ? `begin_checkout:${analytics.key}` : null, () =>
    beginCheckoutEvent((analytics as CheckoutAnalytics).items),
  );
}

/** add_shipping_info when the payment step opens with a delivery option chosen (the shipment step's answer). */
export function useAddShippingInfo(analytics: CheckoutAnalytics | null | undefined): void {
  const tier = analytics?.shippingTier ?? null;
  useEcommerceEvent(analytics && tier ? `add_shipping_info:${analytics.key}:${tier}` : null, () =>
    addShippingInfoEvent((analytics as CheckoutAnalytics).items, tier as string),
  );
}

/** add_payment_info when the payment form is sent, with the chosen method (field `method`). */
export function addPaymentInfoOnSubmit(analytics: CheckoutAnalytics | null | undefined) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!analytics || analytics.items.length === 0) return;
    const method = new FormData(event.currentTarget).get('method');
    if (typeof method !== 'string' || method === '') return;
    pushEcommerce(addPaymentInfoEvent(analytics.items, method));
  };
}

/** purchase on the confirmation page: once per order number, never again on a reload (AN8). */
export function usePurchase(analytics: PurchaseAnalytics | null | undefined): void {
  useEcommerceEvent(analytics ? `purchase:${analytics.number}` : null, () => purchaseEvent(analytics as PurchaseAnalytics), true);
}
