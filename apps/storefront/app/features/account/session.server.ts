/**
 * The signed-in shopper on the storefront's side: the token cookie (CK4, CK5), the login check
 * of every page (A1, A2), the guard of customer pages (R12, R13), signing in with the cart taken
 * along (001 §4 Login) and signing out (A6).
 */
import { parse } from 'cookie';
import { cookies, safeReturnPath } from '@shop/rules';
import { redirect, type AppLoadContext } from 'react-router';
import type { TypedDocument } from '../../lib/api.server.ts';
import { shopCookie } from '../../lib/shop-cookie.server.ts';
import { cartIdCookie, readCartId } from '../cart/cart-cookie.server.ts';
import { AccountSessionQuery } from './account-query.ts';
import { AccountCustomerCartQuery, AccountLogoutMutation, AccountMergeCartsMutation } from './account-mutations.ts';
import { isNotLoggedIn } from './api-errors.ts';
import { accountPaths } from './paths.ts';

/** The signed-in customer as every page knows them (header, checkout). */
export interface SessionCustomer {
  firstname: string;
  lastname: string;
  email: string;
}

/** Set-Cookie value that keeps the customer's token (7 days, HttpOnly, SameSite=Lax; CK4, CK5) or, with null, deletes it. */
export function customerTokenCookie(token: string | null, context: AppLoadContext): string {
  return shopCookie(cookies.customerToken.name, token, cookies.customerToken.maxAgeSeconds, context);
}

/** Whether the request carries a token cookie at all (valid or not). */
export function hasTokenCookie(request: Request): boolean {
  return Boolean(parse(request.headers.get('cookie') ?? '')[cookies.customerToken.name]);
}

/**
 * The login check of the root loader (A1, A2): logged in means a token and a customer. A token the
 * API refuses (expired, revoked, garbage) makes the visitor a guest and deletes the cookie; when the
 * API cannot be reached the visitor is shown as a guest for this page and the cookie is kept.
 */
export async function loadSessionCustomer(
  request: Request,
  context: AppLoadContext,
): Promise<{ customer: SessionCustomer | null; setCookies: string[] }> {
  if (!context.api.customerToken) {
    return { customer: null, setCookies: hasTokenCookie(request) ? [customerTokenCookie(null, context)] : [] };
  }
  try {
    const { customer } = await context.api.query(AccountSessionQuery, {});
    if (!customer) return { customer: null, setCookies: [customerTokenCookie(null, context)] };
    return {
      customer: { firstname: customer.firstname ?? '', lastname: customer.lastname ?? '', email: customer.email ?? '' },
      setCookies: [],
    };
  } catch (error) {
    if (isNotLoggedIn(error)) return { customer: null, setCookies: [customerTokenCookie(null, context)] };
    context.log.warn({ err: error }, 'the login could not be checked');
    return { customer: null, setCookies: [] };
  }
}

/**
 * The answer for a customer page without a valid login (R12, R13): a permanent redirect to the login
 * page that no cache keeps, so the page opens once the shopper has logged in. A refused cookie is deleted.
 */
export function loginRedirect(context: AppLoadContext, deleteCookie: boolean): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (deleteCookie) headers.append('Set-Cookie', customerTokenCookie(null, context));
  return redirect(accountPaths.login, { status: 301, headers });
}

/**
 * Runs a customer page's query; without a valid login the page answers with the login redirect
 * (R12) instead. Other failures are thrown as they are.
 */
export async function customerQuery<TResult, TVariables>(
  context: AppLoadContext,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<TResult> {
  if (!context.api.customerToken) throw loginRedirect(context, false);
  try {
    const result = await context.api.query(document, variables);
    if ((result as { customer?: unknown }).customer === null) throw loginRedirect(context, true);
    return result;
  } catch (error) {
    if (isNotLoggedIn(error)) throw loginRedirect(context, true);
    throw error;
  }
}

/** Throws the login redirect when the request has no token at all (actions check the rest through the API). */
export function requireTokenCookie(context: AppLoadContext): void {
  if (!context.api.customerToken) throw loginRedirect(context, false);
}

/**
 * A logged-in visitor on the login or register page goes to the dashboard (R13). A refused token is
 * deleted by the root loader in the same response, so the form is then shown to a guest.
 */
export async function redirectIfLoggedIn(request: Request, context: AppLoadContext): Promise<void> {
  if (!context.api.customerToken) return;
  const { customer } = await loadSessionCustomer(request, context);
  if (customer) throw redirect(accountPaths.dashboard, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * After login and register (001 §4 Login): the token cookie, and the cart cookie pointing at the
 * customer's cart, into which the guest cart was merged first (quantities added, stock respected by
 * the API). A failing merge never blocks the login: it is logged and the customer's cart is kept.
 */
export async function signIn(request: Request, context: AppLoadContext, token: string): Promise<string[]> {
  const api = context.api.withCustomerToken(token);
  const setCookies = [customerTokenCookie(token, context)];
  const guestCartId = readCartId(request, context);
  let customerCartId: string;
  try {
    customerCartId = (await api.query(AccountCustomerCartQuery, {})).customerCart.id;
  } catch (error) {
    context.log.warn({ err: error }, "the customer's cart could not be loaded after login");
    return setCookies;
  }
  if (guestCartId && guestCartId !== customerCartId) {
    try {
      customerCartId = (await api.query(AccountMergeCartsMutation, { source: guestCartId, destination: customerCartId })).mergeCarts.id;
    } catch (error) {
      context.log.warn({ err: error }, 'the guest cart could not be merged into the customer cart');
    }
  }
  setCookies.push(cartIdCookie(customerCartId, context));
  return setCookies;
}

/**
 * Logout (A6, 001 §4): the token is revoked (already revoked is fine), the token cookie deleted and the
 * cart cookie dropped, so the next page starts a fresh guest cart.
 */
export async function signOut(context: AppLoadContext): Promise<string[]> {
  if (context.api.customerToken) {
    try {
      await context.api.query(AccountLogoutMutation, {});
    } catch (error) {
      if (!isNotLoggedIn(error)) context.log.warn({ err: error }, 'the token could not be revoked at logout');
    }
  }
  return [customerTokenCookie(null, context), cartIdCookie(null, context)];
}

/**
 * Where to go after login: a same-site path from `?redirect=` (never another host, never back to the
 * login pages), else the dashboard.
 */
export function safeRedirectTarget(value: unknown): string {
  const target = safeReturnPath(value, accountPaths.dashboard);
  return target.startsWith(accountPaths.login) || target.startsWith(accountPaths.create) ? accountPaths.dashboard : target;
}

/** A redirect (303 after a form) carrying Set-Cookie headers. */
export function redirectWith(location: string, setCookies: string[], status = 303): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return redirect(location, { status, headers });
}
