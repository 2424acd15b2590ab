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

/** The partner code the shopper's browser holds (CK10), for the order; null when none or not a code. */
export function affiliateCodeOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === AFFILIATE_COOKIE) {
      const code = value.join('=');
      return CODE.test(code) ? code : null;
    }
  }
  return null;
}
