import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { InStoreBadge } from './instore-badge.tsx';
import type { InStoreActionData, InStoreCheckData } from './instore-model.ts';

/** Where the check posts: the checkout frame's action (no `?index`, so not the step's). */
const FRAME_ACTION = '/checkout/';

/**
 * The checkout's tabletop check and badge (T3–T7). The check itself (`run-check.ts`) is loaded only
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
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('./run-check.ts').then(({ runInStoreCheck }) => {
      if (stopped) return;
      stop = runInStoreCheck(check, {
        flag: (sessionId) => void submit.current({ intent: 'flag', session_id: sessionId }, { method: 'post', action: FRAME_ACTION }),
        unflag: () => {
          setBadge(null);
          void submit.current({ intent: 'unflag' }, { method: 'post', action: FRAME_ACTION });
        },
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [check]);

  return badge ? <InStoreBadge badge={badge} /> : null;
}
