import { sizing, SIZING_SESSION_ID } from '@shop/rules';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { thirdPartyEnabled } from '../../lib/third-party.ts';
import { readCookie } from '../consent/consent.ts';
import { inNextTask } from '../../ui/next-task.ts';

/** The service's code is fetched only when a session is to be started. */
const loadService = () => import('./sizing-service.ts');

/**
 * L22: once the page has loaded, a sizing session id is fetched and kept in the sizing cookie,
 * unless the page was opened with `?thirdparty=disabled` (then no call and no cookie) or the
 * cookie holds one already. A failure is only logged (000 §6): the shop works without advice.
 */
export function SizingSession() {
  const { search } = useLocation();
  const enabled = thirdPartyEnabled(search);
  useEffect(() => {
    if (!enabled || SIZING_SESSION_ID.test(readCookie(document.cookie, sizing.cookie.name) ?? '')) return;
    let cancelled = false;
    const start = () => {
      loadService()
        .then(async ({ ownSizingService, sizingSessionCookie }) => {
          const id = await ownSizingService.startSession();
          if (!cancelled) document.cookie = sizingSessionCookie(id, location.protocol === 'https:');
        })
        .catch((error: unknown) => console.warn('[sizing] no session', error));
    };
    // In a task of its own, not inside the page's effects (ui/next-task.ts).
    let cancel = () => {};
    if (document.readyState === 'complete') cancel = inNextTask(start);
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      cancel();
      window.removeEventListener('load', start);
    };
  }, [enabled]);
  return null;
}
