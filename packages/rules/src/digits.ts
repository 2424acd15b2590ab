/**
 * Numbers and plural forms of the shop's own formats, written without `Intl` (decision 067, "No
 * Intl while a page starts"). The first `Intl` object a page makes loads the locale's data: 75–150
 * ms of a phone's main thread in one task that cannot be split, and every page formats prices while
 * it hydrates. The three number tags of the store languages (`intlTag`) are written here; any other
 * tag, and any number these rules do not cover, goes to `Intl` as before. `digits.test.ts` compares
 * every rule with `Intl` over a sweep of values, so the two cannot drift apart.
 */

/** How a tag separates thousands and decimals (as Intl.NumberFormat does for it). */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  'nl-NL': { group: '.', decimal: ',' },
  'de-DE': { group: '.', decimal: ',' },
  'en-GB': { group: ',', decimal: '.' },
};

/**
 * Tags whose cardinal plural has only `one` and `other`, `one` being a whole 1 (CLDR "i = 1 and
 * v = 0": Dutch, German and English).
 */
const ONE_IS_WHOLE_ONE = new Set(['nl-NL', 'de-DE', 'en-GB', 'nl', 'de', 'en']);

/** The separators of a tag the shop writes itself, or undefined. */
export function separatorsOf(tag: string): { group: string; decimal: string } | undefined {
  return SEPARATORS[tag];
}

/** A non-negative safe integer with its thousands grouped (`1234567`, `.` → `1.234.567`). */
export function groupDigits(value: number, group: string): string {
  const digits = String(value);
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const start = Math.max(0, end - 3);
    out = (start > 0 ? group : '') + digits.slice(start, end) + out;
  }
  return out;
}

/**
 * A whole number as `Intl.NumberFormat(tag)` writes it, for the shop's tags; undefined for other
 * tags and for numbers that are not safe integers (the caller asks `Intl`).
 */
export function writeWholeNumber(tag: string, value: number): string | undefined {
  const separators = SEPARATORS[tag];
  if (!separators || !Number.isSafeInteger(value)) return undefined;
  const grouped = groupDigits(Math.abs(value), separators.group);
  return value < 0 || Object.is(value, -0) ? `-${grouped}` : grouped;
}

/**
 * The cardinal plural category (`one`, `other`) of a number in the shop's languages, as
 * `Intl.PluralRules(tag).select` gives it; undefined for other tags (the caller asks `Intl`).
 */
export function pluralOf(tag: string, value: number): 'one' | 'other' | undefined {
  if (!ONE_IS_WHOLE_ONE.has(tag)) return undefined;
  return Math.abs(value) === 1 ? 'one' : 'other';
}
