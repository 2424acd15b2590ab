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
}

/**
 * Reloads the page unless it was reloaded for the same reason within the last minute. Returns
 * whether it reloaded. Without session storage (some private modes refuse it) it never reloads,
 * since nothing could stop a loop.
 */
export function reloadOnce(environment: ReloadEnvironment): boolean {
  const { storage, now, reload } = environment;
  if (!storage) return false;
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

/**
 * Listens for failed chunks: Vite's preload error (a lazy import of the shop's own code) and a
 * rejected dynamic import nobody caught. A route module that fails during navigation is React
 * Router's to handle: it reloads the page for the new address itself.
 */
export function installChunkReload(): void {
  const reload = () => reloadOnce({ storage: sessionStore(), now: Date.now, reload: () => window.location.reload() });

  window.addEventListener('vite:preloadError', (event) => {
    // Only when the page is really reloaded is the error swallowed; otherwise it takes its usual course.
    if (reload()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason) && reload()) event.preventDefault();
  });
}
