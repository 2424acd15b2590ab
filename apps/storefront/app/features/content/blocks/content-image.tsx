import { ImagePreload } from '../../../lib/image-preload.tsx';
import { imageSrcSet, imageUrl } from '../../../lib/images.ts';
import type { ImageView } from '../models/types.ts';

const DEFAULT_WIDTHS = [480, 768, 1024, 1440, 1920];
const MOBILE_MEDIA = '(max-width: 47.99em)';

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
 * attributes so the page does not shift while it loads, lazy unless `priority`; a priority
 * picture is preloaded with high priority (it is the first screen's largest element).
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
  const src = imageUrl(image.src, ratio ? { w: largest, h: height, fit: 'cover' } : { w: largest });
  const srcSet = imageSrcSet(image.src, available, ratio);
  const mobileSrcSet = mobileRatio
    ? imageSrcSet(
        image.src,
        [480, 768, 960].filter((w) => image.width <= 0 || w <= image.width),
        mobileRatio,
      )
    : null;
  const img = (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={largest}
      height={height}
      alt={decorative ? '' : image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const preload = priority ? (
    mobileSrcSet ? (
      <>
        <ImagePreload src={src} srcSet={mobileSrcSet} sizes="100vw" media={MOBILE_MEDIA} />
        <ImagePreload src={src} srcSet={srcSet} sizes={sizes} media="(min-width: 48em)" />
      </>
    ) : (
      <ImagePreload src={src} srcSet={srcSet} sizes={sizes} />
    )
  ) : null;
  if (!mobileSrcSet) {
    return (
      <>
        {preload}
        {img}
      </>
    );
  }
  return (
    <>
      {preload}
      <picture>
        <source media={MOBILE_MEDIA} srcSet={mobileSrcSet} sizes="100vw" />
        {img}
      </picture>
    </>
  );
}
