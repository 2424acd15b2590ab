import { serialize } from 'cookie';
import type { AppLoadContext } from 'react-router';

/**
 * Set-Cookie value of one of the shop's own HttpOnly, SameSite=Lax cookies on every path: `value`
 * kept for `maxAgeSeconds`, or with null, the cookie deleted. Secure where the shop runs on HTTPS.
 */
export function shopCookie(name: string, value: string | null, maxAgeSeconds: number, context: AppLoadContext): string {
  return serialize(name, value ?? '', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: context.secureCookies,
    maxAge: value ? maxAgeSeconds : 0,
  });
}
