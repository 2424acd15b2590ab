// The seeded catalogue as the journeys pick their products from it: configurable products asked of
// the shop's API with their size options and the stock of each variant.

/** The GraphQL selection of a configurable product's options and its variants' stock (spread into `... on ConfigurableProduct`). */
export const SIZE_STOCK_FIELDS = `configurable_options { attribute_code values { value_index label } }
  variants { attributes { code value_index } product { stock_status stock_left } }`;

interface Variant {
  attributes: { code: string; value_index: number }[];
  product: { stock_status: string; stock_left: number | null };
}

/** A product as `SIZE_STOCK_FIELDS` answers it (both lists absent for a product that is not configurable). */
export interface SizedProduct {
  configurable_options?: { attribute_code: string; values: { value_index: number; label: string }[] }[];
  variants?: Variant[];
}

/** Whether the size is the only choice (every other option has a single value): a shirt, not a suit of two colours. */
export function onlySizeToChoose(product: SizedProduct): boolean {
  return !(product.configurable_options ?? []).some((option) => option.attribute_code !== 'size' && option.values.length > 1);
}

function sizeOf(product: SizedProduct, variant: Variant | undefined): string | null {
  const sizes = product.configurable_options?.find((option) => option.attribute_code === 'size');
  const index = variant?.attributes.find((attribute) => attribute.code === 'size')?.value_index;
  return sizes?.values.find((value) => value.value_index === index)?.label ?? null;
}

/** A size with at least 3 in stock (a journey adds up to 3 of it), or null. */
export function sizeInStock(product: SizedProduct): string | null {
  return sizeOf(
    product,
    product.variants?.find((variant) => variant.product.stock_status === 'IN_STOCK' && (variant.product.stock_left ?? 10) >= 3),
  );
}

/** A sold-out size, or null. */
export function soldOutSize(product: SizedProduct): string | null {
  return sizeOf(
    product,
    product.variants?.find((variant) => variant.product.stock_status !== 'IN_STOCK'),
  );
}
