import type { Resolvers } from '../platform/generated/resolvers.ts';

export const inStoreResolvers: Resolvers = {};
