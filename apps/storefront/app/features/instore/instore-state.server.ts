/**
 * The server's part of the checkout's tabletop check (T3, T5, T9; decision 030). The checkout frame's
 * loader reads the device's session from the query (a device link) or the cookies; for a session the
 * shop's server finds OPEN it sets the cookies and flags the cart itself, so a device link works
 * before (or without) JavaScript. Everything else is left to the browser's check, which also
 * refreshes. The frame's action is what the browser's check posts to (flag / unflag).
 */
import { parse, serialize } from 'cookie';
import { data, redirect, type AppLoadContext } from 'react-router';
import { allowedInStoreBase, cookies, isInStoreSessionId, parseInStoreBaseUrls } from '@shop/rules';
import { readCartId } from '../cart/cart-cookie.server.ts';
import { InStoreCartQuery, InStoreSessionQuery, RemoveInStoreSessionMutation, SetInStoreSessionMutation } from './instore-query.ts';
import type { InStoreCartFlagFragment } from '../../graphql/graphql.ts';
import type { InStoreBadgeView, InStoreCheckData, InStoreActionData } from './instore-model.ts';

let allowList: { raw: string | undefined; list: string[] } | null = null;

/**
 * INSTORE_BASE_URLS as parsed once (the server checked it at start, so the parse cannot fail
 * there); the storefront process reads the same environment.
 */
export function inStoreBaseUrls(): string[] {
  const raw = process.env.INSTORE_BASE_URLS;
  if (!allowList || allowList.raw !== raw) {
    let list: string[];
    try {
      list = parseInStoreBaseUrls(raw);
    } catch {
      list = parseInStoreBaseUrls(undefined);
    }
    allowList = { raw, list };
  }
  return allowList.list;
}

function badgeOf(cart: InStoreCartFlagFragment): InStoreBadgeView | null {
  if (!cart.isInStoreOrder) return null;
  return { location: cart.in_store_location ?? null, table: cart.in_store_table ?? '' };
}

/** Set-Cookie values for the device's session, until its ttl (CK1: path /, Secure behind TLS). */
export function inStoreCookies(base: string, sessionId: string, ttl: Date, context: AppLoadContext): string[] {
  const options = { path: '/', sameSite: 'lax' as const, secure: context.secureCookies, expires: ttl };
  return [serialize(cookies.inStoreOrder.name, sessionId, options), serialize(cookies.inStoreBaseUrl.name, base, options)];
}

const QUERY_PARAMS = ['xsattbaseurl', 'xsattsessionid'];

/** The page's address without the device link's parameters (relative: path and the rest of the query). */
function withoutSessionParams(url: URL): string {
  const rest = new URLSearchParams(url.search);
  for (const name of QUERY_PARAMS) rest.delete(name);
  const search = rest.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The frame's tabletop state. A device link naming a session that is OPEN answers with a redirect to
 * the same page without the parameters, carrying the cookies: a step that itself sends the shopper
 * on (an empty cart goes to the cart page) cannot lose them.
 */
export async function loadInStoreCheck(request: Request, context: AppLoadContext): Promise<InStoreCheckData> {
  const url = new URL(request.url);
  const allowed = inStoreBaseUrls();
  const jar = parse(request.headers.get('cookie') ?? '');
  const queryBase = allowedInStoreBase(url.searchParams.get('xsattbaseurl'), allowed, url.origin);
  const queryId = url.searchParams.get('xsattsessionid');
  const fromQuery = queryBase !== null && isInStoreSessionId(queryId);
  const cookieBase = allowedInStoreBase(jar[cookies.inStoreBaseUrl.name], allowed, url.origin);
  const cookieId = jar[cookies.inStoreOrder.name];
  const session = fromQuery
    ? { base: queryBase, id: queryId }
    : cookieBase && isInStoreSessionId(cookieId)
      ? { base: cookieBase, id: cookieId }
      : null;

  const cartId = readCartId(request, context);
  let badge: InStoreBadgeView | null = null;
  let flagged = false;
  if (cartId) {
    try {
      const { cart } = await context.api.query(InStoreCartQuery, { cartId });
      badge = badgeOf(cart);
      flagged = cart.isInStoreOrder;
    } catch {
      // A cart that is gone or not this shopper's: the step's own loader explains.
    }
  }

  if (session && (fromQuery || (cartId && !flagged))) {
    try {
      const { inStoreSession } = await context.api.query(InStoreSessionQuery, { sessionId: session.id });
      if (inStoreSession?.status === 'OPEN') {
        const ttl = new Date(inStoreSession.ttl_dt);
        if (cartId && !flagged) {
          const answer = await context.api.query(SetInStoreSessionMutation, { cartId, sessionId: session.id });
          badge = badgeOf(answer.setInStoreSessionOnCart.cart);
          flagged = answer.setInStoreSessionOnCart.cart.isInStoreOrder;
        }
        if (fromQuery) {
          // No cache keeps it: the shop's page caching makes any answer that sets a cookie `private, no-store`.
          const headers = new Headers();
          for (const cookie of inStoreCookies(session.base, session.id, ttl, context)) headers.append('Set-Cookie', cookie);
          throw redirect(withoutSessionParams(url), { status: 302, headers });
        }
      }
    } catch (error) {
      if (error instanceof Response) throw error;
      // The session service is part of this server: when it fails, the browser's check tries again (T8).
      context.log.warn({ err: error }, 'tabletop session could not be checked');
    }
  }

  return { baseUrls: allowed, active: session !== null, flaggedFor: flagged && session ? session.id : null, badge };
}

/** The browser's check asks the server to flag or unflag the cart (the server checks the session). */
export async function submitInStoreCheck(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  const sessionId = form.get('session_id');
  const cartId = readCartId(request, context);
  const refused = (): InStoreActionData => ({ flagged: false, badge: null });
  if (!cartId) return data(refused(), { headers: { 'Cache-Control': 'no-store' } });
  if (intent === 'flag' && isInStoreSessionId(sessionId)) {
    try {
      const answer = await context.api.query(SetInStoreSessionMutation, { cartId, sessionId });
      const cart = answer.setInStoreSessionOnCart.cart;
      return data<InStoreActionData>({ flagged: cart.isInStoreOrder, badge: badgeOf(cart) });
    } catch {
      // Refused (not open, not this shopper's cart) or unavailable: the order goes on as a web order.
      return data(refused(), { status: 200 });
    }
  }
  if (intent === 'unflag' || intent === 'flag') {
    try {
      await context.api.query(RemoveInStoreSessionMutation, { cartId });
    } catch {
      // Nothing to clear on a cart that is gone.
    }
    return data(refused());
  }
  return data(refused(), { status: 400 });
}
