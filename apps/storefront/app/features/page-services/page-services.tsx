import { DebugMode } from '../debug/debug-mode.tsx';
import { EditorToolbarHost } from '../preview/editor-toolbar-host.tsx';
import { LayoutState } from './layout-state.tsx';
import { SizingSession } from '../sizing/sizing-session.tsx';

/**
 * What every page runs once it is in the browser, and none of it before: the breakpoint and
 * template as state (K1), debug mode (L19), the content editor's toolbar (L21) and the sizing
 * session (L22). One chunk, loaded after hydration, so a page's first load carries none of it
 * (decisions 014, 052, 053). The `#chat` links' listener is not among them: it must be there from
 * hydration on, or an early click would navigate (decision 051).
 */
export default function PageServices({ storeCode }: { storeCode: string }) {
  return (
    <>
      <LayoutState />
      <DebugMode storeCode={storeCode} />
      <EditorToolbarHost />
      <SizingSession />
    </>
  );
}
