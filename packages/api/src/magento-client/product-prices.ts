/**
 * Magento's deprecated `ProductInterface.price` (ProductPrices), which PWA Studio's mini cart, search
 * suggestions and sign-in still ask (decision 061): the same amounts as `price_range`.
 */
import type { RequestContext } from '../platform/context.ts';
import type { ProductRow } from '../catalog/rows.ts';
import { productPriceRange } from '../catalog/product-view.ts';

/** The legacy prices of a product: lowest and highest price paid, and the regular price of the lowest. */
export async function legacyProductPrices(ctx: RequestContext, product: ProductRow) {
  const range = await productPriceRange(ctx, product);
  const price = (amount: { value: number; currency: 'EUR' }) => ({ amount, adjustments: [] });
  return {
    minimalPrice: price(range.minimum_price.final_price),
    maximalPrice: price(range.maximum_price.final_price),
    regularPrice: price(range.minimum_price.regular_price),
  };
}
