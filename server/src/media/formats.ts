/** What an image can be asked for: sharp's fits and the output formats the image service encodes. */
export const FITS = ['cover', 'contain', 'inside', 'outside', 'fill'] as const;
export type Fit = (typeof FITS)[number];

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';
