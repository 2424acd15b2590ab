import type { CartItemInput, CartItemInterfaceResolvers, Resolvers, SimpleCartItemResolvers } from '../platform/generated/resolvers.ts';
import type { RequestContext } from '../platform/context.ts';
import { toUid } from '../catalog/localize.ts';
import { addItemsToCart, addProductsToCart, removeItemFromCart, updateCartItems } from './items.ts';
import type { AddMode, ItemRequest } from './item-requests.ts';
import { buildCartModel } from './model.ts';
import { createEmptyCart, customerCart, mergeCarts } from './customer-carts.ts';
import { getActiveCart } from './service.ts';
import type { CartRow } from './tables.ts';
import { toMoney } from './totals.ts';
import {
  cartPricesView,
  linePricesView,
  lineTypeName,
  lineViews,
  selectedBundleOptions,
  selectedConfigurableOptions,
  type CartLineView,
} from './views.ts';

/** The `{ cart }` payload every cart mutation returns. */
export async function cartPayload(ctx: RequestContext, row: CartRow) {
  return { cart: await buildCartModel(ctx, row) };
}

function addItems(ctx: RequestContext, cartId: string, mode: AddMode, requests: ItemRequest[]) {
  return addItemsToCart(ctx, cartId, mode, requests).then((row) => cartPayload(ctx, row));
}

/** A CartItemInput as an add request; option lists are passed on as sent. */
function itemRequest(data: CartItemInput, parentSku?: string | null): ItemRequest {
  return {
    sku: data.sku,
    quantity: data.quantity,
    parentSku: parentSku ?? data.parent_sku,
    selectedOptions: data.selected_options,
    enteredOptions: data.entered_options,
  };
}

const lineFields: SimpleCartItemResolvers<RequestContext, CartLineView> = {
  id: (v) => String(v.line.row.id),
  uid: (v) => toUid(v.line.row.id),
  quantity: (v) => v.line.row.quantity,
  error: (v) => v.line.errors[0] ?? null,
  errors: (v) => v.line.errors,
  prices: (v) => linePricesView(v.totals, v.couponLabel ?? null),
  product: (v) => v.line.shown,
  parent_sku: (v) => v.line.row.parentSku,
  sku: (v) => v.line.row.sku,
};

const cartItemInterface: CartItemInterfaceResolvers<RequestContext, CartLineView> = {
  __resolveType: (view) => lineTypeName(view),
};

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_root, args, ctx) => buildCartModel(ctx, await getActiveCart(ctx, args.cart_id)),
    customerCart: async (_root, _args, ctx) => buildCartModel(ctx, await customerCart(ctx)),
  },
  Mutation: {
    createEmptyCart: (_root, _args, ctx) => createEmptyCart(ctx),
    mergeCarts: async (_root, args, ctx) => buildCartModel(ctx, await mergeCarts(ctx, args.source_cart_id, args.destination_cart_id)),
    addSimpleProductsToCart: (_root, { input }, ctx) =>
      addItems(
        ctx,
        input.cart_id,
        'simple',
        input.cart_items.map((item) => itemRequest(item.data)),
      ),
    addConfigurableProductsToCart: (_root, { input }, ctx) =>
      addItems(
        ctx,
        input.cart_id,
        'configurable',
        input.cart_items.map((item) => itemRequest(item.data, item.parent_sku)),
      ),
    addBundleProductsToCart: (_root, { input }, ctx) =>
      addItems(
        ctx,
        input.cart_id,
        'bundle',
        input.cart_items.map((item) => ({ ...itemRequest(item.data), bundleOptions: item.bundle_options })),
      ),
    addProductsToCart: async (_root, args, ctx) => {
      const { cart, userErrors } = await addProductsToCart(
        ctx,
        args.cartId,
        args.cartItems.map((item) => itemRequest(item)),
      );
      return { ...(await cartPayload(ctx, cart)), user_errors: userErrors };
    },
    updateCartItems: async (_root, { input }, ctx) => cartPayload(ctx, await updateCartItems(ctx, input.cart_id, input.cart_items)),
    removeItemFromCart: async (_root, { input }, ctx) => cartPayload(ctx, await removeItemFromCart(ctx, input.cart_id, input)),
  },
  Cart: {
    id: (m) => m.row.maskedId,
    email: (m) => m.row.email,
    shippingManagerOption: (m) => m.row.shippingManagerOption,
    invoiceEventId: (m) => m.row.invoiceEventId,
    total_quantity: (m) => m.totals.quantity,
    total_summary_quantity_including_config: (m) => m.totals.quantity,
    is_virtual: (m) =>
      m.lines.length > 0 && m.lines.every((l) => l.kind === 'giftcard' && l.row.giftcardOptions?.giftcard_type === 'virtual'),
    isInStoreOrder: (m) => m.row.isInStoreOrder,
    applied_coupons: (m) => (m.coupon ? [{ code: m.coupon.code }] : []),
    prices: (m, _args, ctx) => cartPricesView(m, ctx.store.taxLabel, { limit: ctx.store.freeShippingLimit }),
    items: (m) => lineViews(m),
  },
  CartItemInterface: cartItemInterface,
  SimpleCartItem: lineFields,
  ConfigurableCartItem: {
    ...lineFields,
    configured_variant: (v) => v.line.product,
    configurable_options: (v, _args, ctx) => selectedConfigurableOptions(ctx, v.line),
  },
  BundleCartItem: {
    ...lineFields,
    bundle_options: (v, _args, ctx) => selectedBundleOptions(ctx, v.line),
    bundle_surcharge: (v) => toMoney(v.line.bundleSurcharge),
  },
  GiftCardCartItem: {
    ...lineFields,
    amount: (v) => toMoney(v.totals.unitInclTax),
    giftcard_type: (v) => v.line.row.giftcardOptions?.giftcard_type ?? 'virtual',
    sender_name: (v) => v.line.row.giftcardOptions?.sender_name ?? null,
    sender_email: (v) => v.line.row.giftcardOptions?.sender_email ?? null,
    recipient_name: (v) => v.line.row.giftcardOptions?.recipient_name ?? null,
    recipient_email: (v) => v.line.row.giftcardOptions?.recipient_email ?? null,
    message: (v) => v.line.row.giftcardOptions?.message ?? null,
  },
};
