import express, { type Request } from 'express';
import { describe, expect, it } from 'vitest';
import { canonicalParams, chooseFormat, DEFAULT_QUALITY, parseImageParams, qualityFor, type ImageParams } from './params.ts';
import { parseMediaPath } from './paths.ts';
import { rasterScale } from './render.ts';

function params(query: string): ImageParams {
  const result = parseImageParams(new URLSearchParams(query));
  if (!result.ok) throw new Error(result.message);
  return result.params;
}

describe('image parameters', () => {
  it('K5: accepts the helper query auto=format&q=… with defaults for the rest', () => {
    expect(params('auto=format&q=100&w=416&h=500')).toEqual({
      width: 416,
      height: 500,
      fit: 'cover',
      quality: 100,
      format: undefined,
      autoFormat: true,
    });
    expect(params('')).toMatchObject({ fit: 'cover', quality: undefined, autoFormat: false });
  });

  it('without q, encodes each format at its own web quality; an explicit q wins', () => {
    expect(qualityFor(params('w=416'), 'avif')).toBe(50);
    expect(qualityFor(params('w=416'), 'webp')).toBe(62);
    expect(qualityFor(params('w=416'), 'jpeg')).toBe(75);
    expect(qualityFor(params('w=416&q=60'), 'jpeg')).toBe(60);
    expect(qualityFor(params('w=416&q=60'), 'webp')).toBe(60);
    for (const quality of Object.values(DEFAULT_QUALITY)) expect(quality).toBeLessThanOrEqual(100);
    expect(canonicalParams(params('w=416'), 'webp')).toBe(canonicalParams(params('w=416&q=62'), 'webp'));
    expect(canonicalParams(params('w=416'), 'webp')).not.toBe(canonicalParams(params('w=416'), 'avif'));
  });

  it('reads an explicit q on the JPEG scale: AVIF encodes ten lower, never below 1', () => {
    expect(qualityFor(params('w=416&q=60'), 'avif')).toBe(50);
    expect(qualityFor(params('w=416&q=100'), 'avif')).toBe(90);
    expect(qualityFor(params('w=416&q=5'), 'avif')).toBe(1);
    expect(canonicalParams(params('w=416&q=60'), 'avif')).toBe(canonicalParams(params('w=416'), 'avif'));
  });

  it('ignores unknown parameters so cache busters do not fail', () => {
    expect(params('w=60&v=123&utm_source=mail')).toMatchObject({ width: 60 });
  });

  it('maps jpg to jpeg', () => {
    expect(params('format=jpg').format).toBe('jpeg');
  });

  it('negotiates only on explicitly listed types', () => {
    const auto = params('auto=format');
    // What Express's `req.accepts()` makes of the Accept header: the types named, q=0 left out.
    const accepted = (accept?: string) =>
      (Object.setPrototypeOf({ headers: accept ? { accept } : {} }, express.request) as Request).accepts();
    expect(chooseFormat(auto, accepted('image/avif,image/webp,image/apng,image/*,*/*;q=0.8'), 'jpeg')).toEqual({
      format: 'avif',
      negotiated: true,
    });
    expect(chooseFormat(auto, accepted('image/webp;q=0.9, image/avif; q=0'), 'jpeg')).toEqual({ format: 'webp', negotiated: true });
    expect(chooseFormat(auto, accepted('image/webp, IMAGE/AVIF;q=0.5'), 'jpeg')).toEqual({ format: 'avif', negotiated: true });
    expect(chooseFormat(auto, accepted('image/*,*/*'), 'jpeg')).toEqual({ format: 'jpeg', negotiated: true });
    expect(chooseFormat(auto, accepted(undefined), 'jpeg')).toEqual({ format: 'jpeg', negotiated: true });
    expect(chooseFormat(params('auto=format&format=png'), accepted('image/avif'), 'jpeg')).toEqual({ format: 'png', negotiated: false });
    expect(chooseFormat(params(''), accepted('image/avif'), 'jpeg')).toEqual({ format: 'jpeg', negotiated: false });
  });

  it('gives equal variants equal keys regardless of parameter order', () => {
    expect(canonicalParams(params('h=500&w=416'), 'webp')).toBe(canonicalParams(params('w=416&h=500&fit=cover&q=62'), 'webp'));
    expect(canonicalParams(params('w=416'), 'webp')).toBe(canonicalParams(params('w=416&fit=contain'), 'webp'));
    expect(canonicalParams(params('w=416&h=500'), 'webp')).not.toBe(canonicalParams(params('w=416&h=500&fit=contain'), 'webp'));
  });
});

describe('raster scale', () => {
  const native = { nativeWidth: 1200, nativeHeight: 1440 };
  it('draws thumbnails small but with headroom for clean downsampling', () => {
    expect(rasterScale({ ...native, width: 60, height: 60, fit: 'cover' })).toBeCloseTo(0.075);
    expect(rasterScale({ ...native, width: 416, height: 500, fit: 'cover' })).toBeCloseTo(0.5208, 3);
  });
  it('draws large requests at their real size instead of upscaling pixels', () => {
    expect(rasterScale({ ...native, width: 2400, fit: 'cover' })).toBe(2);
    expect(rasterScale({ ...native, fit: 'cover' })).toBe(1);
  });
});

describe('media paths', () => {
  it('reads the three path shapes', () => {
    expect(parseMediaPath('/catalog/product/knitwear/d9c9a8/detail.jpg')).toEqual({
      kind: 'product',
      garment: 'knitwear',
      hex: 'd9c9a8',
      view: 'detail',
    });
    expect(parseMediaPath('/content/lifestyle/6f7d6a/autumn-2026.jpg')).toEqual({
      kind: 'content',
      motif: 'lifestyle',
      hex: '6f7d6a',
      name: 'autumn-2026',
    });
    expect(parseMediaPath('/payment/banktransfer.svg')).toEqual({ kind: 'payment', code: 'banktransfer' });
  });
  it('rejects anything else', () => {
    for (const path of [
      '/catalog/product/suit/1f2a44/front.jpg/',
      '//catalog/product/suit/1f2a44/front.jpg',
      '/catalog/product/suit/1f2a4/front.jpg',
      '/content/hero/1f2a44/-x.jpg',
      '/payment/ideal.png',
    ]) {
      expect(parseMediaPath(path)).toBeNull();
    }
  });
});
