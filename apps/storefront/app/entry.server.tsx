import { Writable } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { isLocale, locales } from '@shop/rules';
import { FallbackTextsContext, pickFallbackTexts, type FallbackTexts } from './features/shell/fallback-texts.tsx';
import { RenderFailureContext, renderFailureError, type RenderFailure } from './features/shell/render-failure.tsx';
import { RequestReferenceContext } from './features/shell/request-reference.tsx';
import { holdHydrationScriptsIn } from './lib/deferred-hydration.server.ts';
import { messagesFor } from './lib/i18n/catalogue.server.ts';
import { holdTexts } from './lib/i18n/texts.ts';

export const streamTimeout = 5_000;

// The server renders every store language: it holds all their texts from the start (decision 067).
for (const locale of locales) holdTexts(locale, messagesFor(locale));

/** A failed loader, action or render goes to the request's log with its id (E8, E9), not the console. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as Partial<AppLoadContext> | undefined)?.log?.error({ err: error, path: new URL(request.url).pathname }, 'page failed');
};

/**
 * React Router's default document render, plus two things: a server error page gets the request id
 * to cite (E9) through context, so that no other page carries a per-request value; and an error
 * page whose own render fails is rendered again without what failed (E5, render-failure.tsx),
 * instead of React Router's bare "Unexpected Server Error".
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The error page's texts when the root loader did not run (fallback-texts.tsx).
  const language = isLocale(loadContext.language) ? loadContext.language : 'nl';
  const messages = messagesFor(language);
  const fallbackTexts = pickFallbackTexts(language, messages);
  const render = (context: EntryContext, failure: RenderFailure | null) =>
    renderDocument(request, responseStatusCode, responseHeaders, context, loadContext, fallbackTexts, failure);
  try {
    return await render(routerContext, null);
  } catch (error) {
    // A page's own render failing: React Router renders its error page (status 500) and calls again.
    if (!routerContext.staticHandlerContext.errors) throw error;
    loadContext.log.error({ err: error, path: new URL(request.url).pathname }, 'the error page failed to render');
  }
  // The error page failed: the same status, without the content that failed, first inside the
  // shop's frame, then inside the frame that needs no shell data.
  const shown = renderFailureError(responseStatusCode, messages);
  const context: EntryContext = {
    ...routerContext,
    staticHandlerContext: { ...routerContext.staticHandlerContext, errors: { root: shown } },
    // No data for the browser: the page goes without scripts (render-failure.tsx).
    serverHandoffStream: undefined,
    renderMeta: {},
  };
  try {
    return await render(context, { minimalShell: false });
  } catch (error) {
    loadContext.log.error({ err: error }, 'the error page failed to render in the shop frame');
    return render(context, { minimalShell: true });
  }
}

function renderDocument(
  request: Request,
  status: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  fallbackTexts: FallbackTexts,
  failure: RenderFailure | null,
) {
  let responseStatusCode = status;
  const reference = responseStatusCode >= 500 ? loadContext.requestId : null;
  // The response's CSP nonce (server/src/security-headers.ts): React Router puts it on its scripts.
  const nonce = loadContext.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every client gets the whole page at once, deferred parts included: the same bytes for
    // crawlers and people, so a shareable page has one ETag and a CDN needs no `Vary: User-Agent`.
    // What is deferred is one statement away, so waiting for it costs little.
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <RenderFailureContext.Provider value={failure}>
        <FallbackTextsContext.Provider value={fallbackTexts}>
          <RequestReferenceContext.Provider value={reference}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </RequestReferenceContext.Provider>
        </FallbackTextsContext.Provider>
      </RenderFailureContext.Provider>,
      {
        nonce,
        // The page goes out whole, so no boundary is worth sending after the rest: React would put a
        // large one (the listing's filter panel, hydrated on demand) at the end of the document, moved
        // into place by a script, which a browser without scripts never runs.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          // The page goes out whole, its hydration scripts held until its first screen is drawn
          // (decision 067, deferred-hydration.server.ts): React's chunks are gathered, the document
          // rewritten once where it changes (its head and the module script) and answered as bytes,
          // with no stream between it and the server.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set('Content-Type', 'text/html');
              const html = holdHydrationScriptsIn(Buffer.concat(chunks));
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          // A shopper who leaves mid-page closes the stream: not a fault of ours.
          if (shellRendered && !request.signal.aborted) loadContext.log.error({ err: error }, 'streaming render failed');
        },
      },
    );
  });
}
