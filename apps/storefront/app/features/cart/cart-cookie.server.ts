import { parse } from 'cookie';
import type { AppLoadContext } from 'react-router';
import { cartIdCookieName, cookies } from '@shop/rules';
import { shopCookie } from '../../lib/shop-cookie.server.ts';

/** The shopper's masked cart id from the `quote_masked_id_{store}` cookie (CK6), or null. */
export function readCartId(request: Request, context: AppLoadContext): string | null {
  const value = parse(request.headers.get('cookie') ?? '')[cartIdCookieName(context.storeCode)];
  return value && /^[A-Za-z0-9]{32}$/.test(value) ? value : null;
}

/** Set-Cookie header value that stores the cart id (200 days, CK7) or, with null, clears it. */
export function cartIdCookie(cartId: string | null, context: AppLoadContext): string {
  return shopCookie(cartIdCookieName(context.storeCode), cartId, cookies.cartId.maxAgeSeconds, context);
}

/** The `placed_order_for_quote` cookie set at placeOrder (36000 s, CK8), read by the restore dialog. */
export function placedOrderCookie(cartId: string | null, context: AppLoadContext): string {
  return shopCookie(cookies.placedOrderForQuote.name, cartId, cookies.placedOrderForQuote.maxAgeSeconds, context);
}

export function readPlacedOrderCartId(request: Request): string | null {
  const value = parse(request.headers.get('cookie') ?? '')[cookies.placedOrderForQuote.name];
  return value && /^[A-Za-z0-9]{32}$/.test(value) ? value : null;
}
