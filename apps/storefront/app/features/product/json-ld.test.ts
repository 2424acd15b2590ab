import { describe, expect, it } from 'vitest';
import { jsonLdText, productJsonLd, toProductJsonLdInput, type ProductJsonLdInput } from './json-ld.ts';
import { shirt } from './product-model.fixture.ts';
import { toProductView, type ProductItem } from './product-model.ts';

const origin = 'https://shop.test';
const url = new URL(`${origin}/slim-fit-overhemd-navy-100123.html?size=39`);

function graph(item: ProductItem) {
  const view = toProductView(item, 'nl', url);
  const ld = productJsonLd(toProductJsonLdInput(item, view, origin, 'Home'));
  const [product, breadcrumbs] = ld['@graph'] as [Record<string, unknown>, Record<string, unknown>];
  return { ld, product, breadcrumbs };
}

describe('product JSON-LD', () => {
  it('describes a configurable product with an AggregateOffer over its sizes', () => {
    const { ld, product } = graph(shirt());
    expect(ld['@context']).toBe('https://schema.org');
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Slim fit overhemd',
      sku: 'SH-100123',
      gtin13: '8710000002943',
      brand: { '@type': 'Brand', name: 'Van Dijck' },
      description: 'Van katoen.',
      color: 'Navy',
      url: `${origin}/slim-fit-overhemd-navy-100123.html`,
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '69.95',
        highPrice: '69.95',
        offerCount: 3,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${origin}/slim-fit-overhemd-navy-100123.html`,
      },
    });
    // Absolute image addresses, main image first, each once.
    const images = product.image as string[];
    expect(images).toHaveLength(2);
    expect(images[0]).toMatch(/^https:\/\/shop\.test\/media\/p\/front\.jpg\?/);
  });

  it('gives a simple product a single Offer, and marks sold out and available soon', () => {
    const { configurable_options: _options, variants: _variants, ...common } = shirt();
    const simple: ProductItem = { ...common, __typename: 'SimpleProduct' };
    expect(graph(simple).product.offers).toMatchObject({ '@type': 'Offer', price: '69.95', availability: 'https://schema.org/InStock' });
    expect(graph({ ...simple, stock_status: 'OUT_OF_STOCK' }).product.offers).toMatchObject({
      availability: 'https://schema.org/OutOfStock',
    });
    expect(graph({ ...simple, available_soon: true, stock_status: 'OUT_OF_STOCK' }).product.offers).toMatchObject({
      availability: 'https://schema.org/BackOrder',
    });
  });

  it('leaves out the GTIN, brand and images it does not have', () => {
    const { product } = graph(shirt({ ean: null, brand: null, media_gallery: [], image: { url: '', label: '' } }));
    expect(product).not.toHaveProperty('gtin13');
    expect(product).not.toHaveProperty('brand');
    expect(product).not.toHaveProperty('image');
    expect(graph(shirt({ ean: '12345' })).product).not.toHaveProperty('gtin13');
  });

  it('has a BreadcrumbList matching the visible trail: Home, the categories, the product', () => {
    const { breadcrumbs } = graph(shirt());
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Kleding', item: `${origin}/kleding/` },
        { '@type': 'ListItem', position: 3, name: 'Overhemden', item: `${origin}/kleding/overhemden/` },
        { '@type': 'ListItem', position: 4, name: 'Slim fit overhemd', item: `${origin}/slim-fit-overhemd-navy-100123.html` },
      ],
    });
  });
});

describe('jsonLdText', () => {
  const hostile: ProductJsonLdInput = {
    url: `${origin}/x.html`,
    name: 'Shirt </script><script>alert(1)</script> & co',
    sku: 'X',
    ean: null,
    brand: null,
    images: [],
    description: 'line\u2028break',
    color: null,
    price: { low: 10, high: 10 },
    availability: 'InStock',
    offerCount: null,
    breadcrumbs: [],
  };

  it('cannot end the script element early, and still parses to the same value', () => {
    const value = productJsonLd(hostile);
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });
});
