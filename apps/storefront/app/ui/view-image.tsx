import type { ImgHTMLAttributes } from 'react';

/** An image as a view model carries it: the default source, the widths on offer and its size. */
export interface SizedImage {
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
}

type ImageAttributes = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'>;

/**
 * A product's image from its view model (tile, quick search, quick view, mini cart): source,
 * widths and size come from the model, so the browser keeps the box before the image arrives;
 * class, `sizes`, `alt` and loading come from the place that shows it, and may set another size.
 */
export function ViewImage({ image, width = image.width, height = image.height, ...attributes }: { image: SizedImage } & ImageAttributes) {
  // The sources last, after `loading` and `sizes`, as a browser building the element expects them.
  return <img {...attributes} width={width} height={height} src={image.src} srcSet={image.srcSet} />;
}
