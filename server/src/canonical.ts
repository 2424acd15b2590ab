import type { NextFunction, Request, Response } from 'express';
import { canonicalRedirect } from '@shop/rules';

/** Paths served by other parts of the server, never redirected here. */
const OTHER_HANDLERS = /^\/(graphql|media|payment|instore|healthz|readyz|assets|__manifest|node_modules)(\/|$)|^\/@/;

/**
 * Permanent redirects to the canonical address of a storefront page (R19, R24, R25): home aliases
 * (`/index.php`, `/home/` …) go to `/`, and page paths get their trailing slash (`/kleding` →
 * `/kleding/`) unless they name a file (`/x.html`). With `enforceHttps` (production behind a
 * proxy), `http` and a leading `www.` also redirect, reading X-Forwarded-Proto/Host.
 */
export function canonicalAddresses(options: { enforceHttps: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || OTHER_HANDLERS.test(req.path)) return next();
    // React Router's data requests (`/x.data`) carry no trailing slash by design.
    if (req.path.endsWith('.data')) return next();
    const url = new URL(req.originalUrl, `${req.protocol}://${req.host || 'localhost'}`);
    let target = canonicalRedirect(url, { enforceHttps: options.enforceHttps });
    const lastSegment = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
    if (!target && !url.pathname.endsWith('/') && !lastSegment.includes('.')) {
      const withSlash = new URL(url.href);
      withSlash.pathname = `${url.pathname}/`;
      target = withSlash.href;
    }
    if (!target) return next();
    const to = new URL(target);
    res.redirect(301, to.host === url.host && to.protocol === url.protocol ? `${to.pathname}${to.search}` : to.href);
  };
}
