import { createContext, useContext } from 'react';
import type { Messages } from '../../lib/i18n/intl.tsx';
import type { NotFoundData } from './not-found-data.ts';

/**
 * A page whose render failed on the server after its loaders ran (E5, decision 049): React Router
 * renders the error page instead; when the error page fails too (a 404 page's content block, the
 * shop's frame), entry.server.tsx renders it again without what failed. `minimalShell`: the frame
 * of logo, search, account and cart only, as when the shell data is missing.
 * Such a page is sent without scripts: in the browser the same data would fail the same way.
 */
export interface RenderFailure {
  minimalShell: boolean;
}

export const RenderFailureContext = createContext<RenderFailure | null>(null);

/** Null on every page that rendered as it should. */
export function useRenderFailure(): RenderFailure | null {
  return useContext(RenderFailureContext);
}

/** The key of the text a not-found page shows when its content could not be shown. */
export const CONTENT_FAILED_KEY = 'shell.pageNotFound.contentFailed';

/**
 * The error the page shows instead of the one whose page failed: the same status; a 404 keeps
 * the not-found screen with the failure as text (E5) and without the CMS content that failed.
 * Shaped as a route error response, as React Router hands thrown responses to the boundary.
 */
export function renderFailureError(status: number, messages: Messages) {
  const data: NotFoundData | null =
    status === 404 ? { notFound: true, page: null, contentError: messages[CONTENT_FAILED_KEY] ?? null } : null;
  return { status, statusText: '', internal: false, data };
}
