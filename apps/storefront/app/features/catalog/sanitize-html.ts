/**
 * HTML from the API (product descriptions, category texts, the CMS's Html block) is edited by
 * people and may carry anything pasted into an editor, so it is cleaned on the server with
 * `sanitize-html` (a maintained allow-list cleaner on a real HTML parser) before a page renders it:
 * only formatting tags survive, links only to http(s), mail, phone or a path; no scripts, styles,
 * frames, plug-ins, SVG, event handlers or script links. Server-only: loaders call it, so the
 * cleaner never ships to the browser.
 */
import sanitize, { type IOptions } from 'sanitize-html';

/** Formatting tags kept in rich text. */
const TEXT_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'div',
  'em',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

/** Tags dropped together with everything inside them (the rest of a refused tag's text stays). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'frameset',
  'frame',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'applet',
  'base',
  'link',
  'meta',
];

/** Link schemes a shopper may follow; a path, `#` or `?` needs none. */
const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** `target="_blank"` is kept with `rel="noopener noreferrer"`; any other target or rel is dropped. */
function cleanLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { target, rel: _rel, ...rest } = attribs;
  const blank = target?.trim().toLowerCase() === '_blank' && rest.href !== undefined;
  return { tagName, attribs: blank ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest };
}

/** A picture comes from an https or http address or a path of the shop, nothing else. */
function cleanImage(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { src, ...rest } = attribs;
  if (src === undefined || !/^(?:https?:\/\/|\/(?!\/))/i.test(src.trim())) return { tagName, attribs: rest };
  return { tagName, attribs: { src: src.trim(), ...rest } };
}

const baseOptions: IOptions = {
  allowedTags: TEXT_TAGS,
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'poster', 'background'],
  allowProtocolRelative: true,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  transformTags: { a: cleanLink },
};

const richTextOptions: IOptions = baseOptions;

/**
 * The Html block (B6) shows more than rich text: pictures, figures and headings, and keeps `class`
 * and `id` for its own styling; never scripts, frames, forms, styles or event handlers. The block
 * renders in a sandboxed frame as well (B7).
 */
const embedOptions: IOptions = {
  ...baseOptions,
  allowedTags: [
    ...TEXT_TAGS,
    'h1',
    'img',
    'figure',
    'figcaption',
    'picture',
    'section',
    'article',
    'dl',
    'dt',
    'dd',
    'caption',
    'tfoot',
    'code',
    'pre',
    'mark',
    'abbr',
    'cite',
    'q',
    's',
    'del',
    'ins',
  ],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemesByTag: { img: ['http', 'https'] },
  transformTags: { a: cleanLink, img: cleanImage },
};

/** Returns the HTML with only formatting tags and safe links left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, richTextOptions);
}

/** The Html block's markup, cleaned the same way with pictures and layout tags allowed. */
export function sanitizeEmbedHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, embedOptions);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of an HTML fragment (for meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces, so "<p>a</p><p>b</p>" reads "a b" and not "ab".
  const spaced = sanitizeHtml(html).replace(/<\/?(?:blockquote|br|div|h[2-6]|hr|li|ol|p|table|tbody|td|th|thead|tr|ul)\b[^>]*>/gi, ' ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
  return text
    .replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
