import { redirect, type AppLoadContext } from 'react-router';
import { CART_ID_QUERY_PARAM } from '@shop/rules';
import { cartIdCookie } from './cart-cookie.server.ts';
import { MiniCartStatusQuery } from './cart-query.ts';

/** A masked cart id as the API hands them out. */
const MASKED_ID = /^[A-Za-z0-9]{32}$/;

/**
 * CA26, CA27 (decision 055): `?cartId=` on any page. An existing, active guest cart of that id
 * becomes the shopper's cart (its cookie is set); anything else (a malformed or unknown id, a cart
 * that is ordered, expired or a customer's, or a signed-in shopper, whose cart is the account's) is
 * ignored. Either way the shopper is sent to the same address without the parameter, so the id
 * (a secret: whoever holds it can change the cart) stays out of the address bar, history and the
 * Referer of what the page loads. Returns nothing when the address has no cart id; otherwise the
 * redirect to throw.
 */
export async function cartTakeoverRedirect(request: Request, context: AppLoadContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.searchParams.has(CART_ID_QUERY_PARAM)) return null;
  const cartId = url.searchParams.get(CART_ID_QUERY_PARAM) ?? '';
  url.searchParams.delete(CART_ID_QUERY_PARAM);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (MASKED_ID.test(cartId) && !context.api.customerToken && (await isActiveGuestCart(context, cartId))) {
    headers.append('Set-Cookie', cartIdCookie(cartId, context));
  }
  // Data requests (`/x.data`) are answered with the redirect too; React Router follows it.
  return redirect(`${url.pathname}${url.search}${url.hash}`, { status: 302, headers });
}

/**
 * Asked as a guest (the client has no customer token here): a customer's cart answers "not yours"
 * without a status, so only guest carts can be taken over.
 */
async function isActiveGuestCart(context: AppLoadContext, cartId: string): Promise<boolean> {
  try {
    const { cartStatus } = await context.api.query(MiniCartStatusQuery, { cartId });
    return cartStatus.status === 'active';
  } catch (error) {
    context.log.warn({ err: error }, 'the cart named in the address could not be checked; it is ignored');
    return false;
  }
}
