import type { MetaDescriptor } from 'react-router';
import { checkoutMeta } from '../checkout/checkout-meta.ts';

/** An account page's title in the store language; like the checkout, kept out of search engines (noindex). */
export function accountMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[], titleId: string): MetaDescriptor[] {
  return checkoutMeta(matches, titleId);
}

/** Account pages belong to one person: never kept by a browser or a proxy. */
export const privateHeaders = () => ({ 'Cache-Control': 'private, no-store' });
