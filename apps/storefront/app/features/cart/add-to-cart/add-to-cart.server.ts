import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type AppLoadContext } from 'react-router';
import { createGiftcardSelectionSchema, formatPrice, GIFTCARD_CUSTOM_VALUE, giftcardFormFields, productPath } from '@shop/rules';
import type { CartAddedFragment, CartAddProductQuery as CartAddProductResult } from '../../../graphql/graphql.ts';
import { imageUrl } from '../../../lib/images.ts';
import { apiErrors, isShopperErrorCode } from '../../../lib/api-errors.ts';
import { toGiftcardView } from '../../product/giftcard-model.ts';
import { ProductTilesQuery } from '../../catalog/product-tile-fragment.ts';
import { addFailureKind, cartErrorText } from '../cart-errors.ts';
import { shortChoicesText } from '../line-choices.ts';
import { withWritableCart } from '../cart-session.server.ts';
import { ADD_FIELD, choiceParams, ENHANCED_FIELD, resolveAddRequest, type AddRequest } from './add-request.ts';
import type { AddedToCart, AddToCartResult } from './add-result.ts';
import {
  CartAddBundleMutation,
  CartAddConfigurableMutation,
  CartAddProductQuery,
  CartAddProductsMutation,
  CartAddSimpleMutation,
} from './add-to-cart-query.ts';
import { giftcardCartItem } from './giftcard-request.ts';
import { CART_PATH } from '../cart-path.ts';
import { mutationOutput } from '../../../lib/mutation-output.ts';

type Product = CartAddProductResult['products']['items'][number];

/** The pop-up image: shown at 90×90, asked for at 150×150 (000 §9; CA10). */
const POPUP_IMAGE = { w: 150, h: 150, fit: 'cover' } as const;
const MAX_CROSS_SELL = 4;

async function send(context: AppLoadContext, cartId: string, request: AddRequest): Promise<CartAddedFragment> {
  switch (request.kind) {
    case 'configurable':
      return mutationOutput(
        (await context.api.query(CartAddConfigurableMutation, { cartId, parentSku: request.parentSku, sku: request.sku, quantity: 1 }))
          .addConfigurableProductsToCart,
        'addConfigurableProductsToCart',
      ).cart;
    case 'simple':
      return mutationOutput(
        (await context.api.query(CartAddSimpleMutation, { cartId, sku: request.sku, quantity: 1 })).addSimpleProductsToCart,
        'addSimpleProductsToCart',
      ).cart;
    case 'bundle':
      return mutationOutput(
        (await context.api.query(CartAddBundleMutation, { cartId, sku: request.sku, quantity: 1, options: request.options }))
          .addBundleProductsToCart,
        'addBundleProductsToCart',
      ).cart;
  }
}

/**
 * The pop-up's cross-sells (CA10): only what can be added right away, so a sold-out product is
 * never offered next to "added"; a few more are asked for than shown, to fill the grid.
 */
async function crossSell(context: AppLoadContext, product: Product) {
  const skus = product.crosssell_products.map((item) => item.sku).slice(0, MAX_CROSS_SELL * 3);
  if (skus.length === 0) return [];
  try {
    const found = (await context.api.query(ProductTilesQuery, { skus })).productsBySkus;
    return found.filter((tile) => tile.inStock).slice(0, MAX_CROSS_SELL);
  } catch (error) {
    // 001 §7: products by skus returns an empty list on failure.
    context.log.warn({ err: error, skus }, 'cross-sell products for the pop-up could not be loaded');
    return [];
  }
}

/** What the pop-up and the addToCart event show of the line just added. */
function addedView(product: Product, request: { sku: string }, cart: CartAddedFragment, context: AppLoadContext): AddedToCart {
  // The newest line with the sku sold (a variant's own sku for configurable products; a gift card is always a new line).
  const line = [...cart.items].reverse().find((item) => item.sku === request.sku) ?? null;
  const price = line?.prices.price_including_tax.value ?? 0;
  const options = line ? shortChoicesText(line, context.language) : '';
  return {
    name: product.name,
    brand: product.brand,
    href: productPath(product.url_key),
    image: product.image.url ? imageUrl(product.image.url, POPUP_IMAGE) : null,
    options,
    price: formatPrice(price, context.language),
    cartQuantity: cart.total_quantity,
    analytics: {
      currency: 'EUR',
      value: price,
      items: [
        {
          item_id: product.sku,
          item_name: product.name,
          ...(product.brand ? { item_brand: product.brand } : {}),
          price,
          quantity: 1,
        },
      ],
    },
  };
}

type GiftcardProduct = Extract<Product, { __typename: 'GiftCardProduct' }>;

/**
 * Adds a gift card (D11–D13): the form is checked with the shared rule, then sent through
 * addProductsToCart, which checks it again. Without scripts a refusal shows the form again at this
 * address, with the shopper's entries and the messages (status 400); with scripts the form shows them.
 */
async function addGiftcard(request: Request, context: AppLoadContext, form: FormData, product: GiftcardProduct, enhanced: boolean) {
  // A typed amount is the "own amount" choice (the rule reads it so); the form shown again ticks it too.
  const typed = (name: string) => String(form.get(name) ?? '').trim() !== '';
  if (!typed(giftcardFormFields.value) && typed(giftcardFormFields.amount)) form.set(giftcardFormFields.value, GIFTCARD_CUSTOM_VALUE);
  const submission = parseWithZod(form, { schema: createGiftcardSelectionSchema(product.giftcard_amounts) });
  /** `refused`: the API refused the card the shared rule let through (`product.giftcard.error.refused`). */
  const refuse = (refused: boolean, headers: HeadersInit = {}) => {
    const result: AddToCartResult = {
      ok: false,
      reason: 'giftcard',
      detail: null,
      giftcard: submission.reply(refused ? { formErrors: ['refused'] } : {}),
      ...(enhanced
        ? {}
        : { giftcardPage: { name: product.name, href: productPath(product.url_key), view: toGiftcardView(product, context.language) } }),
    };
    return data(result, { status: 400, headers });
  };
  if (submission.status !== 'success') return refuse(false);

  const item = giftcardCartItem(product.sku, submission.value, product.giftcard_amounts);
  const { result, setCookie } = await withWritableCart(request, context, async (cartId) => {
    const answer = (await context.api.query(CartAddProductsMutation, { cartId, items: [item] })).addProductsToCart;
    return mutationOutput(answer, 'addProductsToCart');
  });
  const headers = setCookie ? { 'set-cookie': setCookie } : undefined;
  const refusal = result.user_errors[0];
  if (refusal) {
    context.log.warn({ code: refusal.error_code, message: refusal.message }, 'the gift card was refused');
    return refuse(true, headers);
  }
  if (!enhanced) return redirect(CART_PATH, { status: 303, headers });
  const added = addedView(product, { sku: product.sku }, result.cart, context);
  return data<AddToCartResult>({ ok: true, added, crossSell: [] }, { headers });
}

/**
 * The add-to-cart action (CA9–CA11): checks the choice against the catalogue, creates the cart
 * when needed (cookie, CA1), adds one unit. With the page's script it answers with the pop-up's
 * data; without, it redirects to the cart (303) or back to the product with the reason.
 */
export async function addToCartAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const sku = String(form.get(ADD_FIELD) ?? '').trim();
  const enhanced = form.get(ENHANCED_FIELD) === '1';
  const answer = (result: AddToCartResult, product: Product | null, headers: HeadersInit = {}) => {
    // A refusal is a result, not a broken request: answering 200 lets the page reload its stock.
    if (enhanced) return data(result, { headers });
    if (result.ok) return redirect(CART_PATH, { status: 303, headers });
    const back = choiceParams(form);
    back.set('cart_error', result.reason);
    return redirect(product ? `${productPath(product.url_key)}?${back.toString()}` : CART_PATH, { status: 303, headers });
  };

  if (!sku || sku.length > 64) return answer({ ok: false, reason: 'unavailable', detail: null }, null);
  let product: Product | null = null;
  try {
    product = (await context.api.query(CartAddProductQuery, { sku })).products.items[0] ?? null;
    if (!product) return answer({ ok: false, reason: 'unavailable', detail: null }, null);
    if (product.__typename === 'GiftCardProduct') return await addGiftcard(request, context, form, product, enhanced);

    const resolved = resolveAddRequest(product, choiceParams(form));
    if (!resolved.ok) return answer({ ok: false, reason: resolved.problem, detail: null }, product);

    const found = product;
    const { result: cart, setCookie } = await withWritableCart(request, context, (cartId) => send(context, cartId, resolved.request));
    const headers = setCookie ? { 'set-cookie': setCookie } : undefined;
    const added = addedView(found, resolved.request, cart, context);
    return answer({ ok: true, added, crossSell: enhanced ? await crossSell(context, found) : [] }, found, headers);
  } catch (error) {
    const refusals = apiErrors(error);
    // CA11: the add rethrows; business refusals reach the error pop-up, outages are logged as errors.
    if (refusals.length === 0) context.log.error({ err: error, sku }, 'adding to the cart failed');
    else context.log.warn({ err: error, sku }, 'adding to the cart was refused');
    const reason = addFailureKind(refusals);
    // A refusal the pop-up has no reason for still says what it was, when its code has a text.
    const known = refusals.find((info) => info.code !== null && isShopperErrorCode(info.code)) ?? null;
    return answer({ ok: false, reason, detail: reason === 'failed' && known ? cartErrorText(known) : null }, product);
  }
}
