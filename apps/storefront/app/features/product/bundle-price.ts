/** A bundle part as the product query gives it: what each size adds to the bundle (BundleItemOption.size_surcharges). */
export interface BundlePartSurchargesLike {
  size_surcharges: readonly { sku: string; surcharge: { value: number } }[];
}

/**
 * What the chosen size of a part adds to the bundle's price, in euros, as the API computes it for
 * the cart too (D10; decisions 019, 040). Nothing while no size is chosen or for an unknown size.
 */
export function bundlePartSurcharge(part: BundlePartSurchargesLike, variantSku: string | null): number {
  if (!variantSku) return 0;
  return part.size_surcharges.find((size) => size.sku === variantSku)?.surcharge.value ?? 0;
}
