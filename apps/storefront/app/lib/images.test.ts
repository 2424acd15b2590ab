import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './images.ts';

describe('imageUrl (K5)', () => {
  it('appends auto=format and q=100 with the requested size', () => {
    expect(imageUrl('/media/catalog/product/shirt/1d2b3a/front.jpg', { w: 416, h: 500, fit: 'cover' })).toBe(
      '/media/catalog/product/shirt/1d2b3a/front.jpg?auto=format&q=100&w=416&h=500&fit=cover',
    );
  });

  it('leaves external images alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg', { w: 10 })).toBe('https://cdn.example.com/a.jpg');
  });

  it('keeps the aspect ratio in a srcset', () => {
    expect(imageSrcSet('/m.jpg', [208, 416], { w: 416, h: 500 })).toBe(
      '/m.jpg?auto=format&q=100&w=208&h=250&fit=cover 208w, /m.jpg?auto=format&q=100&w=416&h=500&fit=cover 416w',
    );
  });
});
