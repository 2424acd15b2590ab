import type { Route } from './+types/search-suggest';
import { quickSearchResponse } from '../features/search/quick-search.server.ts';

/** `/zoeken/suggest/?q=`: the search overlay's data as JSON (S5–S14); a resource route, no page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return quickSearchResponse(request, context);
}
