import { images } from '@shop/rules';
import { describe, expect, it } from 'vitest';
import { TILE_SIZES } from './product-tile-card.tsx';
import { tileFixture } from './product-tile.fixture.ts';
import { swatchColour, toProductTileView } from './product-tile-model.ts';

const colours = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    sku: `SH-${index}`,
    color: `Kleur ${index}`,
    color_code: index % 2 === 0 ? '1f2a44' : '#a9c4e0',
    urlKey: `overhemd-${index}`,
  }));

/** The CSS width a `sizes` attribute gives at a viewport width (min-width media in em of 16 px). */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const media = /^\(min-width: ([\d.]+)em\)\s+(.+)$/.exec(entry);
    if (media && viewport < Number(media[1]) * 16) continue;
    const length = (media ? media[2] : entry) as string;
    return length.endsWith('vw') ? (parseFloat(length) * viewport) / 100 : parseFloat(length);
  }
  throw new Error(`no size for ${viewport}`);
}

/**
 * The srcset width Chromium picks (HTMLSrcsetParser's selection): the smallest at or above the screen's
 * density, or the one below it when the density is under the geometric mean of the two.
 */
function chromiumPick(widths: readonly number[], slot: number, density: number): number {
  const densities = widths.map((width) => width / slot);
  for (let index = 0; index < widths.length - 1; index += 1) {
    const next = densities[index + 1] as number;
    if (next < density) continue;
    const current = densities[index] as number;
    if ((density <= 1 && density > current) || density >= Math.sqrt(current * next)) return widths[index + 1] as number;
    return widths[index] as number;
  }
  return widths[widths.length - 1] as number;
}

describe('toProductTileView', () => {
  it('links to /{urlKey}.html with a 416x500 image and srcset (C24, K5)', () => {
    const view = toProductTileView(tileFixture(), 'nl');
    expect(view.href).toBe('/slim-fit-overhemd-navy-100123.html');
    expect(view.image).toMatchObject({ width: 416, height: 500 });
    expect(view.image?.src).toBe('/media/catalog/product/shirt/1f2a44/front.jpg?auto=format&q=60&w=416&h=500&fit=cover');
    expect(view.image?.srcSet).toBe(
      [312, 520, 832]
        .map((w) => `/media/catalog/product/shirt/1f2a44/front.jpg?auto=format&q=60&w=${w}&h=${(w * 500) / 416}&fit=cover ${w}w`)
        .join(', '),
    );
    expect(view.hoverImage?.src).toContain('back.jpg');
  });

  it('offers a listing tile sharp enough on every screen from 375 to 1440 px wide at 1× to 3×', () => {
    const blurred: string[] = [];
    const oversized: string[] = [];
    for (let viewport = 375; viewport <= 1440; viewport += 1) {
      const slot = slotWidth(TILE_SIZES, viewport);
      for (const density of [1, 1.5, 1.75, 2, 2.625, 3]) {
        const needed = Math.min(slot * density, images.tile.width * 2);
        const picked = chromiumPick(images.tileWidths, slot, density);
        // At least three quarters of the screen's pixels across (a phone at 3× does not show the
        // difference), and never a width above one that would have done.
        if (picked < 0.75 * needed) blurred.push(`${viewport} px at ${density}×: ${picked}`);
        if (images.tileWidths.some((width) => width < picked && width >= needed))
          oversized.push(`${viewport} px at ${density}×: ${picked}`);
      }
    }
    expect(blurred).toEqual([]);
    expect(oversized).toEqual([]);
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
