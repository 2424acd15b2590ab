import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { lazyChunk } from '../shell/lazy-chunk.ts';
import { applyDebugModeParam, DEBUG_MODE_KEY, tabStorage } from './debug-mode.ts';

/** The panel's code loads only in debug mode. */
const DebugPanel = lazyChunk(() => import('./debug-panel.tsx'));

function storedDebugMode(search: string): boolean {
  try {
    const storage = tabStorage();
    return storage ? applyDebugModeParam(search, storage) : false;
  } catch {
    return false;
  }
}

/**
 * Debug mode (L19; decision 052): follows `?debugmode=` on every address, marks the document
 * (`data-debugmode`) and shows the debug panel: the store, breakpoint and template the page is
 * drawn with, and a way to switch it off. Tracking events are written to the console meanwhile
 * (`pushDataLayer`).
 */
export function DebugMode({ storeCode }: { storeCode: string }) {
  const { search } = useLocation();
  const [on, setOn] = useState(false);
  useEffect(() => setOn(storedDebugMode(search)), [search]);
  useEffect(() => {
    if (on) document.documentElement.dataset.debugmode = 'true';
    else delete document.documentElement.dataset.debugmode;
  }, [on]);
  if (!on) return null;
  const switchOff = () => {
    try {
      tabStorage()?.removeItem(DEBUG_MODE_KEY);
    } finally {
      setOn(false);
    }
  };
  return (
    <Suspense fallback={null}>
      <DebugPanel storeCode={storeCode} onSwitchOff={switchOff} />
    </Suspense>
  );
}
