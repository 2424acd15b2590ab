import { breakpointNames, minWidthQuery, type Breakpoint } from '@shop/rules';
import { useBrowserStore } from './browser-store.ts';

const QUERIES = breakpointNames.flatMap((name) => (name === 'mobile' ? [] : [{ name, query: minWidthQuery(name) }]));

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/** The widest breakpoint whose media query holds, read the way the stylesheets read it. */
function currentBreakpoint(): Breakpoint {
  let current: Breakpoint = 'mobile';
  for (const { name, query } of QUERIES) if (window.matchMedia(query).matches) current = name;
  return current;
}

const serverBreakpoint = () => null;

/**
 * The breakpoint the page is drawn at (K1; 000 §4: breakpoint kept as state), following the
 * window as it is resized; null on the server and while hydrating, where no width is known.
 */
export function useBreakpoint(): Breakpoint | null {
  return useBrowserStore(subscribe, currentBreakpoint, serverBreakpoint);
}
