import { useSyncExternalStore } from 'react';
import { pushDataLayer } from '../analytics/data-layer.ts';
import {
  categoriesAfter,
  consentCookies,
  cookiePreferenceEvent,
  readConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
} from './consent.ts';

const CHANGE_EVENT = 'shop:consent';
const UNKNOWN = 'unknown';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** A string snapshot, so React compares it by value. */
function snapshot(): string {
  const state = readConsent(document.cookie);
  return `${state.answered ? 1 : 0}|${state.categories?.join(',') ?? ''}|${state.categories === null ? 0 : 1}`;
}

function fromSnapshot(value: string): ConsentState | null {
  if (value === UNKNOWN) return null;
  const [answered = '0', categories = '', present = '0'] = value.split('|');
  return {
    answered: answered === '1',
    categories: present === '1' ? (categories.split(',').filter(Boolean) as ConsentCategory[]) : null,
  };
}

/**
 * The shopper's consent as the browser's cookies say; null while rendering on the server (the
 * page is shared by every visitor, so the bar and the tags are decided in the browser).
 */
export function useConsent(): ConsentState | null {
  return fromSnapshot(useSyncExternalStore(subscribe, snapshot, () => UNKNOWN));
}

/**
 * Records a choice with scripts: writes both cookies (Secure over https), sends cookiePreference
 * (AN3) and lets every consent reader know. Without scripts the same forms post to /cookie-consent/.
 */
export function applyConsentChoice(choice: ConsentChoice, ticked: readonly string[] = []): ConsentCategory[] {
  const categories = categoriesAfter(choice, readConsent(document.cookie).categories, ticked);
  for (const cookie of consentCookies(categories, window.location.protocol === 'https:')) document.cookie = cookie;
  pushDataLayer(cookiePreferenceEvent(choice, categories));
  window.dispatchEvent(new Event(CHANGE_EVENT));
  return categories;
}
