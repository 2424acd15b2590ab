import type { Resolvers } from '../platform/generated/resolvers.ts';

export const giftCardResolvers: Resolvers = {};
