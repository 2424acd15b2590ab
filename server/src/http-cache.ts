import { createHash } from 'node:crypto';
import fresh from 'fresh';
import type { NextFunction, Request, Response } from 'express';
import { CART_ID_QUERY_PARAM } from '@shop/rules';
import { publicOriginOf } from './public-origin.ts';

/**
 * Catalogue and content pages are the same for every anonymous visitor of a store, so a CDN or
 * reverse proxy may keep them: fresh for a minute, then served stale for up to five more while one
 * request refreshes them. Browsers always revalidate (max-age=0) and get a 304 when nothing changed.
 * See docs/decisions/013-production-server-and-page-caching.md.
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A missing page may appear soon (a new product): kept briefly, still sparing the shop a burst. */
export const PUBLIC_NOT_FOUND = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
export const PRIVATE = 'private, no-store';

/**
 * Pages that belong to one shopper (or one e-mailed link, or an editor's preview), whatever cookies
 * the request carries, and the session request that fills a shared page's personal parts.
 */
const PERSONAL_PATH = /^\/(cart|checkout|order-complete|customer|wishlist|newsletter|preview|session\.json)(\/|\.data|$)/;

/**
 * Whether a request may be answered with a shared page before the page is even rendered. Catalogue
 * and content pages render the same HTML for every shopper, a cart or a login cookie or not: what is
 * personal comes from the session request after the page (decision 064). The storefront renders a
 * request this finds shareable as for a guest (`sharedPage` in its load context).
 */
export function mayShare(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (PERSONAL_PATH.test(req.path)) return false;
  // `?cartId=` takes a cart over (CA26): a redirect that may set the cart cookie, decided per shopper.
  if (req.query[CART_ID_QUERY_PARAM] !== undefined) return false;
  return !req.get('authorization');
}

/** The cache policy for a finished response to a request that `mayShare`. */
function policyFor(res: Response): string {
  if (res.getHeader('set-cookie') !== undefined) return PRIVATE;
  if (res.statusCode === 200) return PUBLIC_PAGE;
  if (res.statusCode === 404 || res.statusCode === 410) return PUBLIC_NOT_FOUND;
  return PRIVATE;
}

/** A strong validator: the page bytes' hash (before compression, which `Vary: Accept-Encoding` keys). */
export function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/**
 * `strongEtag` of the page with every occurrence of `nonce` left out, hashed piece by piece from
 * the bytes: no decoded copy of the page and no second encoding of it per answer.
 */
export function etagWithout(body: Buffer, nonce: string): string {
  if (!nonce) return strongEtag(body);
  const hash = createHash('sha256');
  const needle = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, from)) {
    hash.update(body.subarray(from, at));
    from = at + needle.length;
  }
  hash.update(body.subarray(from));
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/**
 * Whether the request's If-None-Match still matches `etag`, compared weakly (RFC 9110 §13.1.2: a
 * proxy may have weakened our tag), by `fresh`, the check behind Express's `req.fresh`. Only the
 * validator is passed: a request's `Cache-Control: no-cache` asks caches on the way to revalidate
 * with us, which is what this answer is (Express's `req.fresh` would send the whole body again).
 */
export function stillFresh(req: Request, etag: string): boolean {
  return validatorMatches(req.get('if-none-match'), etag);
}

/** `stillFresh` on the raw If-None-Match header, for answers made before Express (page-cache-hits.ts). */
export function validatorMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
}

/** Responses `pageCaching` found shareable: `sendPage` then decides. */
const shareable = new WeakSet<Response>();

/**
 * HTTP caching for storefront pages. Personal requests stream as before, `private, no-store`.
 * Shareable ones are answered by `sendPage` once complete. The store comes from the host or the
 * `store` cookie, hence `Vary: Cookie` (docs/operations.md: how a proxy keys it).
 */
export function pageCaching() {
  return (req: Request, res: Response, next: NextFunction) => {
    // Private until `sendPage` says otherwise: an error page after a failed render is never kept.
    res.setHeader('Cache-Control', PRIVATE);
    // A page whose links were built on a host no store names is never kept for others (decision 037).
    if (mayShare(req) && publicOriginOf(res)?.recognised !== false) shareable.add(res);
    next();
  };
}

/** Whether `pageCaching` found this request's page shareable: its body then goes to `sendPage` whole. */
export function isShareable(res: Response): boolean {
  return shareable.has(res);
}

/**
 * Answers a shareable request with its complete page: the cache policy for its status, a strong ETag
 * of its bytes for a public page, and an empty 304 when the request's validator still matches
 * (`stillFresh`). A 304 sends no policy or CSP, so the browser or proxy keeps the ones stored with the
 * page it holds (decision 025).
 */
export function sendPage(req: Request, res: Response, body: Buffer): void {
  const policy = policyFor(res);
  res.setHeader('Cache-Control', policy);
  res.vary('Cookie');
  if (policy === PUBLIC_PAGE && req.method === 'GET') {
    // The page differs per response only by its CSP nonce: the tag is of the page without it.
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
    const etag = etagWithout(body, nonce);
    res.setHeader('ETag', etag);
    if (stillFresh(req, etag)) {
      for (const header of ['content-type', 'content-length', 'transfer-encoding', 'content-security-policy']) res.removeHeader(header);
      res.status(304).end();
      return;
    }
  }
  if (req.method === 'GET') res.setHeader('Content-Length', body.length);
  res.end(body);
}
