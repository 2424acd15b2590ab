/**
 * Link rules and shop paths (000 §2; R18–R25, N4, M5), and the control characters no path or
 * text a shopper sends may hold.
 */

/** C0 control characters and DEL: no name, path, filter value or cookie a shopper sends holds one. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** The same but for tabs and line breaks, which a written message keeps. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Whether a text holds a control character (NUL, escape, DEL…): such input is refused or dropped. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** A written text (a name, a gift card message) without its control characters; tabs and line breaks stay. */
export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS_BUT_LINE_BREAKS, '');
}

/**
 * Whether a value is a path on this shop, safe to send a shopper to: one leading `/` (never `//host`
 * or `/\host`, which browsers read as another site; never a scheme) and no control character.
 */
export function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !hasControlCharacter(value);
}

/** Longest way back (`returnTo`, `back`, `?redirect=`) a form or link may carry. */
export const MAX_RETURN_PATH_LENGTH = 2048;

/** A control character or a backslash written as `%xx`, which a later decoding would bring back. */
const ENCODED_CONTROL_OR_BACKSLASH = /%(?:[01][\da-f]|7f|5c)/i;

/**
 * Where to send a shopper back to after a form or a login: the value when it is a path of this shop
 * (one leading `/`, never `//host`, no backslash, no scheme, no control character, plain or `%`-encoded,
 * at most {@link MAX_RETURN_PATH_LENGTH} characters), else the caller's own fallback. The path comes back
 * as the URL parser writes it, so it is safe in a `Location` header.
 */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return fallback;
  if (!isSameSitePath(value) || value.includes('\\') || ENCODED_CONTROL_OR_BACKSLASH.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** A link target as the content system delivers it (N4). */
export type ContentLink =
  | { link_type: 'Web'; url: string }
  | { link_type: 'Media'; url: string }
  | { link_type: 'Document'; type: 'plp' | 'page' | 'brand_overview' | 'brand_detail'; url_key: string };

export interface CanonicalRedirectOptions {
  /** Also move http to https; turned off where the shop runs without TLS (local development). */
  enforceHttps?: boolean;
}

const ORDER_COMPLETE_PREFIX = '/order-complete';
const BRANDS_PATH = '/merken/';
/** Any scheme (`mailto:`, `tel:`, `https:`, …) or a protocol-relative address. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const FILE_EXTENSION = /\.[a-z\d]+$/i;

/** Home aliases that redirect to `/` (R24), compared case-insensitively. */
export const homeAliases = ['/index/', '/default/', '/index.php', '/home/', '/default.php', '/index.html'] as const;

function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

function splitHref(href: string): { path: string; rest: string } {
  const cut = href.search(/[?#]/);
  return cut === -1 ? { path: href, rest: '' } : { path: href.slice(0, cut), rest: href.slice(cut) };
}

/**
 * Paths whose last part is an id that keeps its case: the order confirmation (R14), a customer's
 * order (order numbers are upper case, A17) and the checkout proof of concept's id (R5).
 */
const CASE_KEEPING_PREFIXES = [ORDER_COMPLETE_PREFIX, '/customer/orders', '/poccheckout'];

/** The length of the case-keeping prefix the path starts with, or -1. */
function caseKeepingPrefix(path: string): number {
  const lower = path.toLowerCase();
  const prefix = CASE_KEEPING_PREFIXES.find((candidate) => lower === candidate || lower.startsWith(`${candidate}/`));
  return prefix ? prefix.length : -1;
}

/**
 * Applies the link rules (R19): external and scheme links stay as they are; internal paths are
 * lower-cased (ids of order-complete, customer order and poccheckout paths keep their case), get a trailing slash unless the last segment
 * has a file extension, and keep their query and hash.
 */
export function normalizeLink(href: string): string {
  const trimmed = href.trim();
  if (trimmed === '' || EXTERNAL.test(trimmed)) return trimmed;
  const { path: rawPath, rest } = splitHref(trimmed);
  if (rawPath === '') return trimmed;

  const rooted = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const kept = caseKeepingPrefix(rooted);
  const path = kept >= 0 ? rooted.slice(0, kept).toLowerCase() + rooted.slice(kept) : rooted.toLowerCase();
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const needsSlash = !path.endsWith('/') && !FILE_EXTENSION.test(lastSegment);
  return `${path}${needsSlash ? '/' : ''}${rest}`;
}

/** Links ending in `#chat` open the chat panel instead of navigating (R20). */
export function isChatLink(href: string): boolean {
  return href.trim().toLowerCase().endsWith('#chat');
}

/** What a product page's address ends in, after its url key (Magento's `product_url_suffix`). */
export const productUrlSuffix = '.html';

/** What a category listing's address ends in after its url path: nothing but the closing slash (Magento's `category_url_suffix`). */
export const categoryUrlSuffix = '';

/** The internal path of a product page. */
export function productPath(urlKey: string): string {
  return `/${trimSlashes(urlKey)}${productUrlSuffix}`;
}

/** The internal path of a category listing, from its url path ('men/shirts' → '/men/shirts/'). */
export function categoryPath(urlPath: string): string {
  const trimmed = trimSlashes(urlPath);
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** The internal path of a brand page (R8); the brand overview without a key. */
export function brandPath(urlKey?: string | null): string {
  const trimmed = trimSlashes(urlKey ?? '');
  return trimmed === '' ? BRANDS_PATH : `${BRANDS_PATH}${trimmed}/`;
}

/** Resolves a content link to the address to render, or null when it has no target (N4). */
export function resolveContentLink(link: ContentLink): string | null {
  switch (link.link_type) {
    case 'Web':
    case 'Media':
      return link.url.trim() === '' ? null : link.url;
    case 'Document':
      switch (link.type) {
        case 'plp':
        case 'page':
          return categoryPath(link.url_key ?? '');
        case 'brand_overview':
          return BRANDS_PATH;
        case 'brand_detail':
          return brandPath(link.url_key);
        default:
          return null;
      }
    default:
      return null;
  }
}

/** The cookie statement's address per store language (R18): German, the global English store, every other store. */
const COOKIE_PAGES = { de: '/cookie-bestimmungen/', en: '/cookie-statement/', other: '/cookieverklaring/' } as const;

/** Every store's cookie statement address: one store's is not another store's page to offer. */
export const COOKIE_PAGE_PATHS: readonly string[] = Object.values(COOKIE_PAGES);

/** The store's cookie statement page (R18). */
export function cookiePagePath(storeCode: string): string {
  const code = storeCode.toLowerCase();
  return code === 'de' || code === 'en' ? COOKIE_PAGES[code] : COOKIE_PAGES.other;
}

/** The language switcher's link for a store (M5). */
export function storeSwitchPath(storeCode: string): string {
  const code = storeCode.toLowerCase();
  if (code === 'en' || code === 'gb') return '/en/';
  return `/${code}/`;
}

/**
 * The permanent redirect target for a request address, or null when it is canonical (R24, R25):
 * https, no leading `www.`, and home aliases reduced to `/` with the query kept. `/` itself never
 * redirects on the canonical host, so there is no loop.
 */
export function canonicalRedirect(url: URL, options: CanonicalRedirectOptions = {}): string | null {
  const target = new URL(url.href);
  if ((options.enforceHttps ?? true) && target.protocol === 'http:') target.protocol = 'https:';
  if (target.hostname.toLowerCase().startsWith('www.')) target.hostname = target.hostname.slice(4);
  const lowerPath = target.pathname.toLowerCase();
  if ((homeAliases as readonly string[]).includes(lowerPath)) target.pathname = '/';
  return target.href === url.href ? null : target.href;
}

/**
 * The id of the header's main menu (`<nav id="shop-menu">`): the Shop and menu toggles point at it
 * (`#shop-menu` opens it without JavaScript), and the image warm-up reads the shop's first listings
 * from it.
 */
export const mainMenuId = 'shop-menu';
