import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { httpOrigin, publicOriginOf } from './public-origin.ts';

/**
 * Methods that read (RFC 9110's safe methods): everything else changes something and must come from
 * the shop's own pages. The staff console checks the same set.
 */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const REFUSAL = {
  nl: 'Dit formulier komt niet van onze winkel en is daarom niet verwerkt. Open de pagina opnieuw en probeer het nog eens.',
  en: 'This form did not come from our shop, so it was not processed. Please open the page again and try once more.',
  de: 'Dieses Formular stammt nicht aus unserem Shop und wurde daher nicht verarbeitet. Öffne die Seite bitte neu und versuch es noch einmal.',
} as const;
const REFUSAL_TEXT = `${REFUSAL.nl}\n\n${REFUSAL.en}\n\n${REFUSAL.de}\n`;

/**
 * Whether a state-changing request comes from the shop's own pages. Browsers send `Origin` on
 * every form POST and fetch; older ones at least `Sec-Fetch-Site`; without either, only a
 * same-origin `Referer` counts (the shop's Referrer-Policy sends it whole to itself). Anything
 * else, an opaque `Origin: null` included, is cross-site. `req.protocol` and `req.host` follow
 * X-Forwarded-* only from a proxy TRUST_PROXY names; `publicOrigin`, the store's configured address
 * decided for this request (public-origin.ts), counts as ours too.
 */
export function isSameOriginRequest(req: Request, publicOrigin?: string): boolean {
  const ours = new Set([`${req.protocol}://${req.host}`.toLowerCase()]);
  if (publicOrigin) ours.add(publicOrigin.toLowerCase());
  const isOurs = (value: string) => ours.has(httpOrigin(value)?.toLowerCase() ?? '');
  const origin = req.get('origin');
  if (origin !== undefined) return isOurs(origin);
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const referer = req.get('referer');
  return referer !== undefined && isOurs(referer);
}

/**
 * Refuses a cross-site state-changing request to the storefront with 403 before any route runs:
 * no action, no cart or login change, no cookie (CSRF; docs/decisions/025). Mounted in front of the
 * storefront only: `/graphql` reads no cookies (Bearer only) and `/payment` checks its own form.
 */
export function sameOriginForms() {
  // Refused before the store is chosen (a store switch sets a cookie too): the text in all three languages.
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req, publicOriginOf(res)?.origin)) return next();
    (res.locals.log as Logger | undefined)?.warn(
      { origin: req.get('origin') ?? null, fetchSite: req.get('sec-fetch-site') ?? null, path: req.path },
      'cross-site form post refused',
    );
    // Whatever body came with it is not read: the connection closes after the answer.
    req.pause();
    res.status(403).set({ 'Cache-Control': 'private, no-store', Connection: 'close' }).type('text/plain').send(REFUSAL_TEXT);
  };
}
