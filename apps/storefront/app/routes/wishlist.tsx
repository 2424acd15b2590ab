import type { Route } from './+types/wishlist';
import { loadWishlistPage, wishlistAction } from '../features/wishlist/wishlist.server.ts';
import { WishlistPage } from '../features/wishlist/wishlist-page.tsx';

/** `/wishlist/` (R10; W1–W9): the saved products; `/wishlist` arrives here by the trailing-slash redirect. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadWishlistPage(context);
}

/** The hearts, the page's buttons and the merge after login post here (W1, W5, W6). */
export async function action({ request, context }: Route.ActionArgs) {
  return wishlistAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { messages?: Record<string, string>; websiteName?: string } | undefined;
  const title = root?.messages?.['wishlist.page.metaTitle'] ?? 'wishlist.page.metaTitle';
  return [{ title: `${title} | ${root?.websiteName ?? 'Van Arkel'}` }, { name: 'robots', content: 'noindex,follow' }];
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData} />;
}
