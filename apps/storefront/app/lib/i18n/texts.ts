import type { Locale } from '@shop/rules';
import type { Messages } from './intl.tsx';

/**
 * The store languages' texts this process holds (decision 067). The server holds every language
 * from its start (entry.server.tsx); a browser holds only its store's, fetched as a cached asset of
 * its own before hydration (entry.client.tsx, texts.client.ts) instead of inside every page's
 * hydration data. Components read them through `I18nProvider`, `meta` functions here.
 */
const held: Partial<Record<Locale, Messages>> = {};

/** Keeps a language's texts for every later render. */
export function holdTexts(locale: Locale, messages: Messages): void {
  held[locale] = messages;
}

/** A language's texts; empty when they are not held (a text then shows its key, as a missing one does). */
export function textsOf(locale: Locale): Messages {
  return held[locale] ?? NONE;
}

/** Whether a language's texts are held (the browser fetches them once). */
export function holdsTexts(locale: Locale): boolean {
  return held[locale] !== undefined;
}

const NONE: Messages = Object.freeze({});
