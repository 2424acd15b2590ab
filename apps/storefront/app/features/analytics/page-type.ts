/** The page types a page view carries (AN2, AN8); 404 is sent by the not-found screen itself. */
export type PageType = 'home' | 'category' | 'product' | 'content' | 'search' | 'cart' | 'checkout' | 'account' | 'wishlist' | 'other';

/** The page type from the deepest route that rendered (its id and, for the catch-all, its data's kind). */
export function pageTypeFor(routeId: string, data: unknown): PageType {
  if (routeId === 'routes/home') return 'home';
  if (routeId === 'routes/catch-all') {
    const kind = (data as { kind?: unknown } | null | undefined)?.kind;
    return kind === 'product' || kind === 'category' || kind === 'content' ? kind : 'other';
  }
  if (routeId.startsWith('brand-')) return 'category';
  if (routeId === 'routes/search') return 'search';
  if (routeId === 'routes/cart') return 'cart';
  if (routeId.startsWith('routes/checkout') || routeId === 'routes/order-complete') return 'checkout';
  if (routeId.startsWith('routes/customer')) return 'account';
  if (routeId.startsWith('routes/wishlist')) return 'wishlist';
  return 'other';
}

export function pageViewEvent(pageType: PageType, path: string, language: string) {
  return { event: 'pageview', pageType, pagePath: path, language };
}
