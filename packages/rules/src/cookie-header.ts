/**
 * Reading one cookie from a `Cookie` header or `document.cookie`, the same way wherever a page's
 * HTML depends on it: the storefront reads the consent cookies with it (the cookie bar, decision
 * 024) and the page cache keys its pages by what it reads (decision 063), so a kept page always
 * matches the cookies it is answered to.
 */

/** One cookie's value (the first of that name, percent-decoded when it can be); null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
