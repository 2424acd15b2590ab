/**
 * Reading one cookie from a `Cookie` header or `document.cookie`, the same way wherever a page's
 * HTML depends on it: the storefront reads the consent cookies with it (the cookie bar, decision
 * 024) and the page cache keys its pages by what it reads (decision 063), so a kept page always
 * matches the cookies it is answered to.
 */

/** One cookie's value (the first of that name, percent-decoded when it can be); null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  return readCookies(cookieHeader, [name])[0] ?? null;
}

/** Several cookies' values in one pass over the header, in the order of `names`, as `readCookie` reads each. */
export function readCookies(cookieHeader: string | null | undefined, names: readonly string[]): (string | null)[] {
  const values: (string | null)[] = names.map(() => null);
  if (!cookieHeader) return values;
  let found = 0;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const at = names.indexOf(part.slice(0, index).trim());
    if (at < 0 || values[at] !== null) continue;
    const raw = part.slice(index + 1).trim();
    try {
      values[at] = decodeURIComponent(raw);
    } catch {
      values[at] = raw;
    }
    if (++found === names.length) break;
  }
  return values;
}
