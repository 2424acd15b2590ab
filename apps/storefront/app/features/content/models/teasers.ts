/** View models of the image-and-text blocks (000 §3; B5, B8, B11–B13, B15, B19, B20). */
import { choice, colour, columnCount, flag, href, image, objects, text, type Json } from './read.ts';
import type {
  ButtonStyle,
  ButtonView,
  ColumnVariationsView,
  ContentAlignment,
  HeroImageView,
  ImageSliderView,
  ImageWithTextView,
  LinkedImage,
  OneBigTwoSmallView,
  SingleImageView,
  TeaserView,
  ThreeColumnsImageView,
  TwoColumnsImageView,
} from './types.ts';

const POSITIONS = ['left', 'center', 'right'] as const;
const WHITESPACES = ['none', 'small', 'medium', 'large'] as const;

/**
 * How a button looks: `hyperlink_button` on shows it as an underlined text link; otherwise
 * button_type picks solid (primary), outline (secondary) or link.
 */
function buttonStyle(p: Json, prefix: string): ButtonStyle {
  if (flag(p[`${prefix}hyperlink_button`])) return 'link';
  const type = text(p[`${prefix}button_type`]).toLowerCase();
  if (type === 'link') return 'link';
  if (type === 'secondary' || type === 'outline') return 'outline';
  return 'button';
}

interface TeaserOptions {
  /** Field prefix, e.g. "left_" for the left column. */
  prefix?: string;
  /** Whether the whole teaser is one link (the block's clickable flag). */
  clickable?: boolean;
  /** Whether the button may show at all (e.g. left_button_show). */
  showButton?: boolean;
  /** Field holding the button label when it is not `button_text`. */
  buttonTextField?: string;
}

/** The shared fields of a teaser: texts, image, button and the whole-block link (B5). */
export function teaser(p: Json, options: TeaserOptions = {}): TeaserView {
  const prefix = options.prefix ?? '';
  const field = (name: string) => p[`${prefix}${name}`];
  const title = text(field('title'));
  const link = href(field('button_link')) ?? href(field('link'));
  const label = text(field('button_text')) || (options.buttonTextField ? text(p[options.buttonTextField]) : '');
  const button: ButtonView | null =
    label && link && options.showButton !== false
      ? { text: label, href: link, style: buttonStyle(p, prefix), color: colour(field('button_color')) }
      : null;
  return {
    title,
    subtitle: text(field('subtitle')),
    description: text(field('description')),
    image: image(field('image'), title),
    button,
    href: options.clickable && link ? link : null,
    textColor: colour(field('text_color')),
  };
}

export function toHeroImage(p: Json): HeroImageView | null {
  const view = teaser(p, { clickable: flag(p.blok_klikbaar) });
  if (!view.image) return null;
  return { ...view, textPosition: choice(p.text_position, POSITIONS, 'left') };
}

export function toImageWithText(p: Json): ImageWithTextView | null {
  const view = teaser(p, { clickable: flag(p.blok_klikbaar), buttonTextField: 'text' });
  const withImage = flag(p.image_toggle, true) ? view.image : null;
  if (!withImage && !view.title && !view.description) return null;
  return { ...view, image: withImage, imagePosition: choice(p.image_position, ['left', 'right'] as const, 'left') };
}

export function toSingleImage(p: Json): SingleImageView | null {
  const view = teaser(p, { clickable: flag(p.blok_klikbaar) });
  if (!view.image) return null;
  return {
    ...view,
    width: choice(p.width, ['full', 'contained', 'narrow'] as const, 'full'),
    contentPlacement: choice(p.content_placement, ['below', 'above', 'overlay'] as const, 'below'),
    textPosition: choice(p.text_position, POSITIONS, 'center'),
  };
}

/** The clickable flags of the three columns use the editors' Dutch names (B12). */
const COLUMN_FLAGS = { left: 'blok_klikbaar_links', center: 'blok_klikbaar_midden', right: 'blok_klikbaar_rechts' } as const;

export function toThreeColumnsImage(p: Json): ThreeColumnsImageView | null {
  const columns = (Object.keys(COLUMN_FLAGS) as (keyof typeof COLUMN_FLAGS)[])
    .map((side) => teaser(p, { prefix: `${side}_`, clickable: flag(p[COLUMN_FLAGS[side]]) }))
    .filter((column) => column.image || column.title);
  return columns.length > 0 ? { background: colour(p.background), columns } : null;
}

const ALIGNMENTS: readonly ContentAlignment[] = ['top', 'center', 'bottom'].flatMap((v) =>
  POSITIONS.map((h) => `${v}-${h}` as ContentAlignment),
);

export function toTwoColumnsImage(p: Json): TwoColumnsImageView | null {
  const sides = (['left', 'right'] as const)
    .map((side) => ({
      ...teaser(p, {
        prefix: `${side}_`,
        clickable: flag(p[`${side}_blok_klikbaar`]),
        showButton: flag(p[`${side}_button_show`], true),
      }),
      alignment: choice(p[`${side}_content_alignment`], ALIGNMENTS, 'bottom-left'),
    }))
    .filter((side) => side.image || side.title);
  if (sides.length === 0) return null;
  return {
    width: choice(p.width, ['full', 'contained'] as const, 'full'),
    mobileLayout: choice(p.mobile_layout, ['stacked', 'side-by-side'] as const, 'stacked'),
    sides,
  };
}

export function toImageSlider(fields: unknown[]): ImageSliderView | null {
  const slides = objects(fields)
    .map((f) => {
      const title = text(f.slider_title);
      const link = href(f.slider_button_link);
      const label = text(f.slider_button_text);
      const view: TeaserView = {
        title,
        subtitle: text(f.slider_subtitle),
        description: text(f.slider_description),
        image: image(f.slider_image, title),
        button: label && link ? { text: label, href: link, style: flag(f.slider_hyperlink_button) ? 'link' : 'light', color: null } : null,
        href: null,
        textColor: null,
      };
      return view;
    })
    .filter((slide) => slide.image);
  return slides.length > 0 ? { slides } : null;
}

export function toColumnVariations(p: Json, fields: unknown[]): ColumnVariationsView | null {
  const items = objects(fields).map((f) => {
    const view = teaser(f);
    return {
      ...view,
      imageHref: flag(f.image_clickable) ? (href(f.button_link) ?? null) : null,
      imageAlignment: choice(f.image_alignment, ['top', 'center', 'bottom'] as const, 'top'),
    };
  });
  if (items.length === 0) return null;
  return {
    columns: columnCount(p.type, Math.min(items.length, 4)),
    descriptionSize: choice(p.font_size_description, ['small', 'medium', 'large'] as const, 'medium'),
    gapVertical: choice(p.vertical_whitespace, WHITESPACES, 'medium'),
    gapHorizontal: choice(p.horizontal_whitespace, WHITESPACES, 'small'),
    items,
  };
}

function linkedImage(value: unknown, link: unknown, alt: string): LinkedImage | null {
  const found = image(value, alt);
  return found ? { image: found, href: href(link) } : null;
}

export function toOneBigTwoSmall(p: Json): OneBigTwoSmallView | null {
  const view = teaser(p, { clickable: flag(p.block_clickable) });
  const large = linkedImage(p.large_image, p.large_image_url, view.title);
  const small = [
    linkedImage(p.small_image_first, p.small_image_first_url, view.title),
    linkedImage(p.small_image_second, p.small_image_second_url, view.title),
  ].filter((item): item is LinkedImage => item !== null);
  if (!large && small.length === 0) return null;
  return {
    ...view,
    large,
    small,
    largeVertical: choice(p.placement_image_large_vertical, ['top', 'bottom'] as const, 'top'),
    largeHorizontal: choice(p.placement_image_large_horizontal, ['left', 'right'] as const, 'left'),
  };
}
