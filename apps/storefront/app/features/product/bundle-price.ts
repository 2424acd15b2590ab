import { eurosToCents } from '@shop/rules';

/** A bundle part's product with its price and its sizes' prices (the BundlePartPrices fragment). */
export interface BundlePartPricesLike {
  price_range: { minimum_price: { final_price: { value: number } } };
  variants?: readonly { product: { sku: string; price_range: { minimum_price: { final_price: { value: number } } } } }[];
}

/**
 * What a chosen size adds to a bundle's price, in cents (D10; decision 019): the size's price
 * above the cheapest size of the part, times the units per bundle. Nothing while no size is chosen
 * or when the sizes share a price, as the cart prices it.
 */
export function bundlePartExtraCents(product: BundlePartPricesLike, variantSku: string | null, quantity: number): number {
  if (!variantSku || !product.variants) return 0;
  const variant = product.variants.find((entry) => entry.product.sku === variantSku);
  if (!variant) return 0;
  const base = eurosToCents(product.price_range.minimum_price.final_price.value);
  return (eurosToCents(variant.product.price_range.minimum_price.final_price.value) - base) * quantity;
}
