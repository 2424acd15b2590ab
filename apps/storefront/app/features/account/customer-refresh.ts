import { timings } from '@shop/rules';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Calls `refresh` 900000 ms after the start and then every 900000 ms (A3); returns the stop function.
 * The timer functions are passed in so tests can run it on a fixed clock.
 */
export function scheduleCustomerRefresh(
  refresh: () => void,
  timer: { setInterval: typeof setInterval; clearInterval: typeof clearInterval } = globalThis,
): () => void {
  const handle = timer.setInterval(refresh, timings.customerRefreshMs);
  return () => timer.clearInterval(handle);
}

/**
 * A3: while a customer is logged in, the page's data (the root loader's login check among it) is
 * loaded again every 15 minutes, so an expired or revoked login shows as logged out.
 */
export function useCustomerRefresh(loggedIn: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!loggedIn) return undefined;
    return scheduleCustomerRefresh(() => {
      if (latest.current.state === 'idle') void latest.current.revalidate();
    });
  }, [loggedIn]);
}
