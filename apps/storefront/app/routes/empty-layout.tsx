import type { Route } from './+types/empty-layout';
import { checkoutLayoutHandle } from '../features/checkout/layout-handle.ts';
import { emptyLayoutTarget } from '../features/content/utility-pages.server.ts';
import { EmptyLayoutPage } from '../features/content/utility-pages.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/** Draws its own frame: no shop header or footer around the empty layout (L7). */
export const handle = checkoutLayoutHandle;

/** `?url=` opens a typed shop address when scripts do not run (L7). */
export function loader({ request }: Route.LoaderArgs) {
  return emptyLayoutTarget(request);
}

export const meta = noindexTitle('content.utility.emptyLayout.title');

export default function EmptyLayout({ loaderData }: Route.ComponentProps) {
  return <EmptyLayoutPage invalid={loaderData.invalid} value={loaderData.value} />;
}
