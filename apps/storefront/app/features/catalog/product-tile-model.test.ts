import { describe, expect, it } from 'vitest';
import { tileFixture } from './product-tile.fixture.ts';
import { swatchColour, toProductTileView } from './product-tile-model.ts';

const colours = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    sku: `SH-${index}`,
    color: `Kleur ${index}`,
    color_code: index % 2 === 0 ? '1f2a44' : '#a9c4e0',
    urlKey: `overhemd-${index}`,
  }));

describe('toProductTileView', () => {
  it('links to /{urlKey}.html with a 416x500 image and srcset (C24, K5)', () => {
    const view = toProductTileView(tileFixture(), 'nl');
    expect(view.href).toBe('/slim-fit-overhemd-navy-100123.html');
    expect(view.image).toMatchObject({ width: 416, height: 500 });
    expect(view.image?.src).toBe('/media/catalog/product/shirt/1f2a44/front.jpg?auto=format&q=60&w=416&h=500&fit=cover');
    expect(view.image?.srcSet).toContain('416w');
    expect(view.hoverImage?.src).toContain('back.jpg');
  });

  it('formats the price and leaves the regular price out when not discounted (K3, K4)', () => {
    const view = toProductTileView(tileFixture(), 'nl');
    expect(view.price).toBe('€ 49,-');
    expect(view.regularPrice).toBeNull();
    expect(view.discountPercent).toBeNull();
  });

  it('shows the regular price struck through and the discount when on sale (C23)', () => {
    const view = toProductTileView(tileFixture({ price: 69.95, regularPrice: 99.95, discount: 30, sale_label: 'Sale' }), 'en');
    expect(view.regularPrice).toBe('€99.95');
    expect(view.price).toBe('€69.95');
    expect(view.discountPercent).toBe(30);
    expect(view.saleLabel).toBe('Sale');
  });

  it('notes available soon and sold out (C23)', () => {
    expect(toProductTileView(tileFixture({ availability: ['available_soon'] }), 'nl').availableSoon).toBe(true);
    expect(toProductTileView(tileFixture({ inStock: false }), 'nl').soldOut).toBe(true);
  });

  it('shows at most 5 colour swatches, then +N (C24)', () => {
    const view = toProductTileView(tileFixture({ related_product_list: colours(7) }), 'nl');
    expect(view.swatches).toHaveLength(5);
    expect(view.moreSwatches).toBe(2);
    expect(view.swatches[0]).toMatchObject({ href: '/overhemd-0.html', colour: '#1f2a44', label: 'Kleur 0' });
  });

  it('C24: a model in 7 colours shows its own colour first, 4 others, then +2', () => {
    const codes = new Map([['navy', '#1f2a44']]);
    const view = toProductTileView(tileFixture({ related_product_list: colours(6) }), 'nl', codes);
    expect(view.swatches).toHaveLength(5);
    expect(view.moreSwatches).toBe(2);
    expect(view.swatches[0]).toMatchObject({ sku: 'SH-100123-NAVY', colour: '#1f2a44', label: 'Navy', current: true });
    expect(view.swatches[1]).toMatchObject({ href: '/overhemd-0.html', current: false });
  });

  it('C24: the own colour is not added twice, nor without a known colour code', () => {
    const own = { sku: 'SH-100123-NAVY', color: 'Navy', color_code: '#1f2a44', urlKey: 'slim-fit-overhemd-navy-100123' };
    const listed = toProductTileView(tileFixture({ related_product_list: [own, ...colours(2)] }), 'nl', new Map([['navy', '#000']]));
    expect(listed.swatches.map((swatch) => swatch.sku)).toEqual(['SH-100123-NAVY', 'SH-0', 'SH-1']);
    const unknown = toProductTileView(tileFixture({ related_product_list: colours(2) }), 'nl', new Map());
    expect(unknown.swatches.map((swatch) => swatch.sku)).toEqual(['SH-0', 'SH-1']);
  });

  it('shows no swatches for a product in one colour', () => {
    const view = toProductTileView(tileFixture({ related_product_list: [] }), 'nl', new Map([['navy', '#1f2a44']]));
    expect(view.swatches).toEqual([]);
    expect(view.moreSwatches).toBe(0);
  });

  it('carries a GA4 item for the productClick event (AN6, AN8)', () => {
    expect(toProductTileView(tileFixture(), 'nl').analyticsItem).toEqual({
      item_id: 'SH-100123-NAVY',
      item_name: 'Slim fit overhemd',
      item_brand: 'Van Dijck',
      price: 49,
      quantity: 1,
    });
  });
});

describe('swatchColour', () => {
  it('accepts hex codes with or without # and plain colour names', () => {
    expect(swatchColour('1f2a44')).toBe('#1f2a44');
    expect(swatchColour('#FFF')).toBe('#FFF');
    expect(swatchColour('Navy')).toBe('navy');
    expect(swatchColour('url(x)')).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });
});
