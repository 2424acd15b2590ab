import type { Route } from './+types/listing-count';
import { loadListingCount } from '../features/catalog/listing/listing-count.server.ts';

/** `/listing/count/?{listing query}`: the filter panel's live product count as JSON (C15, C16). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadListingCount(context, new URL(request.url));
}
