import type { Resolvers } from '../platform/generated/resolvers.ts';
import { sitemapEntries } from './service.ts';

export const seoResolvers: Resolvers = {
  Query: {
    sitemapEntries: (_parent, args, ctx) => sitemapEntries(ctx, args.type, args.pageSize ?? 50_000, args.currentPage ?? 1),
  },
};
