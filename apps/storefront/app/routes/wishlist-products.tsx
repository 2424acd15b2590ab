import type { Route } from './+types/wishlist-products';
import { wishlistProductsResponse } from '../features/wishlist/wishlist.server.ts';

/** `/wishlist/products.json?skus=…`: the tiles of a guest's wishlist (W9), as JSON. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return wishlistProductsResponse(request, context);
}
