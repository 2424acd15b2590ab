import { describe, expect, it } from 'vitest';
import { bundlePartSurcharge, type BundlePartSurchargesLike } from './bundle-price.ts';
import { shirt } from './product-model.fixture.ts';
import { toProductView, type ProductItem } from './product-model.ts';

/** A part whose size 41 adds 5 euro to the bundle, as the API says (BundleItemOption.size_surcharges). */
const part: BundlePartSurchargesLike = {
  size_surcharges: [
    { sku: 'SH-100123-39', surcharge: { value: 0 } },
    { sku: 'SH-100123-41', surcharge: { value: 5 } },
  ],
};

describe('bundle price by chosen size (D10)', () => {
  it('reads what a chosen size adds from the API', () => {
    expect(bundlePartSurcharge(part, 'SH-100123-41')).toBe(5);
    expect(bundlePartSurcharge(part, 'SH-100123-39')).toBe(0);
  });

  it('adds nothing while no size is chosen or the size is unknown', () => {
    expect(bundlePartSurcharge(part, null)).toBe(0);
    expect(bundlePartSurcharge(part, 'OTHER')).toBe(0);
    expect(bundlePartSurcharge({ size_surcharges: [] }, 'X')).toBe(0);
  });

  it('D10: the product page shows a slot per part with its size choice, and the price of the sizes in the address', () => {
    const { configurable_options: _o, variants: _v, ...common } = shirt();
    const slotProduct = shirt();
    const sizeSurcharges = slotProduct.variants.map((variant) => ({
      sku: variant.product.sku,
      surcharge: { value: variant.product.sku.endsWith('41') ? 5 : 0 },
    }));
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
        options: [{ id, label: slotProduct.name, quantity: 1, size_surcharges: sizeSurcharges, product: slotProduct }],
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
