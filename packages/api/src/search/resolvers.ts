import type { Resolvers } from '../platform/generated/resolvers.ts';
import { search } from './service.ts';

export const searchResolvers: Resolvers = {
  Query: {
    search: (_root, args, ctx) => search(ctx, args),
    // A search always shows its results; no term is recorded or redirected.
    searchTerm: () => null,
  },
};
