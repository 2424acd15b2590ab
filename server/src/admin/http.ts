/** Answering console requests: private headers, rendering a page, the session and language cookies. */
import type { Request, Response } from 'express';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse as parseCookies } from 'cookie';
import { chooseLanguage, CONSOLE_LANGUAGES, type ConsoleLanguage } from './messages.ts';
import { BASE } from './layout.tsx';

export const STAFF_COOKIE = 'va_staff';
export const LANGUAGE_COOKIE = 'va_console_lang';
const LANGUAGE_COOKIE_MAX_AGE_MS = 365 * 24 * 3_600_000;

/**
 * The console's Content-Security-Policy: nothing but its own stylesheet, its own forms and inline
 * (data:) pictures; no script at all, never framed.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** Every console answer: never stored, never indexed, never framed; referrers stay on this origin. */
export function consoleHeaders(res: Response): void {
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': CONSOLE_CSP,
    'X-Robots-Tag': 'noindex, nofollow',
    'X-Frame-Options': 'DENY',
    // same-origin keeps a real Origin on the console's own form posts (no-referrer makes Chromium send "null").
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Sends a page: `<!doctype html>` and the server-rendered markup. */
export function sendPage(res: Response, status: number, page: ReactElement): void {
  consoleHeaders(res);
  res
    .status(status)
    .type('html')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);
}

/** POST → redirect → GET: a 303 to a console path. */
export function redirectTo(res: Response, path: string): void {
  consoleHeaders(res);
  res.redirect(303, `${BASE}${path}`);
}

export function cookiesOf(req: Request): Record<string, string | undefined> {
  const header = req.headers.cookie;
  if (!header || header.length > 8192) return {};
  try {
    return parseCookies(header);
  } catch {
    return {};
  }
}

export function languageOf(req: Request): ConsoleLanguage {
  return chooseLanguage(cookiesOf(req)[LANGUAGE_COOKIE], req.acceptsLanguages(...CONSOLE_LANGUAGES));
}

export function setStaffCookie(res: Response, token: string, expiresAt: Date, secure: boolean): void {
  res.cookie(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: BASE, secure, expires: expiresAt });
}

export function clearStaffCookie(res: Response, secure: boolean): void {
  res.clearCookie(STAFF_COOKIE, { httpOnly: true, sameSite: 'strict', path: BASE, secure });
}

export function setLanguageCookie(res: Response, lang: ConsoleLanguage, secure: boolean): void {
  res.cookie(LANGUAGE_COOKIE, lang, { httpOnly: true, sameSite: 'lax', path: BASE, secure, maxAge: LANGUAGE_COOKIE_MAX_AGE_MS });
}

/** A string field of a parsed form or query; arrays and missing fields read as ''. */
export function field(source: unknown, name: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Where to go after signing in or switching language: a console path only (no other host, no
 * protocol-relative `//`, no back-slashes browsers would read as `/`).
 */
export function safeConsolePath(value: string, fallback = '/'): string {
  if (value.length > 500) return fallback;
  const path = value.startsWith(BASE) ? value.slice(BASE.length) : value;
  if (!/^\/(?![/\\])[A-Za-z0-9/_.~%?&=+-]*$/.test(path)) return fallback;
  return path;
}
