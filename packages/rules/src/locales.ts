/** The shop's languages (000 §1; M3): Dutch is the default. */
export const locales = ['nl', 'en', 'de'] as const;

/** A language the shop's texts exist in. */
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'nl';

/** Narrows an unknown value to a shop language. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
