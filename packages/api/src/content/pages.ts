import type { ContentBlock, ContentPage, NavigationListItem } from '../platform/generated/resolvers.ts';
import type { Logger } from '../platform/logger.ts';
import type { ContentDocument } from './documents.ts';
import { toContentLink, withHrefs } from './links.ts';
import { filledText, integer, isRecord, objects, record, text, type JsonObject } from './read.ts';

/** The page body block types the storefront can render (000 §3). */
export const CONTENT_BLOCK_TYPES = [
  'hero_image',
  'html',
  'image_with_text',
  'product_slider',
  'rich_text',
  'single_image',
  'three_columns_image',
  'two_columns_image',
  'divider',
  'image_slider',
  'single_video',
  'hero_video',
  'feed_block',
  'column_variations',
  'one_big_two_small_images',
  'cookie_settings',
  'category_block',
] as const;

/** Third-party markup beyond this is cut off; the storefront renders it in a sandboxed frame. */
export const HTML_BLOCK_MAX_BYTES = 100 * 1024;

/** A body block before its product tiles are looked up (ContentBlock.products does that). */
export type ContentBlockView = Omit<ContentBlock, 'products'>;

/** A content page whose body blocks still lack their product tiles. */
export type ContentPageView = Omit<ContentPage, 'body'> & { body: ContentBlockView[] };

const knownTypes: readonly string[] = CONTENT_BLOCK_TYPES;

function capHtml(primary: JsonObject, log: Logger, uid: string): JsonObject {
  const html = primary.third_party_html;
  if (typeof html !== 'string') return primary;
  const bytes = Buffer.from(html, 'utf8');
  if (bytes.length <= HTML_BLOCK_MAX_BYTES) return primary;
  log.warn({ uid, bytes: bytes.length }, 'html block cut to 100 kB');
  // A character split at the cut decodes as U+FFFD; drop it rather than show a broken glyph.
  const capped = bytes
    .subarray(0, HTML_BLOCK_MAX_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return { ...primary, third_party_html: capped };
}

/**
 * The renderable body blocks of a page (B23): a block without a slice_type, with a type the
 * storefront does not know, or with unreadable parts is skipped and logged, and the rest is kept.
 * Links inside blocks get their resolved href.
 */
export function bodyBlocks(body: unknown, log: Logger, uid: string): ContentBlockView[] {
  if (body !== undefined && body !== null && !Array.isArray(body)) {
    log.warn({ uid }, 'content page body is not a list; page shown without blocks');
    return [];
  }
  return (body ?? []).flatMap((block: unknown, index: number): ContentBlockView[] => {
    const sliceType = isRecord(block) ? text(block.slice_type) : null;
    if (!isRecord(block) || !sliceType || !knownTypes.includes(sliceType)) {
      log.warn({ uid, index, sliceType }, 'unknown or malformed content block skipped');
      return [];
    }
    const { primary = {}, fields = [] } = block;
    if (!isRecord(primary) || !Array.isArray(fields)) {
      log.warn({ uid, index, sliceType }, 'content block with unreadable primary or fields skipped');
      return [];
    }
    const shapedPrimary = sliceType === 'html' ? capHtml(primary, log, uid) : primary;
    return [
      {
        slice_type: sliceType,
        primary: withHrefs(shapedPrimary),
        fields: objects(fields).map(withHrefs),
      },
    ];
  });
}

/** The side-menu entries of a page (B3); older documents name the parts differently. */
function navigationList(value: unknown): NavigationListItem[] {
  return objects(value).flatMap((item): NavigationListItem[] => {
    const title = filledText(item.title ?? item.navigation_title ?? item.label);
    const link = toContentLink(item.navigation_item ?? item.link);
    return title && link ? [{ title, link }] : [];
  });
}

/** A page or brand-page document as the ContentPage type (B2). */
export function contentPageView(document: ContentDocument, log: Logger): ContentPageView {
  const data = record(document.data);
  return {
    id: document.id,
    uid: document.uid,
    lang: document.lang,
    meta_title: filledText(data.meta_title),
    meta_description: filledText(data.meta_description),
    meta_robots: filledText(data.meta_robots),
    url_key: document.urlKey ?? text(data.url_key),
    page_title: filledText(data.page_title),
    logo_color: filledText(data.logo_color),
    parent_page: toContentLink(data.parent_page),
    navigation_title: filledText(data.navigation_title),
    navigation_list: navigationList(data.navigation_list),
    sort_order_in_hierarchy: integer(data.sort_order_in_hierarchy),
    body: bodyBlocks(data.body, log, document.uid),
  };
}

/** The parts of a block that name a slider's products, or a feed block's feed. */
export interface SliderSource {
  slice_type?: string | null;
  primary?: unknown;
  fields?: readonly unknown[] | null;
}

/** The feed a feed block asks for (its squeezely_id, empty when none), or null for other blocks (B18). */
export function feedId(block: SliderSource): string | null {
  if (block.slice_type !== 'feed_block') return null;
  return (isRecord(block.primary) ? filledText(block.primary.squeezely_id) : null) ?? '';
}

/** The skus a product slider lists, in the editor's order, each once. */
export function sliderSkus(block: SliderSource): string[] {
  if (block.slice_type !== 'product_slider') return [];
  const skus = (block.fields ?? []).flatMap((field) => {
    const sku = isRecord(field) ? filledText(field.magento_product_sku) : null;
    return sku ? [sku] : [];
  });
  return [...new Set(skus)];
}
