import { safeReturnPath } from '@shop/rules';
import { data, redirect, type AppLoadContext } from 'react-router';
import { apiErrorMessage, userErrorInfo, type ApiErrorInfo } from '../../lib/api-errors.ts';
import { addToCartAction } from '../cart/add-to-cart/add-to-cart.server.ts';
import type { AddToCartResult } from '../cart/add-to-cart/add-result.ts';
import { ADD_FIELD, ENHANCED_FIELD } from '../cart/add-to-cart/add-request.ts';
import {
  type WishlistPageData,
  orderTiles,
  parseSkuList,
  readWishlistRequest,
  wishlistFields,
  type WishlistActionResult,
  type WishlistSummary,
  type WishlistTileView,
} from './wishlist-model.ts';
import {
  CustomerWishlistIdQuery,
  CustomerWishlistQuery,
  WishlistAddMutation,
  WishlistRemoveMutation,
  WishlistTilesQuery,
} from './wishlist-query.ts';
import { WISHLIST_LIMIT } from './wishlist-storage.ts';
import { WISHLIST_PATH } from './use-wishlist.ts';
import { CART_PATH } from '../cart/cart-path.ts';
import type { RequestArgs } from '../../context.ts';

const LOGIN_PATH = '/customer/login/';

/**
 * W7: the customer's wishlist for the page shell (hearts and the header count in the first
 * paint). Null for guests, and for a token the API no longer accepts: that shopper is a guest.
 */
export async function loadWishlistSummary(context: AppLoadContext): Promise<WishlistSummary | null> {
  if (!context.api.customerToken) return null;
  try {
    const { customer } = await context.api.query(CustomerWishlistQuery, { pageSize: WISHLIST_LIMIT });
    const wishlist = customer?.wishlists[0] ?? null;
    const items = (wishlist?.items_v2?.items ?? []).flatMap((item) =>
      item?.product?.sku ? [{ id: String(item.id), sku: item.product.sku }] : [],
    );
    return { id: wishlist?.id ?? null, items };
  } catch (error) {
    context.log.warn({ err: error }, 'the customer wishlist could not be loaded');
    return null;
  }
}

/** Tiles for skus in the order given; an API failure is an empty list (001 §7: products by skus). */
export async function loadWishlistTiles(context: AppLoadContext, skus: readonly string[]): Promise<WishlistTileView[]> {
  if (skus.length === 0) return [];
  try {
    const { productsBySkus } = await context.api.query(WishlistTilesQuery, { skus: [...skus] });
    return orderTiles(skus, productsBySkus, context.language);
  } catch (error) {
    context.log.warn({ err: error, count: skus.length }, 'wishlist products could not be loaded');
    return [];
  }
}

/** `/wishlist/` (R10, W7, W9): a customer's list in the first paint; a guest's comes from the browser. */
export async function loadWishlistPage({ context }: Pick<RequestArgs, 'context'>): Promise<WishlistPageData> {
  const summary = await loadWishlistSummary(context);
  if (!summary) return { signedIn: false, tiles: [] };
  const skus = [...summary.items].reverse().map((item) => item.sku);
  return { signedIn: true, tiles: await loadWishlistTiles(context, [...new Set(skus)]) };
}

/** `GET /wishlist/products.json?skus=A,B`: the guest list's tiles, in the order asked (W9). */
export async function wishlistProductsResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const skus = parseSkuList(new URL(request.url).searchParams.get('skus') ?? '');
  const headers = { 'cache-control': 'private, no-store' };
  if (!skus) {
    return Response.json({ tiles: [], error: `Ask for at most ${WISHLIST_LIMIT} skus, separated by commas.` }, { status: 400, headers });
  }
  return Response.json({ tiles: await loadWishlistTiles(context, skus) }, { headers });
}

async function wishlistId(context: AppLoadContext, summary: WishlistSummary): Promise<string> {
  if (summary.id) return summary.id;
  const { customer } = await context.api.query(CustomerWishlistIdQuery, {});
  const id = customer?.wishlist.id;
  if (!id) throw new Error('the customer has no wishlist id');
  return id;
}

/** Items per addProductsToWishlist call (the API's limit). */
const ADD_BATCH = 50;

/**
 * Adds the skus the list does not hold yet. `added` is false when every one was refused; `refusal`
 * is the first refusal's code and parameters (WISHLIST_FULL, WISHLIST_PRODUCT_NOT_FOUND).
 */
async function addSkus(
  context: AppLoadContext,
  summary: WishlistSummary,
  skus: readonly string[],
): Promise<{ added: boolean; refusal: ApiErrorInfo | null }> {
  const held = new Set(summary.items.map((item) => item.sku));
  const fresh = skus.filter((sku) => !held.has(sku));
  if (fresh.length === 0) return { added: true, refusal: null };
  const id = await wishlistId(context, summary);
  // The API takes at most ADD_BATCH items a call; a merged guest list may hold more.
  const refused = [];
  for (let start = 0; start < fresh.length; start += ADD_BATCH) {
    const batch = fresh.slice(start, start + ADD_BATCH).map((sku) => ({ sku, quantity: 1 }));
    const answer = await context.api.query(WishlistAddMutation, { wishlistId: id, items: batch });
    refused.push(...(answer.addProductsToWishlist?.user_errors ?? []));
  }
  const refusals = refused.map(userErrorInfo);
  if (refusals.length > 0) context.log.warn({ errors: refusals, skus: fresh }, 'wishlist products were refused');
  // W6: a merge keeps the products the shop still sells; one sku alone that is refused is a failure.
  return { added: refused.length < fresh.length, refusal: refusals[0] ?? null };
}

async function removeSku(context: AppLoadContext, summary: WishlistSummary, sku: string): Promise<void> {
  const itemIds = summary.items.filter((item) => item.sku === sku).map((item) => item.id);
  if (itemIds.length === 0 || !summary.id) return;
  await context.api.query(WishlistRemoveMutation, { wishlistId: summary.id, itemIds });
}

/**
 * Adds one unit of the sku through the cart's own action, so the cart cookie and its rules are the
 * cart's, and its answer (what the pop-up shows, what analytics hears) is the product page's.
 */
async function addToCart(request: Request, context: AppLoadContext, sku: string) {
  const form = new FormData();
  form.set(ADD_FIELD, sku);
  form.set(ENHANCED_FIELD, '1');
  const headers = new Headers(request.headers);
  headers.delete('content-type');
  headers.delete('content-length');
  const answer = await addToCartAction(new Request(request.url, { method: 'POST', headers, body: form }), context);
  if (answer instanceof Response) return { ok: false as const, setCookies: [] as string[] };
  const result = answer.data as AddToCartResult;
  const setCookies = new Headers(answer.init?.headers).getSetCookie();
  return result.ok ? { ok: true as const, result, setCookies } : { ok: false as const, setCookies };
}

/**
 * The wishlist action (W1, W5, W6; move to cart): posted by the hearts, the wishlist page and the
 * merge after login. With the page's script it answers with data; without, it redirects back to
 * the page the form was on (a path of this shop only). Guests keep their list in the browser, so
 * for them only "move to cart" reaches the server; a guest's heart without scripts leads to login.
 */
export async function wishlistAction({ request, context }: RequestArgs) {
  const form = await request.formData();
  const enhanced = form.get(wishlistFields.enhanced) === '1';
  const back = safeReturnPath(form.get(wishlistFields.back), WISHLIST_PATH);
  const asked = readWishlistRequest(form);
  const headers = new Headers();
  const answer = (result: WishlistActionResult, status = 200) => {
    if (enhanced) return data(result, { status, headers });
    if (!result.ok && result.error === 'signIn') return redirect(LOGIN_PATH, { status: 303, headers });
    if (result.ok && result.intent === 'move') return redirect(CART_PATH, { status: 303, headers });
    return redirect(back, { status: 303, headers });
  };
  if (!asked) return data<WishlistActionResult>({ ok: false, intent: null, sku: null, error: 'invalid' }, { status: 400 });
  const sku = asked.intent === 'merge' ? null : asked.sku;

  try {
    const summary = await loadWishlistSummary(context);
    if (asked.intent === 'move') {
      const added = await addToCart(request, context, asked.sku);
      for (const cookie of added.setCookies) headers.append('set-cookie', cookie);
      if (!added.ok) return answer({ ok: false, intent: 'move', sku, error: 'cart' });
      if (summary) await removeSku(context, summary, asked.sku);
      // The added-to-cart pop-up and the addToCart event, as for an add from the product page (CA10, AN4).
      return answer({ ok: true, intent: 'move', sku, on: false, cartQuantity: added.result.added.cartQuantity, added: added.result });
    }
    if (!summary) return answer({ ok: false, intent: asked.intent, sku, error: 'signIn' }, 401);
    if (asked.intent === 'merge') {
      await addSkus(context, summary, asked.skus);
      return answer({ ok: true, intent: 'merge', sku: null, on: null });
    }
    const on = summary.items.some((item) => item.sku === asked.sku);
    const add = asked.intent === 'add' || (asked.intent === 'toggle' && !on);
    if (add) {
      const { added, refusal } = await addSkus(context, summary, [asked.sku]);
      if (!added) {
        return answer({ ok: false, intent: asked.intent, sku, error: 'notFound', refusal: apiErrorMessage(refusal, 'wishlist.error.add') });
      }
    } else {
      await removeSku(context, summary, asked.sku);
    }
    return answer({ ok: true, intent: asked.intent, sku, on: add });
  } catch (error) {
    context.log.error({ err: error, intent: asked.intent }, 'the wishlist could not be changed');
    return answer({ ok: false, intent: asked.intent, sku, error: 'failed' }, 503);
  }
}
