/** The shop and table an in-store cart or order is placed at (the badge). */
export interface InStoreBadgeView {
  /** The shop's name; null when the shop is no longer known. */
  location: string | null;
  table: string;
}

/** What the checkout frame hands its tabletop check. */
export interface InStoreCheckData {
  /** The session services a device may name (INSTORE_BASE_URLS, T9). */
  baseUrls: string[];
  /** A session parameter or cookie is there: only then is the check loaded and run. */
  active: boolean;
  /** The session the cart is flagged for, when the server knows it is (no second request). */
  flaggedFor: string | null;
  badge: InStoreBadgeView | null;
}

/** The frame action's answer to the check's flag / unflag request. */
export interface InStoreActionData {
  flagged: boolean;
  badge: InStoreBadgeView | null;
}

/** The message key and values of the badge: with or without the shop's name. */
export function badgeMessage(badge: InStoreBadgeView): { id: string; values: Record<string, string> } {
  return badge.location
    ? { id: 'instore.badge.full', values: { shop: badge.location, table: badge.table } }
    : { id: 'instore.badge.table', values: { table: badge.table } };
}
