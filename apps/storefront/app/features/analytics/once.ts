/** Where sent keys are remembered; localStorage in the browser, a map in tests. */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const STORAGE_KEY = 'va_sent_events';
/** Enough for any shopper's recent orders; the oldest fall off. */
const MAX_REMEMBERED = 50;

function remembered(store: KeyStore): string[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * True the first time a key is seen in this browser, false ever after (purchase once per order
 * number, AN8). Without storage (private mode, blocked) it answers true: better a rare double than none.
 */
export function firstTime(store: KeyStore | null, key: string): boolean {
  if (!store) return true;
  try {
    const keys = remembered(store);
    if (keys.includes(key)) return false;
    store.setItem(STORAGE_KEY, JSON.stringify([...keys, key].slice(-MAX_REMEMBERED)));
    return true;
  } catch {
    return true;
  }
}

export function browserStore(): KeyStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
