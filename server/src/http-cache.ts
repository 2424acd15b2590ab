import { createHash } from 'node:crypto';
import { parse as parseCookies } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import { cookies } from '@shop/rules';
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

/** Pages that belong to one shopper (or one e-mailed link, or an editor's preview), whatever cookies the request carries. */
const PERSONAL_PATH = /^\/(cart|checkout|order-complete|customer|wishlist|newsletter|preview)(\/|\.data|$)/;

/** Cookies that make a page personal: cart (CK6), login (CK5), the placed order, the last order. */
function hasPersonalCookie(header: string | undefined): boolean {
  if (!header) return false;
  return Object.keys(parseCookies(header)).some(
    (name) =>
      name.startsWith(cookies.cartId.namePrefix) ||
      name === cookies.customerToken.name ||
      name === cookies.placedOrderForQuote.name ||
      name === 'last_order',
  );
}

/** Whether a request may be answered with a shared page before the page is even rendered. */
export function mayShare(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (PERSONAL_PATH.test(req.path)) return false;
  return !hasPersonalCookie(req.get('cookie')) && !req.get('authorization');
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

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a proxy may have weakened our tag. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

function appendVary(res: Response, field: string) {
  const current = String(res.getHeader('vary') ?? '');
  const fields = current.split(',').map((part) => part.trim().toLowerCase());
  if (!fields.includes(field.toLowerCase())) res.setHeader('Vary', current ? `${current}, ${field}` : field);
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);
}

/**
 * HTTP caching for storefront pages. Personal requests stream as before, `private, no-store`.
 * Shareable ones are held until complete, so the response can carry a strong ETag of its bytes and
 * answer a matching If-None-Match with an empty 304. The store comes from the host or the `store`
 * cookie, hence `Vary: Cookie` (docs/operations.md: how a proxy keys it).
 */
export function pageCaching() {
  return (req: Request, res: Response, next: NextFunction) => {
    // A page whose links were built on a host no store names is never kept for others (decision 037).
    if (!mayShare(req) || publicOriginOf(res)?.recognised === false) {
      res.setHeader('Cache-Control', PRIVATE);
      return next();
    }
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: Chunk) => boolean;
    const end = res.end.bind(res) as () => Response;

    res.write = ((chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (done) process.nextTick(done);
      return true;
    }) as Response['write'];

    res.end = ((chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
      }
      // The layers below (compression) take no callbacks: report completion when the response finishes.
      const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === 'function');
      if (done) res.once('finish', () => done());
      const body = Buffer.concat(chunks);
      const policy = res.headersSent ? null : policyFor(res);
      if (policy) {
        res.setHeader('Cache-Control', policy);
        appendVary(res, 'Cookie');
      }
      if (policy === PUBLIC_PAGE && req.method === 'GET') {
        // The page differs per response only by its CSP nonce: the tag is of the page without it. A 304
        // sends no policy, so the browser or proxy keeps the one stored with the page it holds (decision 025).
        const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : '';
        const etag = strongEtag(nonce ? Buffer.from(body.toString('utf8').replaceAll(nonce, '')) : body);
        res.setHeader('ETag', etag);
        if (matches(req.get('if-none-match'), etag)) {
          res.statusCode = 304;
          for (const header of ['content-type', 'content-length', 'transfer-encoding', 'content-security-policy']) res.removeHeader(header);
          return end();
        }
      }
      if (!res.headersSent && req.method === 'GET') res.setHeader('Content-Length', body.length);
      if (body.length > 0) write(body);
      return end();
    }) as Response['end'];
    next();
  };
}
