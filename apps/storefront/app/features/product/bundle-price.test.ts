import { describe, expect, it } from 'vitest';
import { bundlePartExtraCents, type BundlePartPricesLike } from './bundle-price.ts';
import { shirt } from './product-model.fixture.ts';
import { toProductView, type ProductItem } from './product-model.ts';

const priced = (value: number) => ({ minimum_price: { final_price: { value } } });

/** A part whose size 41 costs 5 euro more than its other sizes. */
const part: BundlePartPricesLike = {
  price_range: priced(69.95),
  variants: [
    { product: { sku: 'SH-100123-39', price_range: priced(69.95) } },
    { product: { sku: 'SH-100123-41', price_range: priced(74.95) } },
  ],
};

describe('bundle price by chosen size (D10)', () => {
  it('adds what a chosen size costs above the cheapest size, times the units per bundle', () => {
    expect(bundlePartExtraCents(part, 'SH-100123-41', 1)).toBe(500);
    expect(bundlePartExtraCents(part, 'SH-100123-41', 2)).toBe(1000);
    expect(bundlePartExtraCents(part, 'SH-100123-39', 1)).toBe(0);
  });

  it('adds nothing while no size is chosen or the size is unknown', () => {
    expect(bundlePartExtraCents(part, null, 1)).toBe(0);
    expect(bundlePartExtraCents(part, 'OTHER', 1)).toBe(0);
    expect(bundlePartExtraCents({ price_range: priced(10) }, 'X', 1)).toBe(0);
  });

  it('D10: the product page shows a slot per part with its size choice, and the price of the sizes in the address', () => {
    const { configurable_options: _o, variants: _v, ...common } = shirt();
    const slotProduct = {
      ...shirt(),
      variants: shirt().variants.map((variant) => ({
        ...variant,
        product: { ...variant.product, price_range: priced(variant.product.sku.endsWith('41') ? 74.95 : 69.95) },
      })),
    };
    const bundle = {
      ...common,
      __typename: 'BundleProduct',
      price_range: {
        minimum_price: { regular_price: { value: 129.95 }, final_price: { value: 129.95 } },
        maximum_price: { final_price: { value: 129.95 } },
      },
      items: [1, 2].map((id) => ({
        option_id: id,
        title: `Deel ${id}`,
        position: id,
        required: true,
        options: [{ id, label: slotProduct.name, quantity: 1, product: slotProduct }],
      })),
    } as unknown as ProductItem;
    const page = (search: string) => new URL(`https://shop.test/pak-compleet.html${search}`);

    const none = toProductView(bundle, 'nl', page(''));
    expect(none.bundle?.map((item) => item.sizes?.prefix)).toEqual(['item-1-', 'item-2-']);
    expect(none.price.final).toBe('€ 129,95');
    expect(none.addToCart?.choices).toEqual([
      { prefix: 'item-1-', codes: ['size'] },
      { prefix: 'item-2-', codes: ['size'] },
    ]);

    const bigger = toProductView(bundle, 'nl', page('?item-1-size=41&item-2-size=39'));
    expect(bigger.price.final).toBe('€ 134,95');
    expect(toProductView(bundle, 'nl', page('?item-1-size=41&item-2-size=41')).price.final).toBe('€ 139,95');
  });
});
