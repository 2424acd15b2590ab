import type { NextFunction, Request, Response } from 'express';
import { isUtf8 } from 'node:buffer';
import { canonicalRedirect, normalizeLink } from '@shop/rules';
import { publicOriginOf, requestOrigin } from './public-origin.ts';
import { storeOfRequest, type StoreSummary } from './stores.ts';

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

/** NUL and the other control characters: no page, filter or search of ours contains one. */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The same, but a form's text field may hold line breaks and tabs. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Why a decoded text cannot be a value of ours (a control character), or null. */
export function textProblem(text: string, options: { lineBreaks: boolean }): string | null {
  return (options.lineBreaks ? CONTROL_BUT_LINES : CONTROL).test(text) ? 'control character' : null;
}

const PERCENT = 0x25;
const PLUS = 0x2b;
const hexValue = (byte: number | undefined) =>
  byte === undefined
    ? -1
    : byte >= 0x30 && byte <= 0x39
      ? byte - 0x30
      : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
        ? (byte | 0x20) - 0x57
        : -1;

/**
 * Why one `name=value` part of a query or form body cannot be ours, or null: the bytes it stands
 * for (`+` a space, `%XX` a byte, a stray `%` itself, as browsers read it) are not UTF-8, or hold a
 * control character.
 */
export function encodedTextProblem(part: Uint8Array, options: { lineBreaks: boolean }): string | null {
  const bytes = Buffer.alloc(part.length);
  let length = 0;
  for (let i = 0; i < part.length; i += 1) {
    const byte = part[i]!;
    const high = byte === PERCENT ? hexValue(part[i + 1]) : -1;
    const low = byte === PERCENT ? hexValue(part[i + 2]) : -1;
    if (high >= 0 && low >= 0) {
      bytes[length++] = high * 16 + low;
      i += 2;
    } else bytes[length++] = byte === PLUS ? 0x20 : byte;
  }
  const decoded = bytes.subarray(0, length);
  if (!isUtf8(decoded)) return 'not UTF-8';
  return textProblem(decoded.toString('utf8'), options);
}

/**
 * Why an address cannot name a page of ours, or null when it can (decision 037): a request target
 * that is not a path, a path segment that does not decode (`%E0%A4%A`), a path or query part that
 * decodes to bytes that are not UTF-8 (`%FF`), or to a control character (`%00`, `%0A`). Such
 * values would otherwise reach the API as a filter or search term.
 */
export function badAddress(target: string): string | null {
  if (!target.startsWith('/')) return 'not a path';
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  for (const segment of pathname.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return 'undecodable path';
    }
    if (textProblem(decoded, { lineBreaks: false })) return 'control character in the path';
  }
  if (queryAt < 0) return null;
  for (const pair of target.slice(queryAt + 1).split('&')) {
    const problem = encodedTextProblem(Buffer.from(pair, 'latin1'), { lineBreaks: false });
    if (problem) return `query: ${problem}`;
  }
  return null;
}

/**
 * Answers an address that names no page with the shop's translated 400 page, before any redirect,
 * route or API call sees it; in the language of the store the address belongs to (as every page
 * chooses it, stores.ts), when the shop's stores are given.
 */
export function refuseBadAddresses(stores?: () => Promise<StoreSummary[]>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (OTHER_HANDLERS.test(req.path)) return next();
    const problem = badAddress(req.originalUrl);
    if (!problem) return next();
    const refused = Object.assign(new URIError(problem), { status: 400 });
    if (!stores) return next(refused);
    stores()
      .then((list) => {
        const store = storeOfRequest(req, list);
        if (store) res.locals.language = store.language;
      })
      // Without the stores (an API not reachable) the page follows the browser's language.
      .catch(() => undefined)
      .finally(() => next(refused));
  };
}

/**
 * Permanent redirects to the canonical address of a storefront page (R19, R24, R25): home aliases
 * (`/index.php`, `/home/` …) go to `/`, and page paths get their trailing slash (`/kleding` →
 * `/kleding/`) unless they name a file (`/x.html`), and are lower-cased except `/order-complete/…`. With `enforceHttps` (production behind a
 * proxy), `http` and a leading `www.` also redirect. The scheme and host are the request's own
 * (X-Forwarded-* only from a proxy TRUST_PROXY names); a redirect never leads to a host no store
 * names once one names a public address, and one to an unknown host is not kept by caches
 * (decision 037).
 */
export function canonicalAddresses(options: { enforceHttps: boolean }) {
  const refuse = refuseBadAddresses();
  return (req: Request, res: Response, next: NextFunction) => {
    refuse(req, res, (error?: unknown) => {
      if (error) return next(error);
      if (OTHER_HANDLERS.test(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      // React Router's data requests (`/x.data`) carry no trailing slash by design.
      if (req.path.endsWith('.data')) return next();
      const own = requestOrigin(req);
      if (!own) return next(Object.assign(new Error('malformed host'), { status: 400 }));
      const url = new URL(`${own}${req.originalUrl}`);
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
      const decision = publicOriginOf(res);
      if (target && decision?.configuredPublic) {
        const wanted = new URL(target);
        // Only to an address a store names: else to the store's own address, the path kept.
        if (!decision.configured.includes(wanted.origin)) target = `${decision.origin}${wanted.pathname}${wanted.search}`;
        if (target === url.href) target = null;
      }
      if (!target) return next();
      const to = new URL(target);
      if (decision && !decision.recognised) res.setHeader('Cache-Control', 'private, no-store');
      // `//host/…` as a path would leave the shop: one slash is the same page.
      const path = to.pathname.replace(/^[/\\]{2,}/, '/');
      res.redirect(301, to.host === url.host && to.protocol === url.protocol ? `${path}${to.search}` : to.href);
    });
  };
}
