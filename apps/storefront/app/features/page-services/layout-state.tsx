import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useBreakpoint } from '../../ui/breakpoint.ts';
import { isCheckoutLayoutHandle } from '../checkout/layout-handle.ts';

/** The page's template (000 §2: default, home, cart; the checkout has its own layout). */
export function usePageTemplate(): string {
  const matches = useMatches();
  if (matches.some((match) => isCheckoutLayoutHandle(match.handle))) return 'checkout';
  const named = matches
    .map((match) => (match.handle as { template?: unknown } | undefined)?.template)
    .filter((value) => typeof value === 'string');
  return named.at(-1) ?? 'default';
}

/**
 * Breakpoint and template kept as state (000 §4; K1): written on the document element as
 * `data-breakpoint` and `data-template`, where debug mode shows them and tests and styles may read
 * them. Nothing is written before hydration, when the width is not known yet.
 */
export function LayoutState() {
  const breakpoint = useBreakpoint();
  const template = usePageTemplate();
  useEffect(() => {
    const root = document.documentElement;
    if (breakpoint) root.dataset.breakpoint = breakpoint;
    root.dataset.template = template;
  }, [breakpoint, template]);
  return null;
}
