import { describe, expect, it } from 'vitest';
import { toProductView, type ProductItem } from './product-model.ts';
import { shirt } from './product-model.fixture.ts';

const page = (search = '') => new URL(`https://shop.test/slim-fit-overhemd-navy-100123.html${search}`);

describe('toProductView', () => {
  it('shows both prices, the discount and the sale label when on sale', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.price).toMatchObject({ final: '€ 69,95', regular: '€ 99,95', discountPercent: 30, saleLabel: 'Sale' });
  });

  it('builds the breadcrumb from the categories and links the brand', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.breadcrumbs.map((crumb) => crumb.href)).toEqual(['/kleding/', '/kleding/overhemden/', null]);
    expect(view.categoryHref).toBe('/kleding/overhemden/');
    expect(view.brandHref).toBe('/merken/van-dijck/');
  });

  it('orders the gallery by position without duplicates', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.gallery.map((image) => image.path)).toEqual(['/media/p/front.jpg', '/media/p/back.jpg']);
    expect(view.gallery[0]?.src).toContain('auto=format&q=60&w=800&h=960');
  });

  it('asks for a size until one is chosen, and marks sold-out sizes (D7, D8)', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.availability).toEqual({ kind: 'choose' });
    expect(view.sizes?.options[0]?.values.map((value) => [value.label, value.soldOut])).toEqual([
      ['39', false],
      ['40', true],
      ['41', false],
    ]);
  });

  it("reads ?size= and shows that variant's stock: only N left at 3 or fewer (D6)", () => {
    const low = toProductView(shirt(), 'nl', page('?size=39'));
    expect(low.sizes?.variantSku).toBe('SH-100123-39');
    expect(low.availability).toEqual({ kind: 'low', count: 2 });
    expect(toProductView(shirt(), 'nl', page('?size=41')).availability).toEqual({ kind: 'in_stock' });
  });

  it('notes a sold-out chosen size (D7)', () => {
    const view = toProductView(shirt(), 'nl', page('?size=40'));
    expect(view.availability).toEqual({ kind: 'sold_out' });
    expect(view.sizes?.soldOutSelected).toBe('40');
  });

  it('links the other colours of the model, its own colour first', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.colours).toEqual([
      { sku: 'SH-100123', href: '/slim-fit-overhemd-navy-100123.html', label: 'Navy', colour: '#1f2a44', current: true },
      { sku: 'SH-100124', href: '/slim-fit-overhemd-wit-100124.html', label: 'Wit', colour: '#f4f3ef', current: false },
    ]);
  });

  it('sanitises the description and lays out the size table per size (D14)', () => {
    const view = toProductView(shirt(), 'nl', page());
    expect(view.descriptionHtml).toBe('<p>Van <strong>katoen</strong>.</p>');
    expect(view.sizeTable).toEqual({ headings: ['Maat', '39', '40'], rows: [{ label: 'Boordwijdte (cm)', cells: ['39', '40'] }] });
  });

  it('leaves out a short description that repeats the opening of the description', () => {
    const view = toProductView(shirt({ short_description: { html: '<p>Van katoen.</p>' } }), 'nl', page());
    expect(view.shortDescriptionHtml).toBe('');
  });

  it('fills the head tags with an absolute image and canonical address', () => {
    const view = toProductView(shirt(), 'en', page('?size=39'));
    expect(view.meta).toMatchObject({
      title: 'Van Dijck Slim fit overhemd',
      description: 'Strak gesneden.',
      canonical: 'https://shop.test/slim-fit-overhemd-navy-100123.html',
    });
    expect(view.meta.image).toMatch(/^https:\/\/shop\.test\/media\/p\/front\.jpg\?auto=format&q=60&w=1200/);
  });

  it('shows gift card amounts and the open range 5–500 (D12)', () => {
    const { configurable_options: _options, variants: _variants, ...common } = shirt();
    const giftcard: ProductItem = {
      ...common,
      __typename: 'GiftCardProduct',
      giftcard_amounts: [25, 50],
      allow_open_amount: true,
      open_amount_min: 5,
      open_amount_max: 500,
      giftcard_types: ['physical', 'virtual'],
    };
    const view = toProductView(giftcard, 'nl', page());
    expect(view.sizes).toBeNull();
    expect(view.giftcard).toEqual({
      sku: 'SH-100123',
      amounts: [25, 50],
      presets: [
        { value: '25', label: '€ 25,-' },
        { value: '50', label: '€ 50,-' },
      ],
      open: { min: '€ 5,-', max: '€ 500,-' },
      types: ['physical', 'virtual'],
      messageMaxLength: 255,
    });
    expect(view.addToCart).toBeNull();
  });
});
