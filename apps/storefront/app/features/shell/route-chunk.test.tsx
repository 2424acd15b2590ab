import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, routeChunkFailed, type ChunkRouter } from './error-chunk-reload.ts';
import { lazyChunk } from './lazy-chunk.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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

describe('a part of a page whose code fails to load (E6)', () => {
  it('is left out and the page around it renders, instead of the error page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Broken = lazyChunk<{ label: string }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/quick-view-panel-abc.js')),
    );
    const page = () => (
      <main>
        <h1>Overhemden</h1>
        <Suspense fallback={null}>
          <Broken label="x" />
        </Suspense>
      </main>
    );
    // Once to start the load, once more after it failed.
    renderToString(page());
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The part's boundary completed with nothing in it (`<!--$!-->` would mark a failed one).
    expect(renderToString(page())).toBe('<main><h1>Overhemden</h1><!--$--><!--/$--></main>');
  });

  it('another failure of the part is still an error, as before', async () => {
    const Broken = lazyChunk<object>(() => Promise.reject(new Error('Cannot read properties of undefined')));
    const render = () =>
      renderToString(
        <Suspense fallback={null}>
          <Broken />
        </Suspense>,
      );
    render();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(render()).toContain('<!--$!-->');
  });
});
