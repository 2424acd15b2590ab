import type { MetaDescriptor } from 'react-router';
import { catalogue, toLocale } from '../../lib/i18n/catalogue.ts';

interface RootMatch {
  id: string;
  data?: unknown;
}

/**
 * The title of a checkout page ("Gegevens | Van Arkel") in the store language, kept out of search
 * engines: these pages are the shopper's own.
 */
export function checkoutMeta(matches: readonly (RootMatch | undefined)[], titleId: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as { language?: string; websiteName?: string } | undefined;
  const texts = catalogue[toLocale(root?.language)];
  const title = texts[titleId] ?? titleId;
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,nofollow' }];
}
