/**
 * A code chunk that fails to load (E6; 000 §4, §8, §9): after a deploy the page still asks for the
 * previous build's files, which are gone. Reloading fetches the page with the new build's
 * addresses. The last reload's time is kept in session storage, so a chunk that keeps failing
 * reloads the page at most once per minute instead of in a loop.
 */

/** Spec 000 §9: chunk reload guard. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Where the time of the last reload is kept, for this tab only. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

/** The messages browsers and bundlers give a script chunk that could not be fetched. */
const CHUNK_FAILURE =
  /Loading (?:CSS )?chunk [\w-]+ failed|ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error (or rejection reason) says that a code chunk could not be loaded. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (reason instanceof Error) return CHUNK_FAILURE.test(`${reason.name}: ${reason.message}`);
  return typeof reason === 'string' && CHUNK_FAILURE.test(reason);
}

interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** Whether the browser has a network; by default what `navigator.onLine` says. */
  online?: () => boolean;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Reloads the page unless it was reloaded for the same reason within the last minute. Returns
 * whether it reloaded. Without session storage (some private modes refuse it) it never reloads,
 * since nothing could stop a loop. Offline it never reloads either: the chunk failed because the
 * network is gone, and a reload would swap the page for the browser's own offline page; the
 * offline notice (L16) says what is going on, and the next failure once online reloads.
 */
export function reloadOnce(environment: ReloadEnvironment): boolean {
  const { storage, now, reload, online = browserOnline } = environment;
  if (!storage || !online()) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    const at = now();
    if (Number.isFinite(last) && last > 0 && at - last >= 0 && at - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(at));
  } catch {
    return false;
  }
  reload();
  return true;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads this page for a failed chunk, at most once a minute; whether it did. */
export function reloadForChunk(): boolean {
  return reloadOnce({ storage: sessionStore(), now: Date.now, reload: () => window.location.reload() });
}

/** An address as React Router's router keeps it. */
interface RouterAddress {
  pathname: string;
  search: string;
  hash: string;
}

/** What of React Router's router (`window.__reactRouterDataRouter`) a failed route chunk needs. */
export interface ChunkRouter {
  state: { location: RouterAddress; navigation: { location?: RouterAddress } };
  navigate(to: string, options: { replace: boolean; preventScrollReset: boolean }): Promise<void>;
}

const href = (address: RouterAddress) => `${address.pathname}${address.search}${address.hash}`;

interface RouteChunkEnvironment extends Omit<ReloadEnvironment, 'reload'> {
  router: ChunkRouter | null;
  /** Loads an address as a whole new page. */
  load: (href: string) => void;
  reload: () => void;
}

/**
 * A route's module that failed to load while the shopper moves to another page (E6; React Router
 * hands it here instead of reloading, see route-chunk-guard.ts). Once a minute the page reloads:
 * the page the shopper was going to is loaded whole from the server, with the new build's files
 * (without a navigation under way, this page). Within the minute the shopper stays on the page
 * as it was, not on an error page: the navigation is replaced by one to the current address.
 * Never settles: React Router's navigation waits for the new page, or gives way to the other one.
 */
export function routeChunkFailed(environment: RouteChunkEnvironment): Promise<never> {
  const { router, load, reload } = environment;
  const target = router?.state.navigation.location;
  const reloaded = reloadOnce({ ...environment, reload: () => (target ? load(href(target)) : reload()) });
  if (!reloaded && router && target) {
    const here = href(router.state.location);
    // After React Router has finished starting the navigation this failure belongs to.
    setTimeout(() => void router.navigate(here, { replace: true, preventScrollReset: true }), 0);
  }
  return new Promise<never>(() => {});
}

declare global {
  interface Window {
    /** Installed by installChunkReload; React Router calls it for a route module that failed (route-chunk-guard.ts). */
    __shopRouteChunkFailed?: (error: unknown) => Promise<never>;
    __reactRouterDataRouter?: unknown;
  }
}

/**
 * Listens for failed chunks: Vite's preload error (a lazy import of the shop's own code), a
 * rejected dynamic import nobody caught, and a route module React Router could not load while
 * moving to another page (handed over by the build, route-chunk-guard.ts).
 */
export function installChunkReload(): void {
  const reload = reloadForChunk;

  window.__shopRouteChunkFailed = (error) => {
    console.warn('[chunk] a page module could not be loaded', error);
    return routeChunkFailed({
      storage: sessionStore(),
      now: Date.now,
      router: (window.__reactRouterDataRouter as ChunkRouter | undefined) ?? null,
      load: (address) => window.location.assign(address),
      reload: () => window.location.reload(),
    });
  };

  window.addEventListener('vite:preloadError', (event) => {
    // Only when the page is really reloaded is the error swallowed; otherwise it takes its usual course.
    if (reload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason) && reload()) event.preventDefault();
  });
}
