import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChunk } from './lazy-chunk.ts';

afterEach(() => vi.restoreAllMocks());

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
