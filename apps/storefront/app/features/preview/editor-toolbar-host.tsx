import { cookies } from '@shop/rules';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { thirdPartyEnabled } from '../../lib/third-party.ts';
import { useHydrated } from '../../ui/hooks.ts';
import { readCookie } from '../consent/consent.ts';
import { lazyChunk } from '../shell/lazy-chunk.ts';

/** The toolbar's code is fetched only for an editor in preview mode. */
const EditorToolbar = lazyChunk(() => import('./editor-toolbar.tsx'));

/**
 * The content editor's toolbar (L21; 000 §4): only when the preview cookie is present and the page
 * may load third-party pieces (`?thirdparty=disabled` keeps it away). Read again on every address,
 * after hydration: the server's HTML is the same for everyone.
 */
export function EditorToolbarHost() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => setToken(readCookie(document.cookie, cookies.preview.name) || null), [search]);
  if (!hydrated || !token || !thirdPartyEnabled(search)) return null;
  return (
    <Suspense fallback={null}>
      <EditorToolbar token={token} onLeave={() => setToken(null)} />
    </Suspense>
  );
}
