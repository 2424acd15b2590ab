import { hasControlCharacter } from '@shop/rules';

/**
 * Whether a value is a path on this shop, safe to send a shopper to: one leading `/` (never `//host`
 * or `/\host`, which browsers read as another site; never a scheme) and no control character.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !hasControlCharacter(value);
}
