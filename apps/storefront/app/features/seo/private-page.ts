import type { MetaDescriptor } from 'react-router';
import { toLocale } from '../../lib/i18n/catalogue.ts';
import { textsOf } from '../../lib/i18n/texts.ts';

interface RootMatch {
  id: string;
  data?: unknown;
}

interface NoindexOptions {
  /** Robots may still follow the page's links. */
  follow?: boolean;
  /** The message key of the page's description. */
  descriptionId?: string;
}

/**
 * The head of a page search engines leave out (the shopper's own pages, the checkout, utility
 * pages, a form's fallback): its title in the store language's texts ("Gegevens |
 * Van Arkel"), a description where it has one, and `noindex`; `follow` where robots may still
 * follow its links.
 */
export function noindexMeta(
  matches: readonly (RootMatch | undefined)[],
  titleId: string,
  { follow = false, descriptionId }: NoindexOptions = {},
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as { language?: string; websiteName?: string } | undefined;
  const texts = textsOf(toLocale(root?.language));
  const text = (id: string) => texts[id] ?? id;
  return [
    { title: `${text(titleId)} | ${root?.websiteName ?? 'Van Arkel'}` },
    ...(descriptionId ? [{ name: 'description', content: text(descriptionId) }] : []),
    { name: 'robots', content: follow ? 'noindex,follow' : 'noindex,nofollow' },
  ];
}

/** A route's `meta` for such a page whose title does not depend on its data. */
export const noindexTitle =
  (titleId: string, options?: NoindexOptions) =>
  ({ matches }: { matches: readonly (RootMatch | undefined)[] }) =>
    noindexMeta(matches, titleId, options);

/** A page that belongs to one person or one link: never kept by a browser or a proxy. */
export const privateHeaders = () => ({ 'Cache-Control': 'private, no-store' });
