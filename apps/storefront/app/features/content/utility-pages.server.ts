import { redirect, type AppLoadContext } from 'react-router';
import { ContentPageQuery } from './content-query.ts';
import { skippedBlockReporter, toContentPageData } from './content-view.ts';
import { toBlockViews } from './models/blocks.ts';
import type { BlockType, BlockView, RawBlock } from './models/types.ts';
import { safeInternalPath } from './utility-paths.ts';

/** Every block type the storefront renders (spec 000 §3), in the style guide's order. */
export const STYLEGUIDE_BLOCK_TYPES: readonly BlockType[] = [
  'hero_image',
  'hero_video',
  'image_with_text',
  'single_image',
  'two_columns_image',
  'three_columns_image',
  'one_big_two_small_images',
  'column_variations',
  'image_slider',
  'product_slider',
  'category_block',
  'rich_text',
  'html',
  'single_video',
  'feed_block',
  'cookie_settings',
  'divider',
];

/** The content pages the style guide takes its examples from, first match wins. */
const EXAMPLE_PAGES = ['home', 'over-ons', 'brandstores', 'merken', 'winkels', 'klantenservice', 'cookieverklaring', '404'];

export interface StyleguideData {
  examples: { type: BlockType; block: BlockView | null }[];
}

/**
 * `/styleguide/` (R5): one example of every block type, taken from the shop's own content in the
 * store language, so the guide shows the blocks as editors use them. A page that fails to load
 * only costs its examples.
 */
export async function loadStyleguide(context: AppLoadContext): Promise<StyleguideData> {
  const pages = await Promise.all(
    EXAMPLE_PAGES.map(async (uid) => {
      try {
        const { contentPage } = await context.api.query(ContentPageQuery, { uid, lang: context.language });
        return contentPage ? toContentPageData(contentPage, { onSkipBlock: skippedBlockReporter(context.isProduction, uid) }).blocks : [];
      } catch (error) {
        context.log.warn({ err: error, uid }, 'style guide example page could not be loaded');
        return [];
      }
    }),
  );
  const blocks = pages.flat();
  const found = (type: BlockType) => blocks.find((block) => block.type === type) ?? null;
  return { examples: STYLEGUIDE_BLOCK_TYPES.map((type) => ({ type, block: found(type) ?? sampleBlock(type, found('product_slider')) })) };
}

/**
 * Blocks the content may not hold in an example: a divider (whitespace only, B14) and a feed
 * (B18: an empty feed hides itself, so the guide fills it with the product slider's tiles).
 */
function sampleBlock(type: BlockType, slider: BlockView | null): BlockView | null {
  const products = slider?.type === 'product_slider' ? slider.data.products : [];
  const raw: Partial<Record<BlockType, RawBlock>> = {
    divider: { slice_type: 'divider', primary: { mobile_whitespace: 'medium', desktop_whitespace: 'large' }, fields: [], products: [] },
    feed_block: { slice_type: 'feed_block', primary: { squeezely_id: 'styleguide' }, fields: [], products },
  };
  const block = raw[type];
  return block ? (toBlockViews([block])[0] ?? null) : null;
}

/**
 * `/empty-layout/?url=…` (L7) without JavaScript: the typed address opens when it is a path of
 * this shop; anything else (another site, `javascript:`) stays on the page with a message.
 */
export function emptyLayoutTarget(request: Request): { invalid: boolean; value: string } {
  const raw = new URL(request.url).searchParams.get('url');
  if (raw === null) return { invalid: false, value: '' };
  const path = safeInternalPath(raw);
  if (path) throw redirect(path, 303);
  return { invalid: true, value: raw.slice(0, 200) };
}
