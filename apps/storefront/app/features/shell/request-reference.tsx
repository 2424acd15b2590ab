import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The request id a server error page cites (E9), provided by entry.server.tsx for 5xx responses
 * only. It is not loader data: a page that can be shared between visitors must not carry anything
 * request-specific, or two anonymous requests would never get the same bytes (and ETag).
 */
export const RequestReferenceContext = createContext<string | null>(null);

/** Marks the element that shows the id, so hydration can read the same value back from the page. */
export const REQUEST_REFERENCE_ATTRIBUTE = 'data-request-reference';

let hydrated = false;

/**
 * The id to cite: on the server from the context; in the browser, while hydrating a server-rendered
 * error page, the one that page shows (so hydration matches). Errors met later in the browser have
 * no server request id to cite.
 */
export function useRequestReference(): string | null {
  const fromServer = useContext(RequestReferenceContext);
  const [id] = useState(() => {
    if (fromServer || hydrated || typeof document === 'undefined') return fromServer;
    return document.querySelector(`[${REQUEST_REFERENCE_ATTRIBUTE}]`)?.getAttribute(REQUEST_REFERENCE_ATTRIBUTE) ?? null;
  });
  useEffect(() => {
    hydrated = true;
  }, []);
  return id;
}
