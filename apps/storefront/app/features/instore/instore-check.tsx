import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { deleteBrowserCookie, readBrowserCookie, writeBrowserCookie } from './browser-cookies.ts';
import { InStoreBadge } from './instore-badge.tsx';
import type { InStoreActionData, InStoreCheckData } from './instore-model.ts';

/** Where the check posts: the checkout frame's action (no `?index`, so not the step's). */
const FRAME_ACTION = '/checkout/';
/** A session service that does not answer within this long counts as unreachable (T8). */
const REQUEST_TIMEOUT_MS = 5000;

/**
 * The checkout's tabletop check and badge (T3–T7). The check itself (`validator.ts`) is loaded only
 * when the page has a session parameter or cookie, and runs outside React: a tick that changes
 * nothing renders nothing. The badge follows the server's answers.
 */
export function InStoreCheck({ check }: { check: InStoreCheckData }) {
  const fetcher = useFetcher<InStoreActionData>();
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const [badge, setBadge] = useState(check.badge);

  useEffect(() => {
    if (fetcher.data) setBadge(fetcher.data.badge);
  }, [fetcher.data]);

  useEffect(() => {
    if (!check.active) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    void import('./validator.ts').then(({ InStoreValidator, startingSession }) => {
      if (stopped) return;
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
          flagCart: (sessionId) => void submit.current({ intent: 'flag', session_id: sessionId }, { method: 'post', action: FRAME_ACTION }),
          unflagCart: () => {
            setBadge(null);
            void submit.current({ intent: 'unflag' }, { method: 'post', action: FRAME_ACTION });
          },
          setInterval: (callback, ms) => window.setInterval(callback, ms),
          clearInterval: (handle) => window.clearInterval(handle as number),
        },
        start,
        check.flaggedFor,
      );
      validator.start();
      stop = () => validator.stop();
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [check]);

  return badge ? <InStoreBadge badge={badge} /> : null;
}
