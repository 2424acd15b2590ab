import type { Resolvers } from '../platform/generated/resolvers.ts';
import { categoryBreadcrumbs, categoryChildren } from './categories.ts';
import { localize, toUid } from './localize.ts';
import {
  bundleProductResolvers,
  configurableProductResolvers,
  giftCardProductResolvers,
  productTypeName,
  simpleProductResolvers,
} from './product-resolvers.ts';
import {
  countProducts,
  findCategories,
  findCategory,
  findProducts,
  listProducts,
  productAggregations,
  productBySku,
  productsBySkus,
  productSortFields,
  resolveRoute,
} from './service.ts';
import { categoryRelativeUrl, productRelativeUrl, redirectCodeOf } from './route.ts';
import type { ProductRow } from './rows.ts';

/** RoutableInterface's fields of every product type (decision 062). */
const productRouteFields = {
  type: () => 'PRODUCT' as const,
  relative_url: (p: ProductRow) => productRelativeUrl(p),
  redirect_code: (p: ProductRow) => redirectCodeOf(p),
};

export const catalogResolvers: Resolvers = {
  Query: {
    products: (_root, args, ctx) => findProducts(ctx, args),
    productBySku: (_root, args, ctx) => productBySku(ctx, args.sku),
    categories: (_root, args, ctx) => findCategories(ctx, args),
    categoryList: async (_root, args, ctx) => (await findCategories(ctx, args)).items,
    category: (_root, args, ctx) => findCategory(ctx, args.url_path),
    productList: (_root, args, ctx) => listProducts(ctx, args),
    productCount: async (_root, args, ctx) => ({ totalCount: await countProducts(ctx, args) }),
    productsBySkus: (_root, args, ctx) => productsBySkus(ctx, args.skus),
    route: (_root, args, ctx) => resolveRoute(ctx, args.url),
  },
  Products: {
    aggregations: (result, _args, ctx) => productAggregations(ctx, result),
    sort_fields: (result, _args, ctx) => productSortFields(ctx, result),
  },
  AggregationOptionInterface: {
    __resolveType: () => 'AggregationOption',
  },
  ProductInterface: {
    __resolveType: (product) => productTypeName(product),
  },
  SimpleProduct: { ...simpleProductResolvers, ...productRouteFields },
  ConfigurableProduct: { ...configurableProductResolvers, ...productRouteFields },
  BundleProduct: { ...bundleProductResolvers, ...productRouteFields },
  GiftCardProduct: { ...giftCardProductResolvers, ...productRouteFields },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree',
  },
  RoutableInterface: {
    __resolveType: (target) => {
      if ('sku' in target) return productTypeName(target);
      if ('urlPath' in target) return 'CategoryTree';
      return 'identifier' in target ? 'CmsPage' : 'RoutableUrl';
    },
  },
  CategoryTree: {
    type: () => 'CATEGORY',
    relative_url: (c) => categoryRelativeUrl(c),
    redirect_code: (c) => redirectCodeOf(c),
    uid: (c) => toUid(c.id),
    name: (c, _args, ctx) => localize(c.name, ctx.language) ?? c.urlKey,
    url_key: (c) => c.urlKey,
    url_path: (c) => c.urlPath,
    description: (c, _args, ctx) => localize(c.description, ctx.language),
    meta_title: (c, _args, ctx) => localize(c.metaTitle, ctx.language),
    meta_description: (c, _args, ctx) => localize(c.metaDescription, ctx.language),
    include_in_menu: (c) => c.includeInMenu,
    children_count: async (c, _args, ctx) => String((await categoryChildren(ctx, c)).length),
    children: (c, _args, ctx) => categoryChildren(ctx, c),
    breadcrumbs: (c, _args, ctx) => categoryBreadcrumbs(ctx, c),
  },
};
