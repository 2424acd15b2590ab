import { createHash, randomBytes } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { HTML_BLOCK_RESIZE_SCRIPT, inStoreConnectOrigins, parseInStoreBaseUrls } from '@shop/rules';

/** Nothing in the shop uses these browser features; embedded content may not either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
/** A year: long enough for preload lists, and browsers renew it on every visit. */
const HSTS = 'max-age=31536000';

function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Inline scripts allowed by their text rather than a nonce: the Html block's frame cannot know the page's nonce. */
const SCRIPT_HASHES = [scriptHash(HTML_BLOCK_RESIZE_SCRIPT)];

/**
 * The page's Content-Security-Policy (docs/decisions/025). Scripts run only with this response's
 * nonce or a listed hash; scripts those load may load others ('strict-dynamic'), which is how the
 * consent-gated tag loader adds its tags. Styles allow inline `style` attributes (React sets a few);
 * pictures and video come from the shop or any https address the CMS names.
 */
/** Where a tag manager's tags send their measurements (connect-src) when one is configured. */
const TAG_MANAGER_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export function contentSecurityPolicy(nonce: string, options: { tagManager?: boolean; inStoreBaseUrls?: readonly string[] } = {}): string {
  // The checkout's tabletop validator asks the configured session services (T9); a path entry is 'self'.
  const connect = ["'self'", ...(options.tagManager ? TAG_MANAGER_CONNECT : []), ...inStoreConnectOrigins(options.inStoreBaseUrls ?? [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${SCRIPT_HASHES.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `connect-src ${connect.join(' ')}`,
    "frame-src 'self' https:",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join('; ');
}

/** 128 random bits, fresh for every response, in the base64 form CSP names it by. */
/** Random bytes drawn 4 KiB at a time: one system call for 256 nonces instead of one each. */
const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** The security headers of a response, as `securityHeaders` sets them and a page cache hit sends them (page-cache-hits.ts). */
export type SecurityHeaderList = (nonce: string, path: string) => [string, string][];

/**
 * The headers for one response: the policy naming its nonce (not on the API, whose development-only
 * GraphiQL page brings its own scripts), and the fixed ones.
 */
export function securityHeaderList(options: {
  https: boolean;
  csp?: boolean;
  tagManager?: boolean;
  inStoreBaseUrls?: readonly string[];
}): SecurityHeaderList {
  const csp = options.csp ?? true;
  // INSTORE_BASE_URLS was checked by parseEnv at start; the same parse here cannot fail then.
  const inStoreBaseUrls = options.inStoreBaseUrls ?? parseInStoreBaseUrls(process.env.INSTORE_BASE_URLS);
  const policyOptions = { tagManager: options.tagManager ?? false, inStoreBaseUrls };
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ...(options.https ? ([['Strict-Transport-Security', HSTS]] as [string, string][]) : []),
  ];
  // Built files and pictures: the headers that mean something for a file that is not a page.
  const file: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ...(csp ? ([['Content-Security-Policy', FILE_POLICY]] as [string, string][]) : []),
    ...(options.https ? ([['Strict-Transport-Security', HSTS]] as [string, string][]) : []),
  ];
  return (nonce, path) =>
    isFilePath(path)
      ? file
      : csp && !path.startsWith('/graphql')
        ? [['Content-Security-Policy', contentSecurityPolicy(nonce, policyOptions)], ...fixed]
        : fixed;
}

/**
 * The policy of a built file or a picture (decision 025): such a response is never a page the shop
 * shows, and one opened on its own (an SVG picture, say) runs nothing and loads nothing. The page's
 * policy, frame, referrer and feature headers mean nothing on a file; sent on each of a page's
 * stylesheets, fonts, scripts and pictures they were about 0.7 KB per answer on a phone's first view.
 */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The addresses of built files (content-hashed, `/assets/`) and pictures (`/media/`). */
export function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || path.startsWith('/media/');
}

/**
 * Security headers on every response. Each request gets a nonce (`res.locals.cspNonce`) that the
 * storefront puts on every script it writes, and the Content-Security-Policy naming it; routers
 * with pages of their own (the payment provider) replace the policy with theirs. HSTS only behind
 * TLS (CANONICAL_HTTPS=true): over plain http it would lock local use out. Development (`csp:
 * false`) sends no policy and no nonce: Vite's hot reload needs eval and its own socket, and React's
 * development build reports the nonce browsers hide from script elements as a hydration mismatch.
 */
export function securityHeaders(options: { https: boolean; csp?: boolean; tagManager?: boolean; inStoreBaseUrls?: readonly string[] }) {
  const csp = options.csp ?? true;
  const headers = securityHeaderList(options);
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = csp && !isFilePath(req.path) ? createNonce() : '';
    res.locals.cspNonce = nonce;
    for (const [name, value] of headers(nonce, req.path)) res.setHeader(name, value);
    next();
  };
}
