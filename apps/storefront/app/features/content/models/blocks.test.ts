import { describe, expect, it, vi } from 'vitest';
import { toBlockViews } from './blocks.ts';
import type { RawBlock } from './types.ts';

const img = { url: '/media/content/hero/1d2b3a/x.jpg', alt: 'A coat', dimensions: { width: 1920, height: 800 } };
const link = (path: string) => ({ link_type: 'Document', type: 'plp', url_key: path, href: `/${path}/` });
const block = (
  slice_type: string,
  primary: Record<string, unknown>,
  fields: unknown[] = [],
  products: RawBlock['products'] = [],
): RawBlock => ({
  slice_type,
  primary,
  fields,
  products,
});

describe('content blocks', () => {
  it('B23: skips unknown types and reports them; keeps the rest', () => {
    const onSkip = vi.fn();
    const views = toBlockViews([block('mystery', {}), block('divider', { whitespace: 'large' })], onSkip);
    expect(views.map((v) => v.type)).toEqual(['divider']);
    expect(onSkip).toHaveBeenCalledWith('mystery', 0);
  });

  it('B4: reads mobile/desktop whitespace, or one whitespace for both', () => {
    const [a, b, c] = toBlockViews([
      block('divider', { mobile_whitespace: 'small', desktop_whitespace: 'large' }),
      block('divider', { whitespace: 'none' }),
      block('divider', {}),
    ]);
    expect(a?.spacing).toEqual({ mobile: 'small', desktop: 'large' });
    expect(b?.spacing).toEqual({ mobile: 'none', desktop: 'none' });
    expect(c?.spacing).toEqual({ mobile: 'medium', desktop: 'medium' });
  });

  it('B5: blok_klikbaar makes the hero one link; hyperlink_button shows the button as a link', () => {
    const [hero] = toBlockViews([
      block('hero_image', {
        title: 'New season',
        image: img,
        blok_klikbaar: true,
        button_text: 'Shop',
        button_link: link('kleding'),
        hyperlink_button: false,
        text_position: 'right',
      }),
    ]);
    expect(hero?.type).toBe('hero_image');
    if (hero?.type !== 'hero_image') return;
    expect(hero.data.href).toBe('/kleding/');
    expect(hero.data.button).toEqual({ text: 'Shop', href: '/kleding/', style: 'button', color: null });
    expect(hero.data.textPosition).toBe('right');
    expect(hero.data.image).toEqual({ src: img.url, alt: 'A coat', width: 1920, height: 800 });
  });

  it('B8: image_toggle off drops the image; the button label may sit in `text`', () => {
    const [view] = toBlockViews([
      block('image_with_text', {
        image_toggle: false,
        image: img,
        title: 'Story',
        text: 'Read',
        button_link: link('over-ons'),
        hyperlink_button: true,
      }),
    ]);
    if (view?.type !== 'image_with_text') throw new Error('wrong type');
    expect(view.data.image).toBeNull();
    expect(view.data.button).toMatchObject({ text: 'Read', style: 'link' });
  });

  it('B12: only the flagged column is one link', () => {
    const [view] = toBlockViews([
      block('three_columns_image', {
        left_title: 'L',
        left_image: img,
        left_button_link: link('a'),
        center_title: 'C',
        center_image: img,
        center_button_link: link('b'),
        right_title: 'R',
        right_image: img,
        right_button_link: link('c'),
        blok_klikbaar_links: false,
        blok_klikbaar_midden: true,
        blok_klikbaar_rechts: false,
      }),
    ]);
    if (view?.type !== 'three_columns_image') throw new Error('wrong type');
    expect(view.data.columns.map((c) => c.href)).toEqual([null, '/b/', null]);
  });

  it('B13: left_button_show off hides the left button only', () => {
    const [view] = toBlockViews([
      block('two_columns_image', {
        left_title: 'L',
        left_image: img,
        left_button_text: 'Go',
        left_button_link: link('a'),
        left_button_show: false,
        right_title: 'R',
        right_image: img,
        right_button_text: 'Go',
        right_button_link: link('b'),
        right_button_show: true,
      }),
    ]);
    if (view?.type !== 'two_columns_image') throw new Error('wrong type');
    expect(view.data.sides.map((s) => s.button?.href ?? null)).toEqual([null, '/b/']);
  });

  it('B9, B18: product slider and feed block need products', () => {
    const product = { sku: 'A1' } as RawBlock['products'][number];
    const views = toBlockViews([
      block('product_slider', { title: 'Popular' }, [{ magento_product_sku: 'A1' }], [product]),
      block('product_slider', { title: 'Empty' }, [], []),
      block('feed_block', { squeezely_id: 'f1' }, [], []),
    ]);
    expect(views.map((v) => v.type)).toEqual(['product_slider']);
  });

  it('B16: videos keep both urls and the sound flag', () => {
    const [video] = toBlockViews([block('hero_video', { video_url_desktop: '/d.mp4', video_url_mobile: '/m.mp4', video_sound: false })]);
    expect(video?.data).toEqual({ desktopUrl: '/d.mp4', mobileUrl: '/m.mp4', sound: false, hero: true });
  });

  it('B22: category tiles link to their categories; tiles without a link are dropped', () => {
    const [view] = toBlockViews([
      block('category_block', { layout: '4-columns' }, [
        { category_name: 'Suits', category_link: link('kleding/pakken'), image: img },
        { category_name: 'Nowhere', image: img },
      ]),
    ]);
    if (view?.type !== 'category_block') throw new Error('wrong type');
    expect(view.data.tiles).toHaveLength(1);
    expect(view.data.tiles[0]?.href).toBe('/kleding/pakken/');
    expect(view.data.columns).toBe(4);
  });

  it('B10: rich text areas render in order with the external link', () => {
    const [view] = toBlockViews([
      block('rich_text', { link: { link_type: 'Web', url: 'https://example.com', href: 'https://example.com' } }, [
        { rich_text_area: [{ type: 'paragraph', text: 'first', spans: [] }] },
        { rich_text_area: [{ type: 'paragraph', text: 'second', spans: [] }] },
      ]),
    ]);
    if (view?.type !== 'rich_text') throw new Error('wrong type');
    expect(view.data.nodes.map((n) => ('children' in n ? n.children[0] : null))).toEqual([
      { kind: 'text', text: 'first' },
      { kind: 'text', text: 'second' },
    ]);
    expect(view.data.link).toBe('https://example.com');
  });
});
