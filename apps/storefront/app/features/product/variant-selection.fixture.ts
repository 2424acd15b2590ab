import type { ConfigurableOptionLike, VariantLike } from './variant-selection.ts';

/** A shirt's sizes as the catalogue gives them: S, M and L, after its colour. */
export const sizeOptionFixture: ConfigurableOptionLike = {
  attribute_code: 'size',
  label: 'Maat',
  position: 1,
  values: [
    { value_index: 11, label: 'S' },
    { value_index: 12, label: 'M' },
    { value_index: 13, label: 'L' },
  ],
};

/** The shirt's one colour, navy. */
export const colourOptionFixture: ConfigurableOptionLike = {
  attribute_code: 'color',
  label: 'Kleur',
  position: 0,
  values: [{ value_index: 1, label: 'Navy' }],
};

/** A variant of that shirt at a size (value index), in stock (4 left) or sold out, navy unless told. */
export const variantFixture = (sku: string, size: number, inStock = true, color = 1): VariantLike => ({
  attributes: [
    { code: 'color', value_index: color },
    { code: 'size', value_index: size },
  ],
  product: { sku, stock_status: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK', stock_left: inStock ? 4 : 0 },
});
