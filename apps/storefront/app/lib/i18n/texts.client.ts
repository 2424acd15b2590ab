import type { Locale } from '@shop/rules';
import { toLocale } from './catalogue.ts';
import { holdTexts, holdsTexts } from './texts.ts';

/** Each store language's texts as a chunk of its own, built from the server's catalogue (texts-asset.ts). */
const chunks: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  nl: () => import('virtual:store-texts/nl'),
  en: () => import('virtual:store-texts/en'),
  de: () => import('virtual:store-texts/de'),
};

/**
 * Fetches the page's store language's texts (the `lang` of the server's HTML) and holds them, so
 * hydration renders the same words as the server did (decision 067). A browser keeps the chunk,
 * so only the first page of a visit waits for it.
 */
export async function loadPageTexts(lang: string): Promise<void> {
  const locale = toLocale(lang);
  if (holdsTexts(locale)) return;
  holdTexts(locale, (await chunks[locale]()).default);
}
