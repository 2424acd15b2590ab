import { safeReturnPath } from '@shop/rules';

/**
 * The address typed in the empty layout's box as a path of this shop, or null: the shop's rule for a
 * way back (one leading `/`, no `//host`, no backslash, no scheme, bounded), and no space inside, so
 * the box never sends a shopper to another site.
 */
export function safeInternalPath(input: string): string | null {
  const value = input.trim();
  if (value.includes(' ')) return null;
  return safeReturnPath(value, '') || null;
}
