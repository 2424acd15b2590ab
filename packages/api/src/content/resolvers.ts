import type { RequestContext } from '../platform/context.ts';
import type { ContentPage, Resolvers } from '../platform/generated/resolvers.ts';
import type { ContentPageView } from './pages.ts';
import { getContentPreview } from './preview.ts';
import {
  getBrandPage,
  getContentPage,
  getContentPageByUrl,
  getFooterContent,
  getLayout,
  getNavigation,
  listBlockProducts,
} from './service.ts';

/**
 * A page's blocks get their product tiles from ContentBlock.products, which runs only when the
 * query asks for them; the generated nested type cannot express that, hence the narrowing here.
 */
function asPage(view: ContentPageView | null): ContentPage | null {
  return view as ContentPage | null;
}

/** The page `route` answered as a CmsPage, in the store's language, else the Dutch one. */
async function routedPage(ctx: RequestContext, identifier: string): Promise<ContentPageView | null> {
  return (await getContentPage(ctx, identifier, ctx.language)) ?? (await getContentPage(ctx, identifier, 'nl'));
}

export const contentResolvers: Resolvers = {
  Query: {
    layout: (_root, args, ctx) => getLayout(ctx, args.lang),
    navigation: (_root, args, ctx) => getNavigation(ctx, args.lang, args.uid),
    contentPage: async (_root, args, ctx) => asPage(await getContentPage(ctx, args.uid, args.lang)),
    contentPageByUrl: async (_root, args, ctx) => asPage(await getContentPageByUrl(ctx, args.urlKey, args.lang)),
    contentPreview: async (_root, args, ctx) => asPage(await getContentPreview(ctx, args.token)),
    footerContent: (_root, args, ctx) => getFooterContent(ctx, args.lang),
    brandPage: async (_root, args, ctx) => {
      const brand = await getBrandPage(ctx, args.urlKey, args.lang);
      return brand && { ...brand, page: asPage(brand.page) };
    },
  },
  CmsPage: {
    title: async (page, _args, ctx) => (await routedPage(ctx, page.identifier))?.page_title ?? null,
    meta_title: async (page, _args, ctx) => (await routedPage(ctx, page.identifier))?.meta_title ?? null,
    meta_description: async (page, _args, ctx) => (await routedPage(ctx, page.identifier))?.meta_description ?? null,
  },
  ContentBlock: {
    products: (block, _args, ctx) => listBlockProducts(ctx, block),
  },
};
