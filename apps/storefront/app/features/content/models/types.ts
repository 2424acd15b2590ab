import type { ProductTileFragment } from '../../../graphql/graphql.ts';

/** What each content block renders (000 §3), shaped from the block JSON by ./blocks-*.ts. */

export type Whitespace = 'none' | 'small' | 'medium' | 'large';

export interface Spacing {
  mobile: Whitespace;
  desktop: Whitespace;
}

export interface ImageView {
  src: string;
  alt: string;
  /** Intrinsic size; 0 when the editor's image has no dimensions. */
  width: number;
  height: number;
}

export type ButtonStyle = 'button' | 'outline' | 'light' | 'link';

export interface ButtonView {
  text: string;
  href: string;
  style: ButtonStyle;
  /** Editor's colour for the button (background of solid buttons, text of link buttons). */
  color: string | null;
}

export interface TeaserView {
  title: string;
  subtitle: string;
  description: string;
  image: ImageView | null;
  button: ButtonView | null;
  /** Set when the whole teaser is one link (blok_klikbaar, B5). */
  href: string | null;
  textColor: string | null;
}

export type HorizontalPosition = 'left' | 'center' | 'right';

export interface HeroImageView extends TeaserView {
  textPosition: HorizontalPosition;
}

export interface HtmlView {
  html: string;
}

export interface ImageWithTextView extends TeaserView {
  imagePosition: 'left' | 'right';
}

export interface ProductSliderView {
  title: string;
  subtitle: string;
  products: ProductTileFragment[];
}

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; target: string | null; children: InlineNode[] };

export type RichNode =
  | { kind: 'paragraph' | 'heading2' | 'heading3' | 'heading4'; children: InlineNode[] }
  | { kind: 'list' | 'ordered-list'; items: InlineNode[][] };

export interface RichTextView {
  nodes: RichNode[];
  link: string | null;
}

export interface SingleImageView extends TeaserView {
  width: 'full' | 'contained' | 'narrow';
  contentPlacement: 'below' | 'above' | 'overlay';
  textPosition: HorizontalPosition;
}

export interface ThreeColumnsImageView {
  background: string | null;
  columns: TeaserView[];
}

export type ContentAlignment = `${'top' | 'center' | 'bottom'}-${HorizontalPosition}`;

export interface TwoColumnsSide extends TeaserView {
  alignment: ContentAlignment;
}

export interface TwoColumnsImageView {
  width: 'full' | 'contained';
  mobileLayout: 'stacked' | 'side-by-side';
  sides: TwoColumnsSide[];
}

export interface ImageSliderView {
  slides: TeaserView[];
}

export interface VideoView {
  desktopUrl: string;
  mobileUrl: string | null;
  sound: boolean;
  hero: boolean;
}

export interface FeedBlockView {
  feedId: string;
  products: ProductTileFragment[];
}

export interface ColumnVariationsView {
  columns: number;
  descriptionSize: 'small' | 'medium' | 'large';
  gapVertical: Whitespace;
  gapHorizontal: Whitespace;
  items: (TeaserView & { imageHref: string | null; imageAlignment: 'top' | 'center' | 'bottom' })[];
}

export interface LinkedImage {
  image: ImageView;
  href: string | null;
}

export interface OneBigTwoSmallView extends TeaserView {
  large: LinkedImage | null;
  small: LinkedImage[];
  largeVertical: 'top' | 'bottom';
  largeHorizontal: 'left' | 'right';
}

export interface CookieSettingsView {
  acceptTitle: string;
  acceptDescription: string;
  denyTitle: string;
  denyDescription: string;
}

export interface CategoryBlockView {
  columns: number;
  tiles: { name: string; image: ImageView | null; href: string }[];
}

/** Block type → its view model. */
export interface BlockDataMap {
  hero_image: HeroImageView;
  html: HtmlView;
  image_with_text: ImageWithTextView;
  product_slider: ProductSliderView;
  rich_text: RichTextView;
  single_image: SingleImageView;
  three_columns_image: ThreeColumnsImageView;
  two_columns_image: TwoColumnsImageView;
  divider: Record<string, never>;
  image_slider: ImageSliderView;
  single_video: VideoView;
  hero_video: VideoView;
  feed_block: FeedBlockView;
  column_variations: ColumnVariationsView;
  one_big_two_small_images: OneBigTwoSmallView;
  cookie_settings: CookieSettingsView;
  category_block: CategoryBlockView;
}

export type BlockType = keyof BlockDataMap;

/** One renderable block: its type, a stable key, its spacing (B4) and its data. */
export type BlockView = {
  [K in BlockType]: { type: K; key: string; spacing: Spacing; data: BlockDataMap[K] };
}[BlockType];

/** A body block as the API returns it. */
export interface RawBlock {
  slice_type: string;
  primary: unknown;
  fields: unknown[];
  products: ProductTileFragment[];
}
