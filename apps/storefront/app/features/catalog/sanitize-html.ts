/**
 * An allow-list HTML cleaner for rich text from the API (product descriptions, category texts).
 * The content is ours, but it is edited by people, so only formatting tags survive: no scripts,
 * styles, frames, event handlers or script links. Runs the same on the server and in the browser.
 */

const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(['br', 'hr']);
/** Tags whose content is dropped along with the tag. */
const DROPPED_WITH_CONTENT = new Set([
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
  'title',
  'head',
  'frameset',
  'frame',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
]);
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/|#|\?)/i;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;
const ATTRIBUTE = /([^\s="'<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&amp;/gi, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link target is kept when it is http(s), mail, phone or a path; never `javascript:` or `data:`. */
export function isSafeHref(raw: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f]/g, '');
  if (value === '') return false;
  if (SAFE_HREF.test(value)) return !value.startsWith('//') || /^\/\/[^/]/.test(value);
  const colon = value.indexOf(':');
  const boundary = value.search(/[/?#]/);
  return colon === -1 || (boundary !== -1 && boundary < colon);
}

function cleanAttributes(tag: string, source: string): string {
  if (tag !== 'a') return '';
  let href: string | null = null;
  let blank = false;
  let title: string | null = null;
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' && isSafeHref(value)) href = decodeEntities(value).trim();
    else if (name === 'target' && value.trim().toLowerCase() === '_blank') blank = true;
    else if (name === 'title') title = decodeEntities(value);
  }
  let out = '';
  if (href !== null) out += ` href="${escapeAttribute(href)}"`;
  if (title !== null) out += ` title="${escapeAttribute(title)}"`;
  if (blank && href !== null) out += ' target="_blank" rel="noopener noreferrer"';
  return out;
}

/** Returns the HTML with only formatting tags and safe links left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  let index = 0;
  TOKEN.lastIndex = 0;
  while (index < html.length) {
    TOKEN.lastIndex = index;
    const match = TOKEN.exec(html);
    if (!match) break;
    index = TOKEN.lastIndex;
    const [token, closing, rawName, attributes] = match;
    if (token.startsWith('<!--')) continue;
    if (token === '<') {
      out += '&lt;';
      continue;
    }
    if (rawName === undefined) {
      out += token;
      continue;
    }
    const name = rawName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(attributes ?? '')) {
        const closeTag = new RegExp(`</${name}\\s*>`, 'gi');
        closeTag.lastIndex = index;
        index = closeTag.exec(html) ? closeTag.lastIndex : html.length;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`;
      continue;
    }
    out += `<${name}${cleanAttributes(name, attributes ?? '')}>`;
  }
  return out;
}

/** Plain text of an HTML fragment (for meta descriptions), whitespace collapsed. */
export function htmlToText(html: string | null | undefined): string {
  const spaced = sanitizeHtml(html)
    .replace(/<\/?(?:blockquote|br|div|h[2-6]|hr|li|ol|p|table|tbody|td|th|thead|tr|ul)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(spaced).replace(/\s+/g, ' ').trim();
}
