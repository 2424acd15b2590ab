import type { Resolvers } from '../platform/generated/resolvers.ts';
import { cartPayload } from '../cart/resolvers.ts';
import { applyCouponToCart, couponNotApplied, removeCouponFromCart } from './service.ts';

export const couponResolvers: Resolvers = {
  Mutation: {
    applyCouponToCart: async (_root, { input }, ctx) => cartPayload(ctx, await applyCouponToCart(ctx, input.cart_id, input.coupon_code)),
    removeCouponFromCart: async (_root, { input }, ctx) => cartPayload(ctx, await removeCouponFromCart(ctx, input.cart_id)),
  },
  Cart: {
    coupon_not_applied: (model, _args, ctx) => couponNotApplied(ctx, model),
  },
};
