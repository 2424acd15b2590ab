/**
 * Kept pages answered before Express (decision 063). A hit through Express runs its whole chain of
 * middleware (logging, security headers, compression, store selection, public and canonical
 * address, form checks, static files, the page policy), about twenty calls, each with its route
 * match, to learn the cache key. The page cache remembers each request shape that reached a kept
 * page that way (`requestShape`: the address, the host, the scheme, forwarded headers with their
 * sender, the cookies the way reads); a request of a known shape is answered here with the same
 * headers: this answer's nonce and policy, its request id, one log line. Anything else, a shape
 * not seen, a page since purged, a request that does not take gzip, goes the whole way.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { acceptsGzip } from './gzip-parts.ts';
import { logRequest, requestIdFrom } from './logging.ts';
import { answerFor } from './page-answer.ts';
import type { PageCache } from './page-cache.ts';
import { createNonce, type SecurityHeaderList } from './security-headers.ts';

export interface EarlyHitOptions {
  cache: PageCache;
  /** The security headers `securityHeaders` sets (the same options). */
  securityHeaders: SecurityHeaderList;
  /** Whether pages carry a CSP nonce (production). */
  csp: boolean;
  log: Logger;
  /** False while the shop cannot serve pages (the store configuration is not loaded): the whole way answers. */
  ready(): boolean;
}

/** Answers `req` from the page cache and returns true, or returns false and leaves `res` untouched. */
export type EarlyHits = (req: IncomingMessage, res: ServerResponse) => boolean;

export function earlyHits(options: EarlyHitOptions): EarlyHits {
  return (req, res) => {
    // Encodings other than gzip are the compressor's, on the whole way.
    if (!acceptsGzip(req.headers['accept-encoding']) || !options.ready()) return false;
    const page = options.cache.earlyHit(req);
    if (!page) return false;
    const startedAt = process.hrtime.bigint();
    const incomingId = req.headers['x-request-id'];
    const requestId = requestIdFrom(typeof incomingId === 'string' ? incomingId : undefined);
    const nonce = options.csp ? createNonce() : '';
    const url = req.url ?? '/';
    const answer = answerFor(page, 'HIT', {
      ifNoneMatch: req.headers['if-none-match'],
      acceptEncoding: req.headers['accept-encoding'],
      nonce,
    });
    res.setHeader('X-Request-Id', requestId);
    for (const [name, value] of options.securityHeaders(nonce, url)) {
      // A 304 sends no policy: the browser keeps the one stored with the page it holds (decision 025).
      if (answer.status === 304 && name === 'Content-Security-Policy') continue;
      res.setHeader(name, value);
    }
    for (const [name, value] of answer.pageHeaders) res.appendHeader(name, value);
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status;
    res.end(answer.body ?? undefined);
    logRequest(options.log, { requestId, method: req.method, originalUrl: url, status: answer.status, startedAt });
    return true;
  };
}
