import type { Route } from './+types/quick-view';
import { quickViewResponse } from '../features/product/quick-view.server.ts';

/** `/quick-view.json?sku=…`: the product of the quick view slide-in (D15), as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return quickViewResponse(request, context);
}
