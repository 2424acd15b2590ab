import type { Route } from './+types/styleguide';
import { loadStyleguide } from '../features/content/utility-pages.server.ts';
import { StyleguidePage } from '../features/content/utility-pages.tsx';
import { utilityMeta } from '../features/content/utility-routes.ts';

/** `/styleguide/` (R5, R6): the shop's components and every content block type; internal, noindex. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadStyleguide(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return utilityMeta(matches[0]?.data, 'content.utility.styleguide.title');
}

export default function Styleguide({ loaderData }: Route.ComponentProps) {
  return <StyleguidePage data={loaderData} />;
}
