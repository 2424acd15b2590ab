import type { Route } from './+types/styleguide';
import { loadStyleguide } from '../features/content/utility-pages.server.ts';
import { StyleguidePage } from '../features/content/utility-pages.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** `/styleguide/` (R5, R6): the shop's components and every content block type; internal, noindex. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadStyleguide(context);
}

export const meta = noindexTitle('content.utility.styleguide.title');

export default function Styleguide({ loaderData }: Route.ComponentProps) {
  return <StyleguidePage data={loaderData} />;
}
