import type { Resolvers } from '../platform/generated/resolvers.ts';
import { buildCartModel } from '../cart/model.ts';
import { cartInStorePlace, orderInStore, removeInStoreSessionFromCart, setInStoreSessionOnCart } from './cart-session.ts';
import { findSession } from './service.ts';

export const inStoreResolvers: Resolvers = {
  Query: {
    inStoreSession: async (_root, args, ctx) => {
      const session = await findSession(ctx, args.session_id);
      return session ? { id: session.id, status: session.status, ttl_dt: session.ttlDt.toISOString() } : null;
    },
  },
  Mutation: {
    setInStoreSessionOnCart: async (_root, { input }, ctx) => {
      const { row, session } = await setInStoreSessionOnCart(ctx, input.cart_id, input.session_id);
      return { cart: await buildCartModel(ctx, row), ttl_dt: session.ttlDt.toISOString() };
    },
    removeInStoreSessionFromCart: async (_root, { input }, ctx) => ({
      cart: await buildCartModel(ctx, await removeInStoreSessionFromCart(ctx, input.cart_id)),
    }),
  },
  Cart: {
    in_store_location: async (model, _args, ctx) => (await cartInStorePlace(ctx, model.row))?.location ?? null,
    in_store_table: async (model, _args, ctx) => (await cartInStorePlace(ctx, model.row))?.table ?? null,
  },
  CustomerOrder: {
    is_in_store_order: async (order, _args, ctx) => (order.number ? (await orderInStore(ctx, order.number)).isInStoreOrder : false),
    in_store_location: async (order, _args, ctx) => (order.number ? (await orderInStore(ctx, order.number)).location : null),
    in_store_table: async (order, _args, ctx) => (order.number ? (await orderInStore(ctx, order.number)).table : null),
  },
};
