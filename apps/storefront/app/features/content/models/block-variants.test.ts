import { describe, expect, it } from 'vitest';
import { toBlockViews } from './blocks.ts';
import type { BlockDataMap, BlockType, RawBlock } from './types.ts';

const img = (name: string) => ({ url: `/media/content/${name}.jpg`, alt: name, dimensions: { width: 800, height: 600 } });
const link = (path: string) => ({ link_type: 'Document', type: 'plp', url_key: path, href: `/${path}/` });
const block = (slice_type: string, primary: unknown, fields: unknown[] = []): RawBlock => ({ slice_type, primary, fields, products: [] });

function only<T extends BlockType>(type: T, raw: RawBlock): BlockDataMap[T] {
  const [view] = toBlockViews([raw]);
  expect(view?.type).toBe(type);
  return view?.data as BlockDataMap[T];
}

describe('content block variants', () => {
  it('B11: a single image honours width, content placement and text position; unknown values fall back', () => {
    const narrow = only(
      'single_image',
      block('single_image', { image: img('a'), title: 'T', width: 'narrow', content_placement: 'overlay', text_position: 'left' }),
    );
    expect(narrow).toMatchObject({ width: 'narrow', contentPlacement: 'overlay', textPosition: 'left' });
    const odd = only(
      'single_image',
      block('single_image', { image: img('a'), width: '<script>', content_placement: 42, text_position: null }),
    );
    expect(odd).toMatchObject({ width: 'full', contentPlacement: 'below', textPosition: 'center' });
    expect(toBlockViews([block('single_image', { title: 'no image' })])).toEqual([]);
  });

  it('B14: a divider is whitespace only, of the size set', () => {
    const [divider] = toBlockViews([block('divider', { mobile_whitespace: 'large', desktop_whitespace: 'none' })]);
    expect(divider).toMatchObject({ type: 'divider', data: {}, spacing: { mobile: 'large', desktop: 'none' } });
  });

  it('B15: image slides keep their order and buttons; slides without an image are left out', () => {
    const slider = only(
      'image_slider',
      block('image_slider', {}, [
        { slider_image: img('one'), slider_title: 'One', slider_button_text: 'Shop', slider_button_link: link('kleding') },
        { slider_title: 'No image' },
        { slider_image: img('two'), slider_title: 'Two' },
      ]),
    );
    expect(slider.slides.map((slide) => slide.title)).toEqual(['One', 'Two']);
    expect(slider.slides[0]?.button).toMatchObject({ text: 'Shop', href: '/kleding/' });
    expect(slider.slides[1]?.button).toBeNull();
    expect(toBlockViews([block('image_slider', {}, [{ slider_title: 'only text' }])])).toEqual([]);
  });

  it('B19: column variations link the image only when image_clickable is on', () => {
    const columns = only(
      'column_variations',
      block('column_variations', { type: '3-columns', font_size_description: 'large', vertical_whitespace: 'small' }, [
        { title: 'A', image: img('a'), image_clickable: true, button_link: link('a'), button_text: 'A' },
        { title: 'B', image: img('b'), image_clickable: false, button_link: link('b'), button_text: 'B', image_alignment: 'center' },
      ]),
    );
    expect(columns).toMatchObject({ columns: 3, descriptionSize: 'large', gapVertical: 'small' });
    expect(columns.items.map((item) => item.imageHref)).toEqual(['/a/', null]);
    expect(columns.items[1]?.imageAlignment).toBe('center');
  });

  it('B20: each image of one big and two small links to its own url; the large image placement is honoured', () => {
    const view = only(
      'one_big_two_small_images',
      block('one_big_two_small_images', {
        title: 'Looks',
        large_image: img('large'),
        large_image_url: link('pakken'),
        small_image_first: img('first'),
        small_image_first_url: link('jassen'),
        small_image_second: img('second'),
        small_image_second_url: { link_type: 'Web', url: 'https://example.com/lookbook', href: 'https://example.com/lookbook' },
        placement_image_large_vertical: 'bottom',
        placement_image_large_horizontal: 'right',
      }),
    );
    expect(view.large?.href).toBe('/pakken/');
    expect(view.small.map((item) => item.href)).toEqual(['/jassen/', 'https://example.com/lookbook']);
    expect(view).toMatchObject({ largeVertical: 'bottom', largeHorizontal: 'right' });
  });

  it('B23: hostile or malformed blocks are skipped without breaking the page', () => {
    const body = [
      block('hero_image', 'not an object'),
      block('image_slider', {}, [null, 42, 'x', { slider_image: 'not-an-image-object', slider_title: 'Kept' }]),
      block('column_variations', {}, [{}]),
      { slice_type: '__proto__', primary: {}, fields: [], products: [] },
      block('constructor', {}),
    ];
    const views = toBlockViews(body);
    expect(views.every((view) => view.type !== ('__proto__' as string) && view.type !== ('constructor' as string))).toBe(true);
  });
});
