/** Marks a route as drawn in the checkout layout instead of the shop's (read by the root layout, L4). */
export const checkoutLayoutHandle = { layout: 'checkout' } as const;

/** Whether a route handle asks for the checkout layout. */
export function isCheckoutLayoutHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { layout?: unknown }).layout === 'checkout';
}
