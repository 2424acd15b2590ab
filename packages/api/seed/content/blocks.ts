import { spacing, type ContentImage, type Link, type TextBlock, type Whitespace } from './links.ts';

/** One body block of a content page, shaped like the content system's slices. */
export interface Slice {
  slice_type: string;
  primary: Record<string, unknown>;
  fields: Record<string, unknown>[];
}

const slice = (slice_type: string, primary: Record<string, unknown>, fields: Record<string, unknown>[] = []): Slice => ({
  slice_type,
  primary,
  fields,
});

interface Teaser {
  title: string;
  subtitle?: string;
  description?: string;
  image: ContentImage;
  buttonText?: string;
  link: Link | null;
}

export function heroImage(teaser: Teaser & { textPosition?: 'left' | 'center' | 'right'; textColor?: string }): Slice {
  return slice('hero_image', {
    title: teaser.title,
    subtitle: teaser.subtitle ?? '',
    description: teaser.description ?? '',
    image: teaser.image,
    text_position: teaser.textPosition ?? 'left',
    text_color: teaser.textColor ?? '#ffffff',
    button_text: teaser.buttonText ?? '',
    button_link: teaser.link,
    button_color: '#ffffff',
    hyperlink_button: false,
    blok_klikbaar: teaser.link !== null,
    ...spacing('none', 'none'),
  });
}

export const html = (markup: string): Slice => slice('html', { third_party_html: markup, ...spacing() });

export function imageWithText(teaser: Teaser & { position?: 'left' | 'right' }): Slice {
  return slice('image_with_text', {
    image_toggle: true,
    image: teaser.image,
    image_position: teaser.position ?? 'left',
    title: teaser.title,
    subtitle: teaser.subtitle ?? '',
    description: teaser.description ?? '',
    text: teaser.buttonText ?? '',
    hyperlink_button: true,
    button_link: teaser.link,
    blok_klikbaar: false,
    ...spacing(),
  });
}

export function productSlider(title: string, subtitle: string, skus: string[]): Slice {
  return slice(
    'product_slider',
    { title, subtitle, ...spacing() },
    skus.map((sku) => ({ magento_product_sku: sku })),
  );
}

export function richText(blocks: TextBlock[], link: Link | null = null): Slice {
  return slice('rich_text', { link, ...spacing() }, [{ rich_text_area: blocks }]);
}

export function singleImage(teaser: Teaser): Slice {
  return slice('single_image', {
    title: teaser.title,
    subtitle: teaser.subtitle ?? '',
    description: teaser.description ?? '',
    image: teaser.image,
    blok_klikbaar: teaser.link !== null,
    hyperlink_button: false,
    button_text: teaser.buttonText ?? '',
    button_link: teaser.link,
    button_type: 'primary',
    width: 'full',
    content_placement: 'below',
    text_position: 'center',
    text_color: '#1d2b3a',
    ...spacing(),
  });
}

function column(prefix: string, teaser: Teaser): Record<string, unknown> {
  return {
    [`${prefix}_title`]: teaser.title,
    [`${prefix}_subtitle`]: teaser.subtitle ?? '',
    [`${prefix}_description`]: teaser.description ?? '',
    [`${prefix}_image`]: teaser.image,
    [`${prefix}_hyperlink_button`]: false,
    [`${prefix}_button_text`]: teaser.buttonText ?? '',
    [`${prefix}_button_link`]: teaser.link,
  };
}

export function threeColumnsImage(left: Teaser, center: Teaser, right: Teaser): Slice {
  return slice('three_columns_image', {
    background: '#f4f1ec',
    ...column('left', left),
    ...column('center', center),
    ...column('right', right),
    blok_klikbaar_links: left.link !== null,
    blok_klikbaar_midden: center.link !== null,
    blok_klikbaar_rechts: right.link !== null,
    ...spacing(),
  });
}

export function twoColumnsImage(left: Teaser, right: Teaser): Slice {
  const side = (prefix: string, teaser: Teaser) => ({
    ...column(prefix, teaser),
    [`${prefix}_text_color`]: '#ffffff',
    [`${prefix}_button_color`]: '#ffffff',
    [`${prefix}_blok_klikbaar`]: teaser.link !== null,
    [`${prefix}_content_alignment`]: 'bottom-left',
    [`${prefix}_button_show`]: Boolean(teaser.buttonText),
  });
  return slice('two_columns_image', {
    ...side('left', left),
    ...side('right', right),
    width: 'full',
    mobile_layout: 'stacked',
    ...spacing(),
  });
}

export const divider = (mobile: Whitespace = 'small', desktop: Whitespace = 'medium'): Slice => slice('divider', spacing(mobile, desktop));

export function imageSlider(slides: Teaser[]): Slice {
  return slice(
    'image_slider',
    { ...spacing() },
    slides.map((s) => ({
      slider_image: s.image,
      slider_title: s.title,
      slider_subtitle: s.subtitle ?? '',
      slider_description: s.description ?? '',
      slider_hyperlink_button: false,
      slider_button_text: s.buttonText ?? '',
      slider_button_link: s.link,
    })),
  );
}

export const feedBlock = (feedId: string): Slice => slice('feed_block', { squeezely_id: feedId, ...spacing() });

export function columnVariations(columns: (Teaser & { alignment?: 'top' | 'center' })[]): Slice {
  return slice(
    'column_variations',
    {
      type: `${columns.length}-columns`,
      font_size_description: 'small',
      whitespace: 'medium',
      vertical_whitespace: 'medium',
      horizontal_whitespace: 'small',
    },
    columns.map((c) => ({
      title: c.title,
      subtitle: c.subtitle ?? '',
      description: c.description ?? '',
      image: c.image,
      image_clickable: c.link !== null,
      image_alignment: c.alignment ?? 'top',
      button_type: 'link',
      button_text: c.buttonText ?? '',
      button_link: c.link,
    })),
  );
}

export function oneBigTwoSmallImages(
  teaser: Omit<Teaser, 'image'> & { large: [ContentImage, Link]; first: [ContentImage, Link]; second: [ContentImage, Link] },
): Slice {
  return slice('one_big_two_small_images', {
    large_image: teaser.large[0],
    large_image_url: teaser.large[1],
    small_image_first: teaser.first[0],
    small_image_first_url: teaser.first[1],
    small_image_second: teaser.second[0],
    small_image_second_url: teaser.second[1],
    title: teaser.title,
    subtitle: teaser.subtitle ?? '',
    description: teaser.description ?? '',
    block_clickable: false,
    hyperlink_button: false,
    button_text: teaser.buttonText ?? '',
    button_link: teaser.link,
    placement_image_large_vertical: 'top',
    placement_image_large_horizontal: 'left',
    ...spacing(),
  });
}

export function cookieSettings(texts: {
  acceptTitle: string;
  acceptDescription: string;
  denyTitle: string;
  denyDescription: string;
}): Slice {
  return slice('cookie_settings', {
    accept_title: texts.acceptTitle,
    accept_description: texts.acceptDescription,
    deny_title: texts.denyTitle,
    deny_description: texts.denyDescription,
    ...spacing(),
  });
}

export function categoryBlock(tiles: { name: string; image: ContentImage; link: Link }[]): Slice {
  return slice(
    'category_block',
    { layout: `${tiles.length}-columns`, ...spacing() },
    tiles.map((tile) => ({ image: tile.image, category_name: tile.name, category_link: tile.link })),
  );
}
