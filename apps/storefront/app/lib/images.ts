export interface ImageOptions {
  w?: number;
  h?: number;
  fit?: 'cover' | 'contain' | 'inside' | 'outside' | 'fill';
}

/**
 * The image helper of spec 000 §7: appends `auto=format` and `q=100` plus the requested size to
 * the image address (checklist K5). External addresses are returned unchanged.
 */
export function imageUrl(path: string, options: ImageOptions = {}): string {
  if (/^https?:\/\//.test(path)) return path;
  const params = new URLSearchParams({ auto: 'format', q: '100' });
  if (options.w) params.set('w', String(options.w));
  if (options.h) params.set('h', String(options.h));
  if (options.fit) params.set('fit', options.fit);
  return `${path}${path.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** A srcset with the widths given, keeping the aspect ratio of `w`×`h`. */
export function imageSrcSet(path: string, widths: number[], ratio?: { w: number; h: number }): string {
  return widths
    .map((w) => `${imageUrl(path, ratio ? { w, h: Math.round((w * ratio.h) / ratio.w), fit: 'cover' } : { w })} ${w}w`)
    .join(', ');
}
