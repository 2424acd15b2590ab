import { cookies } from '@shop/rules';
import { serialize } from 'cookie';

/**
 * The preview cookie (L21; decision 052): opening a valid `/preview/?token=…` link stores its token
 * here, so the content editor's toolbar follows the editor through the shop until the token
 * expires or the editor leaves preview mode. Readable by the page's script: pages are shared by
 * the cache, so the toolbar is decided in the browser. The token opens one draft page only.
 */
export const PREVIEW_COOKIE = cookies.preview.name;

interface TokenPayload {
  uid: string;
  exp: number;
}

/** What a preview token names (its page and expiry), read without checking it: the API checked it. */
export function previewTokenPayload(token: string): TokenPayload | null {
  const payload = token.split('.')[0] ?? '';
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const data = JSON.parse(atob(base64)) as Partial<TokenPayload>;
    return typeof data.uid === 'string' && typeof data.exp === 'number' ? { uid: data.uid, exp: data.exp } : null;
  } catch {
    return null;
  }
}

/** Set-Cookie for a token the API accepted: kept until the token expires. */
export function previewCookie(token: string, now: Date, secure: boolean): string | null {
  const payload = previewTokenPayload(token);
  const maxAge = payload ? Math.floor(payload.exp - now.getTime() / 1000) : 0;
  if (maxAge <= 0) return null;
  return serialize(PREVIEW_COOKIE, token, { path: '/', sameSite: 'lax', secure, maxAge });
}

/** The `document.cookie` assignment that ends preview mode. */
export function previewCookieRemoval(secure: boolean): string {
  return serialize(PREVIEW_COOKIE, '', { path: '/', sameSite: 'lax', secure, maxAge: 0 });
}
