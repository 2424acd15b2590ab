/**
 * Cookie consent (000 §3, §4; P1–P4, CK1–CK3). Two cookies, names ours (decision 024):
 * - `va_cookie_message=1`: the shopper has answered the cookie bar; the bar stays away.
 * - `va_cookie_settings=functional,analytics,marketing`: the accepted categories; functional
 *   cookies are always on, analytics and marketing only after an explicit yes.
 * Both last 100 days, path `/`, `Secure` behind TLS, SameSite=Lax, readable by the page's script
 * (it answers the bar in place). The server reads them too, to render the bar or not; the page
 * cache keeps a page per consent cookie value (decision 063).
 */

import { cookies, readCookie } from '@shop/rules';

export const MESSAGE_COOKIE = cookies.message.name;
export const SETTINGS_COOKIE = cookies.settings.name;
export const CONSENT_MAX_AGE_S = cookies.message.maxAgeSeconds;

export const consentCategories = ['functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export interface ConsentState {
  /** True once the bar has been answered (message cookie present). */
  answered: boolean;
  /** Accepted categories; null when no settings cookie exists yet. */
  categories: ConsentCategory[] | null;
}

export type ConsentChoice = 'accept' | 'deny' | 'save';

/** Reads one cookie's value from a `Cookie` header or `document.cookie`; null when absent (as the page cache reads it). */
export { readCookie };

/** The categories in a settings cookie value: unknown words dropped, functional always in, fixed order. */
export function parseCategories(value: string | null): ConsentCategory[] | null {
  if (value === null) return null;
  const words = new Set(value.slice(0, 200).split(','));
  return consentCategories.filter((category) => category === 'functional' || words.has(category));
}

export function readConsent(cookieHeader: string | null | undefined): ConsentState {
  return {
    answered: readCookie(cookieHeader, MESSAGE_COOKIE) !== null,
    categories: parseCategories(readCookie(cookieHeader, SETTINGS_COOKIE)),
  };
}

/** True when the shopper has said yes to this category; nothing counts before the bar is answered. */
export function hasConsent(state: ConsentState, category: ConsentCategory): boolean {
  if (category === 'functional') return true;
  return state.answered && (state.categories?.includes(category) ?? false);
}

/**
 * The categories after a choice (P2, P4): accept keeps an existing settings cookie and otherwise
 * accepts all; deny keeps functional only; save stores exactly the ticked categories.
 */
export function categoriesAfter(
  choice: ConsentChoice,
  current: ConsentCategory[] | null,
  ticked: readonly string[] = [],
): ConsentCategory[] {
  switch (choice) {
    case 'accept':
      return current ?? [...consentCategories];
    case 'deny':
      return ['functional'];
    case 'save':
      return consentCategories.filter((category) => category === 'functional' || ticked.includes(category));
  }
}

/** One consent cookie as a `Set-Cookie` value or `document.cookie` assignment (CK1, CK2). */
export function consentCookie(name: string, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Both cookies written for a choice: the message cookie and the settings cookie. */
export function consentCookies(categories: readonly ConsentCategory[], secure: boolean): string[] {
  return [consentCookie(MESSAGE_COOKIE, '1', secure), consentCookie(SETTINGS_COOKIE, categories.join(','), secure)];
}

/** The cookiePreference event (AN3) for the data layer. */
export function cookiePreferenceEvent(choice: ConsentChoice, categories: readonly ConsentCategory[]) {
  return {
    event: 'cookiePreference',
    cookiePreference: choice,
    cookieCategories: [...categories],
    analyticsConsent: categories.includes('analytics'),
    marketingConsent: categories.includes('marketing'),
  };
}
