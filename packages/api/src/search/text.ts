/**
 * Search text handling shared by every engine: the words of a query. Only letters and digits
 * form words (any script); everything else — quotes, `%`, `_`, `\`, operators — separates them, so
 * no character of the shopper's text ever reaches a query language unescaped.
 */

/** Words taken from one search text; more are ignored. */
export const MAX_SEARCH_WORDS = 8;
/** Longest word kept (longer ones are cut). */
export const MAX_WORD_LENGTH = 40;

/** The lower-case words of a search text, without duplicates, in order. */
export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * A PostgreSQL tsquery source for one word: a prefix match, optionally only in the given weights
 * (`A`: name, brand, sku). The word holds only letters and digits (see `searchWords`), so it needs
 * no quoting beyond the single quotes.
 */
export function prefixQuery(word: string, weights = ''): string {
  return `'${word}':*${weights}`;
}
