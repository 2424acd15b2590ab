import { isSameSitePath } from '@shop/rules';

/** Longest address the empty layout's box accepts. */
const MAX_LENGTH = 2048;

/**
 * The typed address as a path of this shop, or null: it must start with one `/` (no `//host`, no
 * backslash tricks, no scheme) so the box never sends a shopper to another site.
 */
export function safeInternalPath(input: string): string | null {
  const value = input.trim();
  if (value.length === 0 || value.length > MAX_LENGTH) return null;
  // Backslashes and spaces are not part of an address typed here either.
  if (!isSameSitePath(value) || value.includes('\\') || value.includes(' ')) return null;
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
