import { defaultLocale, isLocale, locales, type Locale } from '@shop/rules';

/** One feature's texts: `{ nl: {...}, en: {...}, de: {...} }`, keys prefixed by the feature. */
export type FeatureMessages = Record<Locale, Record<string, string>>;

export type Catalogue = Record<Locale, Record<string, string>>;

/**
 * Merges feature catalogues into one per language. A key defined by two features is a mistake
 * that would silently show the wrong text, so it throws.
 */
export function mergeCatalogues(features: Record<string, FeatureMessages>): Catalogue {
  const merged: Catalogue = { nl: {}, en: {}, de: {} };
  const owner = new Map<string, string>();
  for (const [source, messages] of Object.entries(features)) {
    for (const locale of locales) {
      for (const [key, text] of Object.entries(messages[locale] ?? {})) {
        const previous = owner.get(`${locale}:${key}`);
        if (previous && previous !== source) throw new Error(`Message "${key}" is defined in ${previous} and ${source}`);
        owner.set(`${locale}:${key}`, source);
        merged[locale][key] = text;
      }
    }
  }
  return merged;
}

/** Keys present in one language but missing in another (M14), as `locale:key`. */
export function missingKeys(catalogue: Catalogue): string[] {
  const all = new Set(locales.flatMap((locale) => Object.keys(catalogue[locale])));
  return locales.flatMap((locale) => [...all].filter((key) => !(key in catalogue[locale])).map((key) => `${locale}:${key}`));
}

/** The store language for a value from the loader or the URL; nl when unknown. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The BCP 47 tag used for Intl formatting in a store language (one place: @shop/rules). */
export { intlTag } from '@shop/rules';
