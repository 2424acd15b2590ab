import { minWidthQuery } from '@shop/rules';
import { useEffect } from 'react';
import { useBrowserStore } from './browser-store.ts';

const noopSubscribe = () => () => {};

/** False during server rendering and hydration, true afterwards: lets links turn into buttons once scripts run. */
export function useHydrated(): boolean {
  return useBrowserStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/** Whether a media query matches; false on the server (mobile first). */
export function useMediaQuery(query: string): boolean {
  return useBrowserStore(
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
export const DESKTOP_QUERY = minWidthQuery('desktop');

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
