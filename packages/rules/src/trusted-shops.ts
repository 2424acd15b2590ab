/**
 * The Trusted Shops reviews page of a store (000 §2 footer, N11, N12; decision 050). A store names
 * its Trusted Shops shop id (TSID: "X" and 32 hexadecimal digits) in its store information; without
 * a valid one the shop links to no reviews page rather than to a placeholder.
 */
import type { Locale } from './locales.ts';

const TSID = /^X[0-9A-F]{32}$/;

/** The reviews page's address per language: Trusted Shops' own site for that language. */
const PROFILE_PAGES: Record<Locale, string> = {
  nl: 'https://www.trustedshops.nl/verkopersbeoordeling/info_',
  en: 'https://www.trustedshops.eu/buyerrating/info_',
  de: 'https://www.trustedshops.de/bewertung/info_',
};

/** Whether a text is a Trusted Shops shop id. */
export function isTrustedShopsId(value: string | null | undefined): value is string {
  return typeof value === 'string' && TSID.test(value);
}

/** The store's reviews page in the shopper's language, or null when the store has no valid shop id. */
export function trustedShopsReviewsUrl(shopId: string | null | undefined, language: Locale): string | null {
  return isTrustedShopsId(shopId) ? `${PROFILE_PAGES[language]}${shopId}.html` : null;
}
