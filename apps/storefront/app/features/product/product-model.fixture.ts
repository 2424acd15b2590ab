import type { ProductItem } from './product-model.ts';

/** A configurable product as the product page query returns it, for tests of the page's models. */
export type Configurable = Extract<ProductItem, { __typename: 'ConfigurableProduct' }>;

function variant(sku: string, size: number, sizeLabel: string, stock: number) {
  return {
    attributes: [
      { code: 'color', value_index: 1 },
      { code: 'size', value_index: size },
    ],
    product: { sku, stock_status: stock > 0 ? ('IN_STOCK' as const) : ('OUT_OF_STOCK' as const), stock_left: stock, size_label: sizeLabel },
  };
}

export function shirt(overrides: Partial<Configurable> = {}): Configurable {
  return {
    __typename: 'ConfigurableProduct',
    sku: 'SH-100123',
    name: 'Slim fit overhemd',
    url_key: 'slim-fit-overhemd-navy-100123',
    brand: 'Van Dijck',
    brand_url_key: 'van-dijck',
    ean: '8710000002943',
    meta_title: null,
    meta_description: null,
    image: { url: '/media/p/front.jpg', label: '' },
    media_gallery: [
      { url: '/media/p/back.jpg', label: '', position: 2 },
      { url: '/media/p/front.jpg', label: '', position: 1 },
      { url: '/media/p/front.jpg', label: '', position: 3 },
    ],
    description: { html: '<p>Van <strong>katoen</strong>.</p><script>x()</script>' },
    short_description: { html: '<p>Strak gesneden.</p>' },
    price_range: {
      minimum_price: { regular_price: { value: 99.95 }, final_price: { value: 69.95 } },
      maximum_price: { final_price: { value: 69.95 } },
    },
    discount: 30,
    sale_label: 'Sale',
    promo_text: null,
    stock_status: 'IN_STOCK',
    stock_left: 12,
    available_soon: false,
    color: 'navy',
    color_label: 'Navy',
    sustainable: false,
    categories: [
      { name: 'Kleding', url_path: 'kleding', level: 2 },
      { name: 'Overhemden', url_path: 'kleding/overhemden', level: 3 },
    ],
    related_product_list: [{ sku: 'SH-100124', color: 'Wit', color_code: 'f4f3ef', urlKey: 'slim-fit-overhemd-wit-100124' }],
    crosssell_products: [{ sku: 'TR-1' }, { sku: 'BL-2' }],
    size_table: {
      table_headings: ['Maat', '39', '40'],
      specs: [
        {
          spec_label: 'Boordwijdte (cm)',
          spec_items: [
            { size: '40', value: '40' },
            { size: '39', value: '39' },
          ],
        },
      ],
    },
    configurable_options: [
      {
        attribute_code: 'color',
        label: 'Kleur',
        position: 0,
        values: [{ value_index: 1, label: 'Navy', swatch_data: { value: '#1f2a44' } }],
      },
      {
        attribute_code: 'size',
        label: 'Maat',
        position: 1,
        values: [
          { value_index: 39, label: '39', swatch_data: null },
          { value_index: 40, label: '40', swatch_data: null },
          { value_index: 41, label: '41', swatch_data: null },
        ],
      },
    ],
    variants: [variant('SH-100123-39', 39, '39', 2), variant('SH-100123-40', 40, '40', 0), variant('SH-100123-41', 41, '41', 8)],
    ...overrides,
  };
}
