/**
 * The affiliate partner code (CK9, CK10): a landing with `?dn=<code>` stores the code in
 * `dn_cookie` for 30 days, path `/`, Secure over https. A code is 1–64 letters, digits, `-` or `_`;
 * anything else is ignored.
 */
export const AFFILIATE_COOKIE = 'dn_cookie';
export const AFFILIATE_MAX_AGE_S = 30 * 24 * 60 * 60;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function affiliateCookie(search: string, secure: boolean): string | null {
  const code = new URLSearchParams(search).get('dn');
  if (code === null || !CODE.test(code)) return null;
  return `${AFFILIATE_COOKIE}=${code}; Max-Age=${AFFILIATE_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
