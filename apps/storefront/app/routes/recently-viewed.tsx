import type { Route } from './+types/recently-viewed';
import { recentlyViewedResponse } from '../features/product/recently-viewed.server.ts';

/** `/recently-viewed.json?skus=…`: tiles for the recently viewed slider (RV4), as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return recentlyViewedResponse(request, context);
}
