import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

/** Methods that read: everything else changes something and must come from the shop's own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const REFUSAL = {
  nl: 'Dit formulier komt niet van onze winkel en is daarom niet verwerkt. Open de pagina opnieuw en probeer het nog eens.',
  en: 'This form did not come from our shop, so it was not processed. Please open the page again and try once more.',
  de: 'Dieses Formular stammt nicht aus unserem Shop und wurde daher nicht verarbeitet. Bitte öffnen Sie die Seite erneut und versuchen Sie es noch einmal.',
} as const;
const REFUSAL_TEXT = `${REFUSAL.nl}\n\n${REFUSAL.en}\n\n${REFUSAL.de}\n`;

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from the shop's own pages. Browsers send `Origin` on
 * every form POST and fetch; older ones at least `Sec-Fetch-Site`; without either, only a
 * same-origin `Referer` counts (the shop's Referrer-Policy sends it whole to itself). Anything
 * else, an opaque `Origin: null` included, is cross-site. `req.protocol` and `req.host` follow the
 * trusted proxy's X-Forwarded-* headers, so this holds behind TLS termination.
 */
export function isSameOriginRequest(req: Request): boolean {
  const own = `${req.protocol}://${req.host}`.toLowerCase();
  const origin = req.get('origin');
  if (origin !== undefined) return originOf(origin)?.toLowerCase() === own;
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const referer = req.get('referer');
  return referer !== undefined && originOf(referer)?.toLowerCase() === own;
}

/**
 * Refuses a cross-site state-changing request to the storefront with 403 before any route runs:
 * no action, no cart or login change, no cookie (CSRF; docs/decisions/025). Mounted in front of the
 * storefront only: `/graphql` reads no cookies (Bearer only) and `/payment` checks its own form.
 */
export function sameOriginForms() {
  // Refused before the store is chosen (a store switch sets a cookie too): the text in all three languages.
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method) || isSameOriginRequest(req)) return next();
    (res.locals.log as Logger | undefined)?.warn(
      { origin: req.get('origin') ?? null, fetchSite: req.get('sec-fetch-site') ?? null, path: req.path },
      'cross-site form post refused',
    );
    res.status(403).set('Cache-Control', 'private, no-store').type('text/plain').send(REFUSAL_TEXT);
  };
}
