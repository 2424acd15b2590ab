/**
 * Debug mode (000 §2, §3, §6; L19; decision 052): `?debugmode=true` switches it on, `?debugmode=false`
 * off, on any page; in between it is kept in the tab's session storage, so it lasts while the tab
 * is open and a new tab starts without it.
 */
export const DEBUG_MODE_KEY = 'va_debugmode';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the address asks: true, false, or nothing (no parameter, or another value). */
export function debugModeParam(search: string): boolean | null {
  const value = new URLSearchParams(search).get('debugmode');
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** Stores what the address asks and answers whether debug mode is on now. */
export function applyDebugModeParam(search: string, storage: FlagStorage): boolean {
  const wanted = debugModeParam(search);
  if (wanted === true) storage.setItem(DEBUG_MODE_KEY, 'true');
  if (wanted === false) storage.removeItem(DEBUG_MODE_KEY);
  return storage.getItem(DEBUG_MODE_KEY) === 'true';
}

/** The tab's session storage; null on the server, or where the browser refuses it. */
export function tabStorage(): FlagStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Whether debug mode is on in this tab (never on the server); the address decides before it is stored. */
export function isDebugMode(): boolean {
  if (typeof window === 'undefined') return false;
  const asked = debugModeParam(window.location.search);
  if (asked !== null) return asked;
  try {
    return tabStorage()?.getItem(DEBUG_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}
