/** Rasterises drawn SVG with sharp: resize, crop and encode in the requested format. */
import sharp from 'sharp';
import type { Fit, OutputFormat } from './formats.ts';

export interface RasterRequest {
  svg: string;
  /** Size the SVG is drawn at. */
  nativeWidth: number;
  nativeHeight: number;
  width?: number;
  height?: number;
  fit: Fit;
  quality: number;
  format: OutputFormat;
  /** Fill for letterboxing (`fit=contain`) and for flattening into JPEG. */
  background: string;
  /** libvips stops the render after this many seconds (rounded up to whole seconds; 0: no limit). */
  timeoutSeconds?: number;
}

/** A render stopped by its timeout: nothing was produced. */
export class RenderTimeoutError extends Error {
  constructor(seconds: number) {
    super(`The render took longer than ${seconds} s and was stopped.`);
    this.name = 'RenderTimeoutError';
  }
}

/**
 * Scale at which to rasterise the vector drawing. Small targets are drawn at 1.5× their size
 * (then downsampled, for clean edges) instead of at full size, which keeps thumbnails cheap;
 * large targets are drawn at their real size instead of being upscaled from pixels.
 */
export function rasterScale(r: Pick<RasterRequest, 'nativeWidth' | 'nativeHeight' | 'width' | 'height' | 'fit'>): number {
  const sx = r.width === undefined ? undefined : r.width / r.nativeWidth;
  const sy = r.height === undefined ? undefined : r.height / r.nativeHeight;
  let needed = 1;
  if (sx !== undefined && sy !== undefined) {
    needed = r.fit === 'contain' || r.fit === 'inside' ? Math.min(sx, sy) : Math.max(sx, sy);
  } else if (sx !== undefined || sy !== undefined) {
    needed = (sx ?? sy) as number;
  }
  const scale = needed >= 1 ? needed : Math.min(1, needed * 1.5);
  return Math.max(0.02, Math.min(scale, 4));
}

/** Renders the request to an encoded image buffer; rejects with `RenderTimeoutError` when it runs too long. */
export async function rasterise(r: RasterRequest): Promise<Buffer> {
  const seconds = r.timeoutSeconds ?? 0;
  try {
    return await encode(r);
  } catch (error) {
    // sharp reports a stopped pipeline as "timeout: NN% complete".
    if (seconds > 0 && error instanceof Error && /^timeout\b/.test(error.message)) throw new RenderTimeoutError(seconds);
    throw error;
  }
}

function encode(r: RasterRequest): Promise<Buffer> {
  const density = 72 * rasterScale(r);
  let image = sharp(Buffer.from(r.svg), { density }).timeout({ seconds: Math.ceil(r.timeoutSeconds ?? 0) });
  if (r.width !== undefined || r.height !== undefined) {
    image = image.resize({ width: r.width, height: r.height, fit: r.fit, position: 'centre', background: r.background });
  } else if (density !== 72) {
    image = image.resize({ width: r.nativeWidth, height: r.nativeHeight, fit: 'fill' });
  }
  image = image.flatten({ background: r.background });
  switch (r.format) {
    case 'jpeg':
      return image.jpeg({ quality: r.quality, progressive: true, chromaSubsampling: r.quality >= 90 ? '4:4:4' : '4:2:0' }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 6 }).toBuffer();
    case 'webp':
      return image.webp({ quality: r.quality, effort: 3 }).toBuffer();
    case 'avif':
      // AVIF encoding dominates the cost of a request; low effort keeps it in the tens of milliseconds.
      return image.avif({ quality: r.quality, effort: 2 }).toBuffer();
  }
}
