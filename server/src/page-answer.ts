/**
 * A kept page's answer to one request (decision 063), the same whether it goes out through Express
 * (`PageCache.serve`) or before it (page-cache-hits.ts).
 */
import { PUBLIC_PAGE, validatorMatches } from './http-cache.ts';
import { acceptsGzip, joinGzip, joinPlain, type GzipParts } from './gzip-parts.ts';

/** What an answer needs of a kept page. */
export interface KeptPage {
  headers: [string, string][];
  /** The page's bytes split where its CSP nonce was: joined again with each answer's nonce. */
  parts: Buffer[];
  /** The same parts compressed once, each on its own (gzip-parts.ts): sent gzip-encoded without compressing again. */
  gzip: GzipParts;
  etag: string;
  /** The `Surrogate-Key`/`Cache-Tag` value. */
  tagHeader: string;
}

/** A kept page's answer to one request. */
export interface PageAnswer {
  status: 200 | 304;
  /** The page's own headers as rendered (its content type, links), appended. */
  pageHeaders: readonly [string, string][];
  /** The answer's: policy, validator, variants, tags, encoding, length; set (`Vary` merged). */
  headers: [string, string][];
  /** Null for a 304. */
  body: Buffer | null;
}

/**
 * The answer a kept page gives a request: an empty 304 when its validator still matches, else the
 * page with this answer's nonce, gzip-encoded from the parts compressed once when the request accepts
 * it (compressing a page per answer costs more than rendering it).
 */
export function answerFor(
  page: KeptPage,
  outcome: 'HIT' | 'MISS',
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined; nonce: string },
): PageAnswer {
  const headers: [string, string][] = [
    ['Cache-Control', PUBLIC_PAGE],
    ['Vary', 'Cookie, Accept-Encoding'],
    ['ETag', page.etag],
    ['X-Page-Cache', outcome],
  ];
  if (page.tagHeader !== '') headers.push(['Surrogate-Key', page.tagHeader], ['Cache-Tag', page.tagHeader.replaceAll(' ', ',')]);
  if (validatorMatches(request.ifNoneMatch, page.etag)) {
    return { status: 304, pageHeaders: page.headers.filter(([name]) => name !== 'content-type'), headers, body: null };
  }
  const nonce = Buffer.from(request.nonce);
  let body: Buffer;
  if (acceptsGzip(request.acceptEncoding)) {
    body = joinGzip(page.gzip, nonce);
    headers.push(['Content-Encoding', 'gzip']);
  } else {
    body = page.parts.length === 1 ? page.parts[0]! : joinPlain(page.parts, nonce);
  }
  headers.push(['Content-Length', String(body.length)]);
  return { status: 200, pageHeaders: page.headers, headers, body };
}
