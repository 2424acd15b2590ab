import type { MetaDescriptor } from 'react-router';

interface RootMatch {
  id: string;
  data?: unknown;
}

/**
 * The balance page's title and description in the store language; `noindex`: the page answers
 * about one card and has nothing for a search engine.
 */
export function balanceMeta(matches: readonly (RootMatch | undefined)[]): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as
    | { messages?: Record<string, string>; websiteName?: string }
    | undefined;
  const text = (id: string) => root?.messages?.[id] ?? id;
  return [
    { title: `${text('giftcard.balance.metaTitle')} | ${root?.websiteName ?? 'Van Arkel'}` },
    { name: 'description', content: text('giftcard.balance.metaDescription') },
    { name: 'robots', content: 'noindex,nofollow' },
  ];
}

/** A card's balance belongs to whoever holds its PIN: never kept by a browser or a proxy. */
export const balanceHeaders = () => ({ 'Cache-Control': 'private, no-store' });
