import type { Route } from './+types/experiments';
import { ExperimentsPage } from '../features/content/utility-pages.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/experiments/` (R5, R6): internal, noindex. */
export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'content.utility.experiments.title');
}

export default function Experiments() {
  return <ExperimentsPage />;
}
