import { CONTENT_MEDIA, PRODUCT_MEDIA } from '../constants.ts';

/** Where a content link points: an outside address, a file, or one of our pages by url key. */
export type Link =
  | { link_type: 'Web'; url: string; target?: string }
  | { link_type: 'Media'; url: string }
  | { link_type: 'Document'; type: 'plp' | 'page' | 'brand_overview' | 'brand_detail'; url_key: string };

export const web = (url: string, target?: string): Link => (target ? { link_type: 'Web', url, target } : { link_type: 'Web', url });
export const media = (url: string): Link => ({ link_type: 'Media', url });
/** A product listing page; `urlPath` is the category's full path, e.g. `kleding/pakken`. */
export const plp = (urlPath: string): Link => ({ link_type: 'Document', type: 'plp', url_key: urlPath });
export const page = (urlKey: string): Link => ({ link_type: 'Document', type: 'page', url_key: urlKey });
export const brandOverview = (urlKey: string): Link => ({ link_type: 'Document', type: 'brand_overview', url_key: urlKey });
export const brandDetail = (urlKey: string): Link => ({ link_type: 'Document', type: 'brand_detail', url_key: urlKey });

export interface ContentImage {
  url: string;
  alt: string;
  dimensions: { width: number; height: number };
}

/** Motifs the media service draws for content, with the size each is drawn at. */
const MOTIF_SIZES = {
  hero: [1920, 800],
  banner: [1600, 600],
  lifestyle: [1200, 1500],
  store: [1200, 800],
} as const;
export type Motif = keyof typeof MOTIF_SIZES;

/** A generated content picture: `/media/content/{motif}/{hex}/{name}.jpg`. */
export function contentImage(motif: Motif, hex: string, name: string, alt: string): ContentImage {
  const [width, height] = MOTIF_SIZES[motif];
  return { url: `${CONTENT_MEDIA}/${motif}/${hex}/${name}.jpg`, alt, dimensions: { width, height } };
}

/** A generated product picture, e.g. for category tiles. */
export function productImage(garment: string, hex: string, alt: string, view: 'front' | 'back' | 'detail' = 'front'): ContentImage {
  return { url: `${PRODUCT_MEDIA}/${garment}/${hex}/${view}.jpg`, alt, dimensions: { width: 1200, height: 1440 } };
}

export type Whitespace = 'none' | 'small' | 'medium' | 'large';
export const spacing = (mobile: Whitespace = 'small', desktop: Whitespace = 'medium') => ({
  mobile_whitespace: mobile,
  desktop_whitespace: desktop,
});

interface Span {
  start: number;
  end: number;
  type: 'hyperlink' | 'strong' | 'em';
  data?: { url: string; target?: string };
}
export interface TextBlock {
  type: 'paragraph' | 'heading2' | 'heading3' | 'list-item';
  text: string;
  spans: Span[];
}

/** Marks inside a text: `[fragment, url]` makes a link, `[fragment, 'strong' | 'em']` a style. */
export type Mark = [fragment: string, target: string];

function spansFor(text: string, marks: Mark[]): Span[] {
  return marks.flatMap(([fragment, target]): Span[] => {
    const start = text.indexOf(fragment);
    if (start === -1) throw new Error(`Rich text mark "${fragment}" not found in "${text}"`);
    const end = start + fragment.length;
    if (target === 'strong' || target === 'em') return [{ start, end, type: target }];
    const data = target.startsWith('http') ? { url: target, target: '_blank' } : { url: target };
    return [{ start, end, type: 'hyperlink', data }];
  });
}

export const p = (text: string, ...marks: Mark[]): TextBlock => ({ type: 'paragraph', text, spans: spansFor(text, marks) });
export const h2 = (text: string): TextBlock => ({ type: 'heading2', text, spans: [] });
export const h3 = (text: string): TextBlock => ({ type: 'heading3', text, spans: [] });
export const li = (text: string, ...marks: Mark[]): TextBlock => ({ type: 'list-item', text, spans: spansFor(text, marks) });
