import type { Route } from './+types/session';
import { shopperSessionResponse } from '../features/shopper/shopper-session.server.ts';

/** `/session.json`: the shopper's cart, login and wishlist for a shared page, asked after it (decision 064). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return shopperSessionResponse(request, context);
}
