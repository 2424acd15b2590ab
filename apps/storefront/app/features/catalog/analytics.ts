/** GA4-shaped e-commerce item (AN8). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_brand?: string;
  price: number;
  quantity: number;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Pushes the productClick event to the tag-manager data layer when a tile is clicked (AN6). */
export function pushProductClick(item: AnalyticsItem, listName?: string, index?: number): void {
  if (typeof window === 'undefined') return;
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({
    event: 'productClick',
    ecommerce: {
      currency: 'EUR',
      value: item.price,
      ...(listName ? { item_list_name: listName } : {}),
      items: [{ ...item, ...(listName ? { item_list_name: listName } : {}), ...(index !== undefined ? { index } : {}) }],
    },
  });
}
