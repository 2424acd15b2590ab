import { describe, expect, it } from 'vitest';
import { columnSizes, coverImage, imageSrcSet, imageUrl } from './images.ts';

describe('imageUrl (K5, decision 014)', () => {
  it('appends auto=format and the shop quality (60) with the requested size', () => {
    expect(imageUrl('/media/catalog/product/shirt/1d2b3a/front.jpg', { w: 416, h: 500, fit: 'cover' })).toBe(
      '/media/catalog/product/shirt/1d2b3a/front.jpg?auto=format&q=60&w=416&h=500&fit=cover',
    );
  });

  it('leaves external images alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', { w: 10 })).toBe('https://cdn.example.com/a.jpg');
  });

  it('keeps the aspect ratio in a srcset', () => {
    expect(imageSrcSet('/m.jpg', [208, 416], { w: 416, h: 500 })).toBe(
      '/m.jpg?auto=format&q=60&w=208&h=250&fit=cover 208w, /m.jpg?auto=format&q=60&w=416&h=500&fit=cover 416w',
    );
  });

  it('crops a fixed-size picture and offers one of twice the size for sharp screens', () => {
    expect(coverImage('/m.jpg', { w: 60, h: 72 })).toEqual({
      src: '/m.jpg?auto=format&q=60&w=60&h=72&fit=cover',
      srcSet: '/m.jpg?auto=format&q=60&w=60&h=72&fit=cover 1x, /m.jpg?auto=format&q=60&w=120&h=144&fit=cover 2x',
    });
  });
});

describe('columnSizes', () => {
  it('describes one of N columns, capped at the content width, and the phone width below 48em', () => {
    expect(columnSizes(4, '45vw')).toBe('(min-width: 81.125em) 325px, (min-width: 48em) 24vw, 45vw');
    expect(columnSizes(2, '100vw')).toBe('(min-width: 81.125em) 649px, (min-width: 48em) 47vw, 100vw');
  });
});
