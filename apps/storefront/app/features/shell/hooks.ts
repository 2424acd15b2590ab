import { useEffect, useState, useSyncExternalStore } from 'react';
import { header } from '@shop/rules';

const noopSubscribe = () => () => {};

/** False during server rendering and hydration, true afterwards: lets links turn into buttons once scripts run. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** Whether a media query matches; false on the server (mobile first). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** "Large" screens start at the desktop breakpoint, 64em (L12). */
export const DESKTOP_QUERY = '(min-width: 64em)';

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
    let lastY = window.scrollY;
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
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [large]);

  return state;
}

/** Locks page scroll while `locked` and restores the position afterwards (L15). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    const scrollY = window.scrollY;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    body.classList.add('scroll-locked');
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.classList.remove('scroll-locked');
      body.style.paddingRight = '';
      window.scrollTo({ top: scrollY });
    };
  }, [locked]);
}

/** Calls `onEscape` when Escape is pressed while `active`. */
export function useEscape(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [active, onEscape]);
}

/** Scrolls to the top and moves focus to the page's first element, for back-to-top controls (L13, N6). */
export function scrollToTop(event: { preventDefault(): void }): void {
  event.preventDefault();
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  document.getElementById('top')?.focus({ preventScroll: true });
}
