import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadFailure,
  reloadOnce,
  routeChunkFailed,
  type ChunkRouter,
} from './error-chunk-reload.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function environment(storage: ReturnType<typeof memoryStorage> | null, start = 1_000_000) {
  const state = { now: start, reloads: 0, online: true };
  return { state, env: { storage, now: () => state.now, reload: () => void state.reloads++, online: () => state.online } };
}

describe('chunk reload', () => {
  it("E6: recognises a failed chunk by the browsers' and bundlers' messages", () => {
    expect(isChunkLoadFailure(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://shop/assets/x-1.js'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
    expect(isChunkLoadFailure({ message: 'Loading chunk 1 failed' })).toBe(false);
  });

  it('E6: reloads once, and not again within 60 s', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(1);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    state.now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(reloadOnce(env)).toBe(false);
    expect(state.reloads).toBe(1);
  });

  it('E6: reloads again once a minute has passed', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    reloadOnce(env);
    state.now += CHUNK_RELOAD_GUARD_MS;
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('E6: a damaged or future guard value does not block a reload forever', () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    storage.setItem(CHUNK_RELOAD_KEY, 'garbage<script>');
    expect(reloadOnce(env)).toBe(true);
    storage.setItem(CHUNK_RELOAD_KEY, String(state.now + 10 * CHUNK_RELOAD_GUARD_MS));
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it("E6, L16: offline it keeps the page instead of reloading into the browser's offline page, and reloads once back online", () => {
    const storage = memoryStorage();
    const { state, env } = environment(storage);
    state.online = false;
    expect(reloadOnce(env)).toBe(false);
    expect(state.reloads).toBe(0);
    expect(storage.values.has(CHUNK_RELOAD_KEY)).toBe(false);
    state.online = true;
    expect(reloadOnce(env)).toBe(true);
    expect(state.reloads).toBe(1);
  });

  it('E6: without session storage it never reloads, so it cannot loop', () => {
    const { state, env } = environment(null);
    expect(reloadOnce(env)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(reloadOnce({ ...env, storage: refusing })).toBe(false);
    expect(state.reloads).toBe(0);
  });
});

/** A router on /kleding/ moving to the product page, whose module fails to load. */
function movingRouter() {
  const navigations: string[] = [];
  const router: ChunkRouter = {
    state: {
      location: { pathname: '/kleding/', search: '?kleur=blauw', hash: '' },
      navigation: { location: { pathname: '/overhemd-wit.html', search: '', hash: '' } },
    },
    navigate: (to) => {
      navigations.push(to);
      return Promise.resolve();
    },
  };
  return { router, navigations };
}

afterEach(() => vi.useRealTimers());

describe('a route module that fails to load while moving to another page (E6)', () => {
  it('loads the page the shopper was going to, whole from the server, once a minute; the navigation never settles', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const loads: string[] = [];
    const reloads: number[] = [];
    const { router, navigations } = movingRouter();
    const settled = vi.fn();
    void routeChunkFailed({ storage, now: () => 1_000_000, router, load: (href) => loads.push(href), reload: () => reloads.push(1) }).then(
      settled,
      settled,
    );
    await vi.runAllTimersAsync();
    expect(loads).toEqual(['/overhemd-wit.html']);
    expect(reloads).toEqual([]);
    expect(navigations).toEqual([]);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(settled).not.toHaveBeenCalled();
  });

  it('within the minute it does not load or reload again: the shopper stays on the listing as it was', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_KEY, '1000000');
    const loads: string[] = [];
    const { router, navigations } = movingRouter();
    void routeChunkFailed({
      storage,
      now: () => 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1,
      router,
      load: (href) => loads.push(href),
      reload: () => loads.push('reload'),
    });
    await vi.runAllTimersAsync();
    expect(loads).toEqual([]);
    // The navigation to the product gives way to one to the listing's own address: no error page.
    expect(navigations).toEqual(['/kleding/?kleur=blauw']);
  });
});
