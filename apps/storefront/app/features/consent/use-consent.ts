import { useBrowserStore } from '../../ui/browser-store.ts';
import { useRouteLoaderData } from 'react-router';
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

/** A consent state as a string, so React compares it by value. */
function toSnapshot(state: ConsentState): string {
  return `${state.answered ? 1 : 0}|${state.categories?.join(',') ?? ''}|${state.categories === null ? 0 : 1}`;
}

function snapshot(): string {
  return toSnapshot(readConsent(document.cookie));
}

function isConsentState(value: unknown): value is ConsentState {
  if (typeof value !== 'object' || value === null) return false;
  const { answered, categories } = value as Record<string, unknown>;
  return typeof answered === 'boolean' && (categories === null || Array.isArray(categories));
}

/** What the server read from the request's cookies (the root's `consent`); unknown when it said nothing. */
function serverSnapshot(root: unknown): string {
  const consent = typeof root === 'object' && root !== null ? (root as { consent?: unknown }).consent : undefined;
  return isConsentState(consent) ? toSnapshot(consent) : UNKNOWN;
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
 * The shopper's consent: on the server and while hydrating, as the request's cookies said (the
 * root loader reads them; the page cache keeps a page per consent cookie, decision 063), then as
 * the browser's cookies say. Null only where the server gave no word (an error before the root's
 * data).
 */
export function useConsent(): ConsentState | null {
  const server = serverSnapshot(useRouteLoaderData('root'));
  return fromSnapshot(useBrowserStore(subscribe, snapshot, () => server));
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
