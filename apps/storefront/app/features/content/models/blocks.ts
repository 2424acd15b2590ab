/** Body blocks of a content page to their view models (000 §3; B4–B23). */
import { sanitizeEmbedHtml } from '../../catalog/sanitize-html.ts';
import { columnCount, flag, href, image, isRecord, objects, spacing, text, type Json } from './read.ts';
import { richTextNodes } from './rich-text.ts';
import {
  toColumnVariations,
  toHeroImage,
  toImageSlider,
  toImageWithText,
  toOneBigTwoSmall,
  toSingleImage,
  toThreeColumnsImage,
  toTwoColumnsImage,
} from './teasers.ts';
import type { BlockDataMap, BlockType, BlockView, CategoryBlockView, RawBlock, RichTextView, VideoView } from './types.ts';

function toRichText(p: Json, fields: unknown[]): RichTextView | null {
  // Each repeating field holds one rich_text_area; they render in order (B10).
  const nodes = objects(fields).flatMap((field) => richTextNodes(field.rich_text_area));
  const link = href(p.link);
  return nodes.length > 0 || link ? { nodes, link } : null;
}

function toVideo(p: Json, hero: boolean): VideoView | null {
  const desktopUrl = text(p.video_url_desktop) || text(p.video_url_mobile);
  if (!desktopUrl) return null;
  return { desktopUrl, mobileUrl: text(p.video_url_mobile) || null, sound: flag(p.video_sound), hero };
}

function toCategoryBlock(p: Json, fields: unknown[]): CategoryBlockView | null {
  const tiles = objects(fields).flatMap((f) => {
    const name = text(f.category_name);
    const link = href(f.category_link);
    return name && link ? [{ name, href: link, image: image(f.image, name) }] : [];
  });
  return tiles.length > 0 ? { columns: columnCount(p.layout, Math.min(tiles.length, 4)), tiles } : null;
}

type Mapper<K extends BlockType> = (primary: Json, block: RawBlock) => BlockDataMap[K] | null;

const MAPPERS: { [K in BlockType]: Mapper<K> } = {
  hero_image: (p) => toHeroImage(p),
  // Cleaned here, on the server, so nothing executable reaches the page or its frame (B7).
  html: (p) => {
    const html = sanitizeEmbedHtml(text(p.third_party_html));
    return html.trim() ? { html } : null;
  },
  image_with_text: (p) => toImageWithText(p),
  product_slider: (p, block) =>
    block.products.length > 0 ? { title: text(p.title), subtitle: text(p.subtitle), products: block.products } : null,
  rich_text: (p, block) => toRichText(p, block.fields),
  single_image: (p) => toSingleImage(p),
  three_columns_image: (p) => toThreeColumnsImage(p),
  two_columns_image: (p) => toTwoColumnsImage(p),
  divider: () => ({}),
  image_slider: (_p, block) => toImageSlider(block.fields),
  single_video: (p) => toVideo(p, false),
  hero_video: (p) => toVideo(p, true),
  // Our own product feed stands in for the feed vendor; an empty feed hides the block (B18).
  feed_block: (p, block) => (block.products.length > 0 ? { feedId: text(p.squeezely_id), products: block.products } : null),
  column_variations: (p, block) => toColumnVariations(p, block.fields),
  one_big_two_small_images: (p) => toOneBigTwoSmall(p),
  cookie_settings: (p) => ({
    acceptTitle: text(p.accept_title),
    acceptDescription: text(p.accept_description),
    denyTitle: text(p.deny_title),
    denyDescription: text(p.deny_description),
  }),
  category_block: (p, block) => toCategoryBlock(p, block.fields),
};

function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(MAPPERS, type);
}

/**
 * The renderable blocks of a page body. An unknown type, or a block missing what it needs to show
 * anything (a hero without an image, an empty slider), is skipped; the rest of the page renders (B23).
 */
export function toBlockViews(body: readonly RawBlock[], onSkip?: (type: string, index: number) => void): BlockView[] {
  return body.flatMap((block, index): BlockView[] => {
    const type = block.slice_type;
    if (!isBlockType(type)) {
      onSkip?.(type, index);
      return [];
    }
    const primary = isRecord(block.primary) ? block.primary : {};
    const data = (MAPPERS[type] as Mapper<typeof type>)(primary, block);
    if (data === null) return [];
    return [{ type, key: `${index}-${type}`, spacing: spacing(primary), data } as BlockView];
  });
}
