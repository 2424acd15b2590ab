import type { Route } from './+types/empty-page';
import { EmptyPage } from '../features/content/utility-pages.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/empty-page/` (R5, R6): the shop's layout around an empty page; internal, noindex. */
export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'content.utility.emptyPage.title');
}

export default function EmptyPageRoute() {
  return <EmptyPage />;
}
