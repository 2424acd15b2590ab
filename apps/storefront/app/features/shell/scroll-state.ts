import { useEffect, useState } from 'react';
import { header } from '@shop/rules';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/hooks.ts';

export interface ScrollState {
  /** Past the fixed-header threshold: 25 px on small screens, 35 px on large ones (L11). */
  fixed: boolean;
  /** Last scroll direction while fixed; "up" shows the compact header (L11). */
  direction: 'up' | 'down';
  /** Past 400 px: the back-to-top control shows (L13). */
  showBackToTop: boolean;
}

/** Whether the header is fixed, which way the page scrolls and whether back-to-top shows. */
export function useScrollState(): ScrollState {
  const large = useMediaQuery(DESKTOP_QUERY);
  const [state, setState] = useState<ScrollState>({ fixed: false, direction: 'down', showBackToTop: false });

  useEffect(() => {
    const threshold = large ? header.fixedAfterLargePx : header.fixedAfterSmallPx;
    let lastY = 0;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      // Small jitters (touch, rubber-banding) should not flip the header.
      const delta = y - lastY;
      setState((previous) => {
        const direction = Math.abs(delta) < 4 ? previous.direction : delta < 0 ? 'up' : 'down';
        const next = { fixed: y > threshold, direction, showBackToTop: y > header.backToTopAfterPx } as const;
        return next.fixed === previous.fixed && next.direction === previous.direction && next.showBackToTop === previous.showBackToTop
          ? previous
          : next;
      });
      if (Math.abs(delta) >= 4) lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // The page's position is read in the next frame, not here: reading it lays out what hydration's
    // commit left to lay out, inside the task that runs all of the page's effects (decision 067).
    frame = requestAnimationFrame(() => {
      lastY = window.scrollY;
      update();
    });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [large]);

  return state;
}
