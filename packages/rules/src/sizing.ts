/**
 * The sizing service (L22, L23; decision 053). The shop runs its own behind the interface a
 * vendor's would have: a session id from `GET /sizing/session`, kept in the sizing cookie, and size
 * advice on the product page. Our advice is the shopper's own history: the size they chose most
 * recently that this model comes in.
 */
export const sizing = {
  sessionPath: '/sizing/session',
  /** The session cookie (CK3: our name), readable by the page's script that asks for advice. */
  cookie: { name: 'va_sizing_session', maxAgeSeconds: 30 * 24 * 60 * 60 },
  /** Local storage key of the sizes the shopper chose, most recent first. */
  historyKey: 'va_sizes',
  historyLength: 10,
} as const;

/** A session id as the service hands them out: a random UUID. */
export const SIZING_SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The history after choosing `size`: it first, without an earlier copy, at most `historyLength` long. */
export function rememberSize(history: readonly string[], size: string): string[] {
  const chosen = size.trim();
  if (chosen === '') return [...history];
  return [chosen, ...history.filter((earlier) => earlier !== chosen)].slice(0, sizing.historyLength);
}

/** The size to advise for a model offered in `sizes`: the most recent chosen size among them; null when none is. */
export function sizeAdvice(history: readonly string[], sizes: readonly string[]): string | null {
  const offered = new Set(sizes);
  return history.find((size) => offered.has(size)) ?? null;
}
