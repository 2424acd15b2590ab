import type { NextFunction, Request, Response } from 'express';
import { canonicalRedirect, normalizeLink } from '@shop/rules';

/** Paths served by other parts of the server, never redirected here. */
const OTHER_HANDLERS = /^\/(graphql|media|payment|instore|healthz|readyz|assets|__manifest|node_modules)(\/|$)|^\/@/;

/** The path as the shopper typed it, so `%C3%A9` and `é` compare alike; undecodable paths stay as sent. */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** A path with a percent sign that decodes to nothing (`%E0%A4%A`): no page can be found for it. */
function isUndecodable(pathname: string): boolean {
  try {
    for (const segment of pathname.split('/')) decodeURIComponent(segment);
    return false;
  } catch {
    return true;
  }
}

/**
 * Permanent redirects to the canonical address of a storefront page (R19, R24, R25): home aliases
 * (`/index.php`, `/home/` …) go to `/`, and page paths get their trailing slash (`/kleding` →
 * `/kleding/`) unless they name a file (`/x.html`), and are lower-cased except `/order-complete/…`. With `enforceHttps` (production behind a
 * proxy), `http` and a leading `www.` also redirect, reading X-Forwarded-Proto/Host.
 */
export function canonicalAddresses(options: { enforceHttps: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (OTHER_HANDLERS.test(req.path)) return next();
    // Answered by the shop's translated error page (400), before any redirect or route sees it.
    if (isUndecodable(req.path)) return next(Object.assign(new URIError('undecodable path'), { status: 400 }));
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // React Router's data requests (`/x.data`) carry no trailing slash by design.
    if (req.path.endsWith('.data')) return next();
    const url = new URL(req.originalUrl, `${req.protocol}://${req.host || 'localhost'}`);
    let target = canonicalRedirect(url, { enforceHttps: options.enforceHttps });
    if (!target) {
      // The link rules (R19): lower case (the order-complete id keeps its case, R14) and the
      // trailing slash unless the last segment names a file; the query is kept.
      const path = normalizeLink(decodedPath(url.pathname));
      if (path !== decodedPath(url.pathname)) {
        const fixed = new URL(url.href);
        fixed.pathname = path;
        target = fixed.href;
      }
    }
    if (!target) return next();
    const to = new URL(target);
    res.redirect(301, to.host === url.host && to.protocol === url.protocol ? `${to.pathname}${to.search}` : to.href);
  };
}
