import { search } from '@shop/rules';
import { storedArray } from '../../lib/stored-list.ts';

/**
 * Recent searches (000 §3, §9; S15, S16): kept in local storage under `recent` as a JSON list of
 * terms, newest first, at most 10 distinct ones (compared without regard to case or spacing).
 */

/** Collapses spaces so "blue  shirt " and "blue shirt" are one term. */
export function normalizeTerm(term: string): string {
  return term.trim().replace(/\s+/g, ' ');
}

function sameTerm(a: string, b: string): boolean {
  return normalizeTerm(a).toLowerCase() === normalizeTerm(b).toLowerCase();
}

/** Reads what local storage holds; anything unreadable (hand-edited, another app's data) is an empty list. */
export function parseRecentSearches(stored: string | null | undefined): string[] {
  const terms: string[] = [];
  for (const item of storedArray(stored)) {
    if (typeof item !== 'string') continue;
    const term = normalizeTerm(item);
    if (term === '' || terms.some((kept) => sameTerm(kept, term))) continue;
    terms.push(term);
    if (terms.length === search.recentStored) break;
  }
  return terms;
}

/**
 * Puts a term first (S16: distinct, newest first, at most 10). `replacing` is the term this one
 * grew from while the overlay stayed open ("shir" → "shirt"), so one search is one entry.
 */
export function rememberSearch(list: readonly string[], term: string, replacing: string | null = null): string[] {
  const next = normalizeTerm(term);
  if (next === '') return [...list];
  const rest = list.filter((kept) => !sameTerm(kept, next) && (replacing === null || !sameTerm(kept, replacing)));
  return [next, ...rest].slice(0, search.recentStored);
}

/** What the overlay shows: the last two searches before the current one (S15). */
export function recentToShow(list: readonly string[], current: string): string[] {
  return list.filter((term) => !sameTerm(term, current)).slice(0, search.recentShown);
}

/** The list in local storage; empty where storage is unavailable (private mode, blocked). */
export function loadRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(search.recentStorageKey));
  } catch {
    return [];
  }
}

/** Writes the list; an empty list removes the key (S16: the clear action). Failures are ignored. */
export function saveRecentSearches(list: readonly string[]): void {
  try {
    if (list.length === 0) window.localStorage.removeItem(search.recentStorageKey);
    else window.localStorage.setItem(search.recentStorageKey, JSON.stringify(list));
  } catch {
    // Storage full or blocked: recent searches are a convenience, the search itself still works.
  }
}
