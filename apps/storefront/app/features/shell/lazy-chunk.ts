import { lazy, type ComponentType } from 'react';
import { isChunkLoadFailure, reloadForChunk } from './error-chunk-reload.ts';

/** What a part whose code could not be loaded shows: nothing, so the page around it stays. */
const LeftOut = () => null;

/**
 * A part of a page whose code loads when it is first needed (quick search, quick view, recently
 * viewed), as `React.lazy`, but a chunk that fails to load (E6) does not fail the page: the page
 * reloads once a minute, and otherwise the part is left out while the rest of the page (a listing,
 * a product) stays as it is, instead of the error page taking its place. Vite's preload helper
 * answers no module at all when its own listener reloads the page; that part is left out too.
 */
export function lazyChunk<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    try {
      return ((await load()) as { default: ComponentType<Props> } | undefined) ?? { default: LeftOut };
    } catch (error) {
      if (!isChunkLoadFailure(error)) throw error;
      console.warn('[chunk] a part of the page could not be loaded', error);
      reloadForChunk();
      return { default: LeftOut };
    }
  });
}
