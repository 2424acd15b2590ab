import { isSameSitePath } from '@shop/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Session storage key of the last visited listing address (C12, C13). */
export const LAST_LISTING_KEY = 'shop:last-listing';

/** Remembers this listing address (path, filters, page) for the product page's back link (C12). */
export function useRememberListing(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      window.sessionStorage.setItem(LAST_LISTING_KEY, `${pathname}${search}`);
    } catch {
      // Storage can be off (private mode, quota); the back link then falls back to the category.
    }
  }, [pathname, search]);
}

/** The last visited listing address, or null when none was remembered in this tab. */
export function readRememberedListing(): string | null {
  try {
    const value = window.sessionStorage.getItem(LAST_LISTING_KEY);
    return value && isSameSitePath(value) ? value : null;
  } catch {
    return null;
  }
}
