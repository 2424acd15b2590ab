/**
 * What the wishlist's screens show and what its action accepts (W1, W5, W9): tiles shaped from
 * the API's products, and the action's form read into one of a few known requests.
 */
import { formatPrice, images, productPath, type Locale } from '@shop/rules';
import type { WishlistTilesQuery } from '../../graphql/graphql.ts';
import { imageUrl } from '../../lib/images.ts';
import type { AddToCartResult } from '../cart/add-to-cart/add-result.ts';
import { isSku, WISHLIST_LIMIT } from './wishlist-storage.ts';

export type WishlistProduct = WishlistTilesQuery['productsBySkus'][number];

/** One tile of `/wishlist/` (W9): image 150×150, name, prices, link, and how it reaches the cart. */
export interface WishlistTileView {
  sku: string;
  href: string;
  name: string;
  brand: string | null;
  image: string | null;
  price: string;
  /** Only when higher than the price: shown struck through. */
  regularPrice: string | null;
  /**
   * `add`: one tap moves it to the cart; `choose`: a size (or the parts of a set) is chosen on the
   * product page first; `soldOut`: nothing to add now.
   */
  cart: 'add' | 'choose' | 'soldOut';
}

export function toWishlistTileView(product: WishlistProduct, locale: Locale): WishlistTileView {
  const { width, height } = images.wishlist;
  const onSale = product.regularPrice > product.price;
  const direct = product.type === 'simple';
  return {
    sku: product.sku,
    href: productPath(product.urlKey),
    name: product.name,
    brand: product.brand ?? null,
    image: product.image ? imageUrl(product.image, { w: width, h: height, fit: 'cover' }) : null,
    price: formatPrice(product.price, locale),
    regularPrice: onSale ? formatPrice(product.regularPrice, locale) : null,
    cart: !product.inStock ? 'soldOut' : direct ? 'add' : 'choose',
  };
}

/** Tiles in the order of the skus given (newest first), products the API no longer knows left out. */
export function orderTiles(skus: readonly string[], products: readonly WishlistProduct[], locale: Locale): WishlistTileView[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return skus.flatMap((sku) => {
    const product = bySku.get(sku);
    return product ? [toWishlistTileView(product, locale)] : [];
  });
}

/** The action's form fields. */
export const wishlistFields = { intent: 'intent', sku: 'sku', skus: 'skus', back: 'back', enhanced: 'enhanced' } as const;

export type WishlistIntent = 'add' | 'remove' | 'toggle' | 'merge' | 'move';

export type WishlistRequest = { intent: 'add' | 'remove' | 'toggle' | 'move'; sku: string } | { intent: 'merge'; skus: string[] };

/**
 * A comma-separated list of skus as the shop's own requests send it: each a sku, each once, at
 * most the limit. Null for anything else (markup, a very long value, too many).
 */
export function parseSkuList(raw: unknown): string[] | null {
  if (typeof raw !== 'string' || raw.length > WISHLIST_LIMIT * 70) return null;
  const skus = [...new Set(raw.split(',').map((part) => part.trim()))].filter(Boolean);
  if (skus.length > WISHLIST_LIMIT || !skus.every(isSku)) return null;
  return skus;
}

const INTENTS = new Set<string>(['add', 'remove', 'toggle', 'merge', 'move']);

/**
 * Reads a submission of the wishlist action; null when it is not one the shop's own forms send
 * (unknown intent, a value that is no sku, too many skus), which the action answers with a 400.
 */
export function readWishlistRequest(form: FormData): WishlistRequest | null {
  const intent = form.get(wishlistFields.intent);
  if (typeof intent !== 'string' || !INTENTS.has(intent)) return null;
  if (intent === 'merge') {
    const skus = parseSkuList(form.get(wishlistFields.skus));
    return skus && skus.length > 0 ? { intent, skus } : null;
  }
  const sku = form.get(wishlistFields.sku);
  if (!isSku(sku)) return null;
  return { intent: intent as 'add' | 'remove' | 'toggle' | 'move', sku };
}

/** The signed-in customer's wishlist as the shell carries it: its id and each item's id and sku. */
export interface WishlistSummary {
  id: string | null;
  items: { id: string; sku: string }[];
}

export interface WishlistPageData {
  signedIn: boolean;
  /** The customer's tiles, newest first; empty for guests, whose list the browser loads. */
  tiles: WishlistTileView[];
}

/** The add-to-cart action's answer for a product it added. */
export type AddedToCartAnswer = Extract<AddToCartResult, { ok: true }>;

/** What the wishlist action answers a page's script. */
export type WishlistActionResult =
  | {
      ok: true;
      intent: WishlistIntent;
      sku: string | null;
      on: boolean | null;
      cartQuantity?: number;
      /** A move to the cart: the add-to-cart action's own answer, for its pop-up and event. */
      added?: AddedToCartAnswer;
    }
  | {
      ok: false;
      intent: WishlistIntent | null;
      sku: string | null;
      error: 'invalid' | 'signIn' | 'notFound' | 'cart' | 'failed';
      message?: string;
      /** Why the API refused the product (decision 039): the text's key and its values. */
      refusal?: { id: string; values: Record<string, string> };
    };
