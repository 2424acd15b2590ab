/** What a preload needs to fetch the same candidate the `<img>` (or `<source>`) will pick. */
export interface ImagePreloadProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** Only for the screens this matches (the `<source media>` of a `<picture>`). */
  media?: string;
}

/**
 * Starts the largest picture of the first screen (the LCP image) with the stylesheet instead of
 * after it: React places this `<link>` in the document head. For a `<picture>`'s sources, one link
 * per `media`: React's server render preloads a plain `<img fetchPriority="high">` by itself, but
 * not the candidates of a `<picture>`. Only for the pictures that are the first thing a shopper
 * sees; everything else loads lazily.
 */
export function ImagePreload({ src, srcSet, sizes, media }: ImagePreloadProps) {
  return <link rel="preload" as="image" href={src} imageSrcSet={srcSet} imageSizes={sizes} media={media} fetchPriority="high" />;
}
