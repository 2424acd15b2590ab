import type { Route } from './+types/wishlist';
import { loadWishlistPage, wishlistAction } from '../features/wishlist/wishlist.server.ts';
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx';
import { noindexMeta } from '../features/seo/private-page.ts';

/** `/wishlist/` (R10; W1–W9): the saved products; `/wishlist` arrives here by the trailing-slash redirect. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(context);
}

/** The hearts, the page's buttons and the merge after login post here (W1, W5, W6). */
export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  return noindexMeta(matches, 'wishlist.page.metaTitle', { follow: true });
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
