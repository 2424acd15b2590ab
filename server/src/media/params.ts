/** Query parameters of raster media (`w`, `h`, `fit`, `q`, `auto`, `format`) and format negotiation. */
import { FITS, type Fit, type OutputFormat } from './formats.ts';
import { MAX_DIMENSION } from './sizes.ts';

/**
 * Quality when the address gives none, per format: where each encoder looks the same to a shopper
 * at the fewest bytes (AVIF holds detail at lower numbers than WebP, WebP than JPEG). PNG is
 * lossless and ignores it. The storefront itself asks q=60 (decision 014), which AVIF encodes at 50.
 */
export const DEFAULT_QUALITY: Record<OutputFormat, number> = { avif: 50, webp: 62, jpeg: 75, png: 100 };

export interface ImageParams {
  width?: number;
  height?: number;
  fit: Fit;
  /** `q=`; without it the format's default quality (`qualityFor`). */
  quality?: number;
  /** Explicit `format=`; wins over negotiation. */
  format?: OutputFormat;
  /** `auto=format`: pick the best format the client accepts. */
  autoFormat: boolean;
}

export type ParamsResult = { ok: true; params: ImageParams } | { ok: false; message: string };

const FORMATS: Record<string, OutputFormat> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

export const EXTENSIONS: Record<OutputFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };

function single(query: URLSearchParams, name: string): { value?: string; error?: string } {
  const values = query.getAll(name);
  if (values.length > 1) return { error: `Parameter ${name} may be given only once.` };
  return { value: values[0] };
}

function integer(query: URLSearchParams, name: string, min: number, max: number): { value?: number; error?: string } {
  const { value, error } = single(query, name);
  if (error || value === undefined) return { error };
  if (!/^\d{1,5}$/.test(value) || Number(value) < min || Number(value) > max) {
    return { error: `Parameter ${name} must be a whole number from ${min} to ${max}.` };
  }
  return { value: Number(value) };
}

/** Validates the image query; unknown parameters are ignored (cache busters, tracking). */
export function parseImageParams(query: URLSearchParams): ParamsResult {
  const width = integer(query, 'w', 1, MAX_DIMENSION);
  const height = integer(query, 'h', 1, MAX_DIMENSION);
  const quality = integer(query, 'q', 1, 100);
  const fit = single(query, 'fit');
  const format = single(query, 'format');
  const auto = single(query, 'auto');
  const error = width.error ?? height.error ?? quality.error ?? fit.error ?? format.error ?? auto.error;
  if (error) return { ok: false, message: error };
  if (fit.value !== undefined && !(FITS as readonly string[]).includes(fit.value)) {
    return { ok: false, message: `Parameter fit must be one of ${FITS.join(', ')}.` };
  }
  if (format.value !== undefined && !FORMATS[format.value]) {
    return { ok: false, message: 'Parameter format must be one of jpg, png, webp, avif.' };
  }
  if (auto.value !== undefined && auto.value !== 'format') {
    return { ok: false, message: 'Parameter auto only supports the value format.' };
  }
  return {
    ok: true,
    params: {
      width: width.value,
      height: height.value,
      fit: (fit.value as Fit | undefined) ?? 'cover',
      quality: quality.value,
      format: format.value === undefined ? undefined : FORMATS[format.value],
      autoFormat: auto.value === 'format',
    },
  };
}

/**
 * The format to send. `accepted` is the media types the client's Accept header names with a
 * non-zero quality (Express's `req.accepts()`); wildcards in it do not count: old clients send
 * `*\/*` without being able to decode AVIF or WebP. AVIF, the smaller, wins whenever it is named.
 */
export function chooseFormat(
  params: ImageParams,
  accepted: readonly string[],
  pathFormat: OutputFormat,
): { format: OutputFormat; negotiated: boolean } {
  if (params.format) return { format: params.format, negotiated: false };
  if (!params.autoFormat) return { format: pathFormat, negotiated: false };
  const named = new Set(accepted.map((type) => type.toLowerCase()));
  if (named.has('image/avif')) return { format: 'avif', negotiated: true };
  if (named.has('image/webp')) return { format: 'webp', negotiated: true };
  return { format: pathFormat, negotiated: true };
}

/**
 * How much lower AVIF's encoder number is than `q` for the same fidelity. `q` reads on the JPEG
 * scale, as image services' quality parameters do, and JPEG and WebP take it as it is; sharp's AVIF
 * at the same number is far finer than both and heavier than WebP. Measured on the shop's hero, a
 * tile and a content picture against their q=100 drawing (PSNR): JPEG q=60 37.5–38.9 dB and WebP
 * q=60 37.9–38.5 dB; AVIF 60 41.2–41.9 dB at 1.2× WebP's bytes, AVIF 50 39.0–39.3 dB at 0.6–0.8×
 * (decision 014, "Images").
 */
export const AVIF_QUALITY_OFFSET = 10;

/** The encoder quality for a request in the format chosen for it. */
export function qualityFor(params: ImageParams, format: OutputFormat): number {
  if (params.quality === undefined) return DEFAULT_QUALITY[format];
  return format === 'avif' ? Math.max(1, params.quality - AVIF_QUALITY_OFFSET) : params.quality;
}

/** Canonical text of the parameters that change the picture, for cache keys and ETags. */
export function canonicalParams(params: ImageParams, format: OutputFormat): string {
  const parts = [`f=${format}`, `q=${qualityFor(params, format)}`];
  if (params.width !== undefined) parts.push(`w=${params.width}`);
  if (params.height !== undefined) parts.push(`h=${params.height}`);
  if (params.width !== undefined && params.height !== undefined) parts.push(`fit=${params.fit}`);
  return parts.join('&');
}
