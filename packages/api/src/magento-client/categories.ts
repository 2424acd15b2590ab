/**
 * Magento's category fields that PWA Studio's category list, menu and category page ask (decision
 * 061), answered from the shop's category rows: what a category has (its path, its products) and,
 * for what it has not (a picture, keywords, a CMS block), null.
 */
import { categoryUrlSuffix } from '@shop/rules';
import { categoryCatalog } from '../catalog/loaders.ts';
import { findProducts } from '../catalog/products-query.ts';
import type { CategoryRow } from '../catalog/rows.ts';
import { toUid } from '../catalog/localize.ts';
import type { CategoryTreeResolvers } from '../platform/generated/resolvers.ts';
import type { RequestContext } from '../platform/context.ts';

/** The ids from the top-level category down to this one: "12/34/56". */
async function categoryPath(ctx: RequestContext, category: CategoryRow): Promise<string> {
  const { byId } = await categoryCatalog(ctx);
  const ids = [category.id];
  for (let parent = category.parentId; parent != null && !ids.includes(parent); parent = byId.get(parent)?.parentId ?? null)
    ids.unshift(parent);
  return ids.join('/');
}

export const magentoCategoryFields: CategoryTreeResolvers<RequestContext> = {
  path: (category, _args, ctx) => categoryPath(ctx, category),
  image: () => null,
  url_suffix: () => categoryUrlSuffix,
  meta_keywords: () => null,
  display_mode: () => 'PRODUCTS',
  cms_block: () => null,
  products: (category, { pageSize, currentPage, sort }, ctx) =>
    findProducts(ctx, { filter: { category_uid: { eq: toUid(category.id) } }, pageSize, currentPage, sort }),
};
