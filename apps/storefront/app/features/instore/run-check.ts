/**
 * The browser's tabletop check wired to the page (fetch, cookies, timers), loaded as its own chunk
 * only on checkout pages with a session parameter or cookie.
 */
import { deleteBrowserCookie, readBrowserCookie, writeBrowserCookie } from './browser-cookies.ts';
import type { InStoreCheckData } from './instore-model.ts';
import { InStoreValidator, startingSession } from './validator.ts';

/** A session service that does not answer within this long counts as unreachable (T8). */
const REQUEST_TIMEOUT_MS = 5000;

/** Starts the check; returns what stops it. `flag` / `unflag` ask the shop's server about the cart. */
export function runInStoreCheck(check: InStoreCheckData, cart: { flag(sessionId: string): void; unflag(): void }): () => void {
  const start = startingSession(window.location.search, readBrowserCookie, check.baseUrls, window.location.origin);
  const validator = new InStoreValidator(
    {
      fetch: (url) =>
        fetch(url, {
          cache: 'no-store',
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        }),
      readCookie: readBrowserCookie,
      writeCookie: writeBrowserCookie,
      deleteCookie: deleteBrowserCookie,
      flagCart: cart.flag,
      unflagCart: cart.unflag,
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    start,
    check.flaggedFor,
  );
  validator.start();
  return () => validator.stop();
}
