/**
 * The sizes the image service renders: the ones the storefront asks for, and nothing else. Every
 * other size answers 400 before any work starts, so the number of distinct pictures a client can
 * make the shop draw is small and the largest costs a few CPU-seconds at most, not thirty.
 * `storefront-sizes.test.ts` checks that every address the storefront builds is in this set.
 */
import { images } from '@shop/rules';
import type { Fit } from './formats.ts';
import { rasterScale } from './render.ts';

export interface Shape {
  w: number;
  h: number;
}

/**
 * The sizes the storefront asks for, by shape: the widths it asks in each shape (the height is
 * `round(width × h / w)`, as the storefront's `imageSrcSet` computes it), and the widths it asks in
 * the picture's own proportions (no height). Decision 033 lists where each comes from.
 */
export const OFFERED: readonly { shape: Shape | null; widths: readonly number[] }[] = [
  /** Content pictures in their own proportions (the hero, the slider, a single image). */
  { shape: null, widths: [480, 768, 1024, 1440, 1920] },
  /** Mini cart, add-to-cart and wish list thumbnails, square teasers. */
  { shape: { w: 1, h: 1 }, widths: [60, 120, 150, 400, 640, 800, 1200] },
  /** Content crops: categories, teasers, two columns, image with text, the hero on phones. */
  { shape: { w: 4, h: 5 }, widths: [320, 400, 480, 640, 768, 800, 960, 1024, 1200, 1280] },
  /** The product picture and its gallery, cart and checkout lines, bundle options. */
  { shape: { w: 5, h: 6 }, widths: [64, 100, 128, 160, 200, 400, 600, 800, 1000, 1200] },
  /**
   * Gallery thumbnails (104×125 and 2×), the tile's own size (416×500, spec 000 §9: its `src`), the
   * widths of its srcset, which @shop/rules holds for both sides, and 624, which the srcset offered
   * until 2026-11-29: a page cached before then (a CDN keeps one up to six minutes) still names it.
   */
  { shape: { w: 416, h: 500 }, widths: [...new Set([104, 208, images.tile.width, 624, ...images.tileWidths])].sort((a, b) => a - b) },
];

/** Longest side of a picture the service sends: the widest hero in the storefront's srcset. */
export const MAX_DIMENSION = 1920;

/** Most pixels in one picture: a 16:10 picture at the widest size (the storefront's 4:5 crops reach 1280×1600). */
export const MAX_PIXELS = 1920 * 1200;

/**
 * A render that draws more pixels than this (a thumbnail or a listing tile draws fewer) goes to the
 * large lane of the render queue, so thumbnails never wait behind big pictures.
 */
export const SMALL_RENDER_PIXELS = 500_000;

export interface SizeRequest {
  width?: number;
  height?: number;
  fit: Fit;
}

export interface Drawn {
  nativeWidth: number;
  nativeHeight: number;
}

/** Height the storefront pairs with `width` in `shape`. */
export function heightFor(width: number, shape: Shape): number {
  return Math.round((width * shape.h) / shape.w);
}

/** True when the storefront asks for this width and height (the height may be absent). */
export function isOfferedSize(width: number | undefined, height: number | undefined): boolean {
  if (width === undefined) return false;
  return OFFERED.some(
    ({ shape, widths }) => widths.includes(width) && (shape === null ? height === undefined : heightFor(width, shape) === height),
  );
}

/** The size of the picture sent, as sharp's resize computes it for `fit`. */
export function outputSize(request: SizeRequest, drawn: Drawn): { width: number; height: number } {
  const { width, height, fit } = request;
  const { nativeWidth, nativeHeight } = drawn;
  if (width !== undefined && height !== undefined) {
    if (fit !== 'inside' && fit !== 'outside') return { width, height };
    const pick = fit === 'inside' ? Math.min : Math.max;
    const scale = pick(width / nativeWidth, height / nativeHeight);
    return { width: Math.round(nativeWidth * scale), height: Math.round(nativeHeight * scale) };
  }
  if (width !== undefined) return { width, height: Math.round((nativeHeight * width) / nativeWidth) };
  if (height !== undefined) return { width: Math.round((nativeWidth * height) / nativeHeight), height };
  return { width: nativeWidth, height: nativeHeight };
}

/** The part of a drawing a `fit=cover` picture shows (native units, centred), or null when it shows all of it. */
export function coverCrop(request: SizeRequest, drawn: Drawn): { x: number; y: number; nativeWidth: number; nativeHeight: number } | null {
  const { width, height, fit } = request;
  if (width === undefined || height === undefined || fit !== 'cover') return null;
  const scale = Math.max(width / drawn.nativeWidth, height / drawn.nativeHeight);
  const nativeWidth = width / scale;
  const nativeHeight = height / scale;
  if (drawn.nativeWidth - nativeWidth < 1 && drawn.nativeHeight - nativeHeight < 1) return null;
  return { x: (drawn.nativeWidth - nativeWidth) / 2, y: (drawn.nativeHeight - nativeHeight) / 2, nativeWidth, nativeHeight };
}

/** Pixels the SVG is rasterised at before resizing: what a render costs. */
export function drawnPixels(request: SizeRequest, drawn: Drawn): number {
  const scale = rasterScale({ ...drawn, ...request });
  return Math.round(drawn.nativeWidth * scale) * Math.round(drawn.nativeHeight * scale);
}

const LISTED = OFFERED.map(({ shape, widths }) =>
  shape === null ? `w=${widths.join('|')} alone` : `${shape.w}:${shape.h} at w=${widths.join('|')}`,
).join('; ');

/** Null when the size may be rendered, else the message for the 400. */
export function sizeProblem(request: SizeRequest, drawn: Drawn): string | null {
  const { width, height } = request;
  if (!isOfferedSize(width, height)) {
    return (
      `This image size is not offered. The shop draws its pictures in these sizes (with h = w × shape): ${LISTED}. ` +
      'For example w=416&h=500 or w=1024.'
    );
  }
  const out = outputSize(request, drawn);
  if (Math.max(out.width, out.height) > MAX_DIMENSION || out.width * out.height > MAX_PIXELS) {
    return `This image would be ${out.width}×${out.height} px; the largest offered is ${MAX_DIMENSION} px on a side and ${MAX_PIXELS} pixels in all.`;
  }
  return null;
}
