/** Resolvers of Magento's deprecated fields that only Magento's own clients ask (decision 061). */
import type { ProductRow } from '../catalog/rows.ts';
import type { RequestContext } from '../platform/context.ts';
import type { Resolvers } from '../platform/generated/resolvers.ts';
import { magentoCategoryFields } from './categories.ts';
import { legacyProductPrices } from './product-prices.ts';

/** The legacy fields every product type answers alike. */
const legacyProductFields = {
  price: (product: ProductRow, _args: unknown, ctx: RequestContext) => legacyProductPrices(ctx, product),
  // The shop collects no product reviews.
  rating_summary: () => 0,
};

export const magentoResolvers: Resolvers = {
  SimpleProduct: legacyProductFields,
  ConfigurableProduct: legacyProductFields,
  BundleProduct: legacyProductFields,
  GiftCardProduct: legacyProductFields,
  CategoryTree: magentoCategoryFields,
};
