import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installChunkReload } from './features/shell/error-chunk-reload.ts';
import { loadPageTexts } from './lib/i18n/texts.client.ts';
import { markScriptsRunning } from './ui/scripts-running.ts';

// A chunk of an earlier build that is gone after a deploy reloads the page, at most once a minute (E6).
installChunkReload();

function hydrate() {
  // In the same task as hydrateRoot below, so no frame shows a control React does not yet answer.
  markScriptsRunning();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The store language's texts are a cached file of their own, not part of the page's data
// (decision 067): asked for at once, held before hydration renders with them. A file that cannot
// be fetched (a deploy removed it) rejects unhandled, which the chunk guard above answers.
const texts = loadPageTexts(document.documentElement.lang);

// The server's HTML is the first screen: the browser paints it before hydration takes the main
// thread, since on a slow phone the scripts can be ready before the first frame (decision 014).
// A hidden tab draws no frames, so it hydrates at once.
function hydrateAfterPaint() {
  if (document.visibilityState === 'hidden') hydrate();
  else requestAnimationFrame(() => setTimeout(hydrate, 0));
}

void texts.then(hydrateAfterPaint);
