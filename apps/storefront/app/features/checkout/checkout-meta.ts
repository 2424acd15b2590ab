import type { MetaDescriptor } from 'react-router';

interface RootMatch {
  id: string;
  data?: unknown;
}

/**
 * The title of a checkout page ("Gegevens | Van Arkel") in the store language, kept out of search
 * engines: these pages are the shopper's own.
 */
export function checkoutMeta(matches: readonly (RootMatch | undefined)[], titleId: string): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { messages?: Record<string, string>; websiteName?: string }
    | undefined;
  const title = root?.messages?.[titleId] ?? titleId;
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,nofollow' }];
}
