import type { Plugin } from 'vite';

/**
 * E6 (spec 000 §4, §8, §9): a failed code chunk reloads the page at most once a minute. React Router
 * loads a route's module itself when the shopper moves to a page of another route, and when that
 * module is gone (after a deploy) it reloads the page at once, every time: the guard never sees it,
 * and a chunk that keeps failing reloads on every click. This build step hands that failure to the
 * shop's guard instead (`features/shell/error-chunk-reload.ts`, `window.__shopRouteChunkFailed`).
 * The build stops when React Router's code no longer has the expected shape, so an upgrade cannot
 * drop the guard silently.
 */

/** What React Router does with a route module that failed to load (react-router 7, `loadRouteModule`). */
export const ROUTER_RELOAD = /window\.location\.reload\(\);\s*return new Promise\(\(\) => \{\s*\}\);/;

/** The name of the shop's handler on `window`, installed before hydration (entry.client.tsx). */
export const ROUTE_CHUNK_HANDLER = '__shopRouteChunkFailed';

/** Marks React Router's route module loader among its files. */
const LOADER_MARK = 'Error loading route module';

const REACT_ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/;

/** React Router's code with the route-module reload handed to the shop's guard; null when the file has no such loader. */
export function guardRouteChunkReload(code: string): string | null {
  if (!code.includes(LOADER_MARK)) return null;
  if (!ROUTER_RELOAD.test(code)) {
    throw new Error(
      "React Router's route module loader has changed: the failed-chunk guard (E6, route-chunk-guard.ts) no longer finds its reload.",
    );
  }
  return code.replace(ROUTER_RELOAD, `return window.${ROUTE_CHUNK_HANDLER}(error);`);
}

export function routeChunkGuard(): Plugin {
  return {
    name: 'shop:route-chunk-guard',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      const guarded = guardRouteChunkReload(code);
      return guarded === null ? null : { code: guarded, map: null };
    },
  };
}
