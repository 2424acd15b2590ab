import type { Route } from './+types/wishlist';
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx';
import { noindexTitle } from '../features/seo/private-page.ts';

/**
 * `/wishlist/` (R10; W1–W9): the saved products; `/wishlist` arrives here by the trailing-slash
 * redirect. The hearts, the page's buttons and the merge after login post here (W1, W5, W6).
 */
export { wishlistAction as action, loadWishlistPage as loader } from '../features/wishlist/wishlist.server.ts';

export const meta = noindexTitle('wishlist.page.metaTitle', { follow: true });

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
