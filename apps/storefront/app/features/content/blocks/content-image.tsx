import { imageSrcSet, imageUrl } from '../../../lib/images.ts';
import type { ImageView } from '../models/types.ts';

const DEFAULT_WIDTHS = [480, 768, 1024, 1440, 1920];

export interface ContentImageProps {
  image: ImageView;
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  className?: string;
  /** Above the fold: load eagerly with high priority (the first hero). */
  priority?: boolean;
  widths?: number[];
  /** Crop to this aspect ratio (w:h) instead of the image's own. */
  ratio?: { w: number; h: number };
  /** A different crop for small screens (below 48em), e.g. portrait for a landscape hero. */
  mobileRatio?: { w: number; h: number };
  /** Decorative images (the block's text says it all) get an empty alt. */
  decorative?: boolean;
}

/** Widths worth offering: never wider than the original, always at least one. */
function usableWidths(widths: number[], intrinsic: number): number[] {
  if (intrinsic <= 0) return widths;
  const fitting = widths.filter((w) => w <= intrinsic);
  return fitting.length > 0 ? fitting : [intrinsic];
}

/**
 * A content picture through the image service (K5) with srcset and sizes, fixed width/height
 * attributes so the page does not shift while it loads, lazy unless `priority`.
 */
export function ContentImage({
  image,
  sizes,
  className,
  priority = false,
  widths = DEFAULT_WIDTHS,
  ratio,
  mobileRatio,
  decorative,
}: ContentImageProps) {
  const available = usableWidths(widths, image.width);
  const largest = available.at(-1) ?? 1024;
  const aspect = ratio ?? (image.width > 0 && image.height > 0 ? { w: image.width, h: image.height } : { w: 4, h: 3 });
  const height = Math.round((largest * aspect.h) / aspect.w);
  const img = (
    <img
      className={className}
      src={imageUrl(image.src, ratio ? { w: largest, h: height, fit: 'cover' } : { w: largest })}
      srcSet={imageSrcSet(image.src, available, ratio)}
      sizes={sizes}
      width={largest}
      height={height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  if (!mobileRatio) return img;
  return (
    <picture>
      <source
        media="(max-width: 47.99em)"
        srcSet={imageSrcSet(
          image.src,
          [480, 768, 960].filter((w) => image.width <= 0 || w <= image.width),
          mobileRatio,
        )}
        sizes="100vw"
      />
      {img}
    </picture>
  );
}
