import type { Route } from './+types/experiments';
import { ExperimentsPage } from '../features/content/utility-pages.tsx';
import { utilityMeta } from '../features/content/utility-routes.ts';

/** `/experiments/` (R5, R6): internal, noindex. */
export function meta({ matches }: Route.MetaArgs) {
  return utilityMeta(matches[0]?.data, 'content.utility.experiments.title');
}

export default function Experiments() {
  return <ExperimentsPage />;
}
