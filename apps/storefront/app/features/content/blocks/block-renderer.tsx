import type { ReactNode } from 'react';
import type { BlockView } from '../models/types.ts';
import styles from './block-renderer.module.css';
import { CategoryBlock } from './category-block.tsx';
import { ColumnVariations, ThreeColumnsImage } from './columns.tsx';
import { CookieSettings } from './cookie-settings.tsx';
import { HeroImage } from './hero-image.tsx';
import { HtmlBlock } from './html-block.tsx';
import { ImageSlider } from './image-slider.tsx';
import { ImageWithText } from './image-with-text.tsx';
import { OneBigTwoSmall } from './one-big-two-small.tsx';
import { FeedBlock, ProductSlider } from './product-slider.tsx';
import { RichText } from './rich-text.tsx';
import { SingleImage } from './single-image.tsx';
import { TwoColumnsImage } from './two-columns-image.tsx';
import { VideoBlock } from './video-block.tsx';

/** One block by its type; `priority` is true for the first block, whose pictures load eagerly. */
function renderBlock(block: BlockView, priority: boolean): ReactNode {
  switch (block.type) {
    case 'hero_image':
      return <HeroImage data={block.data} priority={priority} />;
    case 'html':
      return <HtmlBlock data={block.data} />;
    case 'image_with_text':
      return <ImageWithText data={block.data} priority={priority} />;
    case 'product_slider':
      return <ProductSlider data={block.data} />;
    case 'rich_text':
      return <RichText data={block.data} />;
    case 'single_image':
      return <SingleImage data={block.data} priority={priority} />;
    case 'three_columns_image':
      return <ThreeColumnsImage data={block.data} />;
    case 'two_columns_image':
      return <TwoColumnsImage data={block.data} priority={priority} />;
    case 'divider':
      return null;
    case 'image_slider':
      return <ImageSlider data={block.data} priority={priority} />;
    case 'single_video':
    case 'hero_video':
      return <VideoBlock data={block.data} />;
    case 'feed_block':
      return <FeedBlock data={block.data} />;
    case 'column_variations':
      return <ColumnVariations data={block.data} />;
    case 'one_big_two_small_images':
      return <OneBigTwoSmall data={block.data} />;
    case 'cookie_settings':
      return <CookieSettings data={block.data} />;
    case 'category_block':
      return <CategoryBlock data={block.data} priority={priority} />;
    default: {
      // The loader already drops unknown types (B23); this guards data from elsewhere.
      const unknown: { type?: unknown } = block;
      if (import.meta.env.DEV) console.warn(`[content] block of unknown type "${String(unknown.type)}" skipped`);
      return null;
    }
  }
}

/**
 * The page body: each block in order, spaced by its whitespace settings (B4). A divider is only
 * its spacing (B14).
 */
export function BlockRenderer({ blocks }: { blocks: BlockView[] }) {
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <div
          key={block.key}
          className={block.type === 'divider' ? styles.divider : styles.block}
          data-block={block.type}
          data-ws-mobile={block.spacing.mobile}
          data-ws-desktop={block.spacing.desktop}
          aria-hidden={block.type === 'divider' ? true : undefined}
        >
          {renderBlock(block, index === 0)}
        </div>
      ))}
    </div>
  );
}
