/** Languages every translated seed text is written in; the stores map onto these. */
export const LANGS = ['nl', 'en', 'de'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in every seed language. */
export type Texts = Record<Lang, string>;

/** Shorthand for a translated text. */
export function t(nl: string, en: string, de: string): Texts {
  return { nl, en, de };
}

/** Applies `fn` per language, e.g. to fill placeholders. */
export function mapTexts(texts: Texts, fn: (value: string, lang: Lang) => string): Texts {
  return { nl: fn(texts.nl, 'nl'), en: fn(texts.en, 'en'), de: fn(texts.de, 'de') };
}

/** Joins translated parts per language with `separator`. */
export function joinTexts(parts: readonly Texts[], separator: string): Texts {
  return {
    nl: parts.map((p) => p.nl).join(separator),
    en: parts.map((p) => p.en).join(separator),
    de: parts.map((p) => p.de).join(separator),
  };
}

/** Lower-case URL slug: accents dropped, anything else than a-z0-9 becomes one hyphen. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Upper-cases the first letter (names start with a placeholder that may be lower case). */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** Escapes text for the simple HTML descriptions. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
