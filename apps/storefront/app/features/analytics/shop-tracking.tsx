import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { CookieBar } from '../consent/cookie-bar.tsx';
import { useConsent } from '../consent/use-consent.ts';
import { affiliateCookie } from './affiliate.ts';
import { pushDataLayer } from './data-layer.ts';
import { pageTypeFor, pageViewEvent } from './page-type.ts';
import { injectTagManager, mayLoadTags, whenIdleAfterLoad } from './tag-loader.ts';

const TAG_ID: string | undefined = import.meta.env.VITE_TAG_MANAGER_ID;

/** A page view on the first load and on every client navigation, with the page type (AN2, AN8). */
function usePageViews(language: string, enabled: boolean): void {
  const location = useLocation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const pageType = leaf ? pageTypeFor(leaf.id, leaf.data) : 'other';
  // A layout effect runs before the page's own effects, so the page view comes before view_item and the like.
  useLayoutEffect(() => {
    if (!enabled) return;
    pushDataLayer(pageViewEvent(pageType, location.pathname, language));
    // One page view per address; the type belongs to the same address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);
}

/** CK9, CK10: `?dn=` stores the partner code in dn_cookie. */
function useAffiliateCode(): void {
  const { search } = useLocation();
  useEffect(() => {
    const cookie = affiliateCookie(search, window.location.protocol === 'https:');
    if (cookie) document.cookie = cookie;
  }, [search]);
}

/** P4: the tag manager loads only after consent, after `load`, an interaction or the delay, and idle. */
function useTagManager(nonce: string | undefined): void {
  const consent = useConsent();
  const { search } = useLocation();
  const allowed = mayLoadTags({ tagId: TAG_ID, consent, search });
  useEffect(() => {
    if (!allowed || !TAG_ID) return;
    const tagId = TAG_ID;
    return whenIdleAfterLoad(window, () => {
      pushDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
      injectTagManager(document, tagId, nonce);
    });
  }, [allowed, nonce]);
}

/**
 * The shop's consent and measuring in one place (decision 024): the cookie bar, page views, the
 * partner code and the consent-gated tag manager. Rendered once in the root, and in its error boundary.
 */
export function ShopTracking({ storeCode, language, errorPage = false }: { storeCode: string; language: string; errorPage?: boolean }) {
  const root = useRouteLoaderData('root') as { cspNonce?: unknown } | undefined;
  const nonce = typeof root?.cspNonce === 'string' ? root.cspNonce : undefined;
  // The error page sends its own page view (404 after its loading bar).
  usePageViews(language, !errorPage);
  useAffiliateCode();
  useTagManager(nonce);
  return <CookieBar storeCode={storeCode} />;
}
