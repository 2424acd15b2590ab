import { ExperimentsPage } from '../features/content/utility-pages.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/experiments/` (R5, R6): internal, noindex. */
export const meta = noindexTitle('content.utility.experiments.title');

export default function Experiments() {
  return <ExperimentsPage />;
}
