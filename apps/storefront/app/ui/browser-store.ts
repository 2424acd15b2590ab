import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { inNextTask } from './next-task.ts';

/**
 * Whether the page's hydration has committed. Parts rendered after it (a client navigation, a
 * dialog opened) read the browser's value at once; parts the server drew start from the server's.
 */
let pageHydrated = false;

/** Whether the page's hydration has committed (false on the server and while the page hydrates). */
export function isPageHydrated(): boolean {
  return pageHydrated;
}

/**
 * A value the browser knows and the server does not (a media query, the connection, storage, the
 * cookies, whether scripts run), as `useSyncExternalStore` reads it, but taken up after hydration
 * in a transition instead of at once.
 *
 * React hydrates the page in a transition, in slices that leave the main thread to the browser
 * every few milliseconds. A store whose browser value differs from the server's makes React render
 * its readers again as soon as hydration has committed, synchronously: with the root, the header and
 * the product page among the readers that was the whole page again, one task of 400–600 ms on a
 * phone (decision 067). Here a part the server drew keeps the server's value through hydration;
 * afterwards, where the browser's value differs, the part renders again in a transition, which
 * React renders in slices too and sets aside for a tap, and where it is the same nothing renders.
 * Later changes of the store (a resize, going offline, another tab's wish list) render at once, as
 * with `useSyncExternalStore`.
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const settled = useRef(pageHydrated);
  const [, setTakenUp] = useState(false);
  const read = useCallback(() => (settled.current ? getSnapshot() : getServerSnapshot()), [getSnapshot, getServerSnapshot]);
  // React asks for the server's value only while it hydrates the part: a part hydrated after the
  // page (app/ui/hydrate-on-demand.tsx) starts from the server's value too, and takes the browser's
  // up in a transition, instead of being rendered again at once when React checks the store.
  const hydrating = useCallback(() => {
    settled.current = false;
    return getServerSnapshot();
  }, [getServerSnapshot]);
  const value = useSyncExternalStore(subscribe, read, hydrating);
  // After the store's own check of the hydrated value (React runs a part's effects in order), so
  // that check still compares the server's value with itself. The browser's value is read in a
  // task of its own after the effects (ui/next-task.ts): reading it (storage, the cookies) for
  // every reader on the page made the effects' task one of the longest of hydration.
  useEffect(() => {
    pageHydrated = true;
    if (settled.current) return undefined;
    return inNextTask(() => {
      settled.current = true;
      if (!Object.is(getSnapshot(), getServerSnapshot())) startTransition(() => setTakenUp(true));
    });
  }, [getSnapshot, getServerSnapshot]);
  return value;
}
