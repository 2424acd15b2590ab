import type { AppLoadContext } from 'react-router';
import { loadSessionCustomer } from '../account/session.server.ts';
import { loadCartSummary } from '../cart/cart-session.server.ts';
import { loadWishlistSummary } from '../wishlist/wishlist.server.ts';
import type { ShopperSession } from './shopper-session.ts';

/**
 * What is personal on every page (decision 064): the cart for the header and the restore dialog
 * (L14; 001 §4), the login check (A1, A2) and the customer's wishlist (W7), read in parallel. A
 * cookie pointing at no cart is cleared and a token that leads to no customer deleted: the
 * Set-Cookie values come back beside the session. A private page's root loader inlines it; a shared
 * page's browser asks `/session.json` for it.
 */
export async function loadShopperSession(
  request: Request,
  context: AppLoadContext,
): Promise<{ session: ShopperSession; setCookies: string[] }> {
  const [cart, login, wishlist] = await Promise.all([
    loadCartSummary(request, context),
    loadSessionCustomer(request, context),
    loadWishlistSummary(context),
  ]);
  return {
    session: {
      cartQuantity: cart.miniCart?.quantity ?? 0,
      miniCart: cart.miniCart,
      cartInactive: cart.cartInactive,
      cartStatusGroup: cart.cartStatusGroup,
      cartStatus: cart.cartStatus,
      customer: login.customer,
      // A token the API refused makes the shopper a guest: no server list then (W3).
      wishlist: login.customer ? wishlist : null,
    },
    setCookies: [...cart.setCookies, ...login.setCookies],
  };
}

/**
 * `GET /session.json`: the shopper's session as JSON, never kept by anyone (`private, no-store`),
 * with the cart and login cookies' refresh or removal. It reads only the request's cookies: no
 * query, no body, so its cost is the session's few API calls whatever is sent.
 */
export async function shopperSessionResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const { session, setCookies } = await loadShopperSession(request, context);
  const headers = new Headers({ 'cache-control': 'private, no-store', vary: 'Cookie' });
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return Response.json(session, { headers });
}
