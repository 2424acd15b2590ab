import type { ProductTileFragment } from '../../graphql/graphql.ts';

/** A listing item as the API sends it, for tests of the tile and the listing. */
export function tileFixture(overrides: Partial<ProductTileFragment> = {}): ProductTileFragment {
  return {
    sku: 'SH-100123-NAVY',
    urlKey: 'slim-fit-overhemd-navy-100123',
    type: 'configurable',
    brand: 'Van Dijck',
    name: 'Slim fit overhemd',
    image: '/media/catalog/product/shirt/1f2a44/front.jpg',
    hover_image: '/media/catalog/product/shirt/1f2a44/back.jpg',
    price: 49,
    regularPrice: 49,
    color: 'Navy',
    availability: ['in_stock'],
    inStock: true,
    discount: 0,
    sale_label: null,
    promo_text: null,
    sustainability_logo: null,
    sustainability_description: null,
    expectedsustain: false,
    related_product_list: [],
    ...overrides,
  };
}
