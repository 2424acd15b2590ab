/** Resolvers of Magento's deprecated fields that only Magento's own clients ask (decision 061). */
import type { ProductRow } from '../catalog/rows.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError, notFoundError } from '../platform/errors.ts';
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
  Query: {
    // Magento's own answers: no identifiers is an input error, an unknown identifier is not found.
    cmsBlocks: (_root, { identifiers }) => {
      const [identifier] = (identifiers ?? []).filter((value): value is string => value != null && value.trim() !== '');
      if (identifier === undefined)
        throw inputError('INPUT_REQUIRED', { field: 'identifiers' }, '"identifiers" of CMS blocks should be specified');
      throw notFoundError('CMS_BLOCK_NOT_FOUND', { identifier }, `The CMS block with the "${identifier}" ID doesn't exist.`);
    },
  },
  SimpleProduct: legacyProductFields,
  ConfigurableProduct: legacyProductFields,
  BundleProduct: legacyProductFields,
  GiftCardProduct: legacyProductFields,
  CategoryTree: magentoCategoryFields,
};
