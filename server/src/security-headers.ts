import type { NextFunction, Request, Response } from 'express';

/** Nothing in the shop uses these browser features; embedded content may not either. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
/** A year: long enough for preload lists, and browsers renew it on every visit. */
const HSTS = 'max-age=31536000';

/**
 * Baseline security headers on every response. Five fixed headers do not need a library; there is
 * no Content-Security-Policy yet because the pages still carry inline scripts (hydration data).
 * HSTS only behind TLS (CANONICAL_HTTPS=true): over plain http it would lock local use out.
 */
export function securityHeaders(options: { https: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    if (options.https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
