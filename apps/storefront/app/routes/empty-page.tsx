import { EmptyPage } from '../features/content/utility-pages.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/empty-page/` (R5, R6): the shop's layout around an empty page; internal, noindex. */
export const meta = noindexTitle('content.utility.emptyPage.title');

export default function EmptyPageRoute() {
  return <EmptyPage />;
}
