import { resolveContentLink, type ContentLink } from '@shop/rules';
import { isRecord, text } from './read.ts';

/** A content link as the API returns it: the editor's fields plus the resolved storefront href. */
export interface ContentLinkView {
  link_type: string;
  url: string | null;
  type: string | null;
  url_key: string | null;
  href: string;
}

type DocumentType = Extract<ContentLink, { link_type: 'Document' }>['type'];

const DOCUMENT_TYPES: readonly unknown[] = ['plp', 'page', 'brand_overview', 'brand_detail'] satisfies DocumentType[];

function isDocumentType(value: unknown): value is DocumentType {
  return DOCUMENT_TYPES.includes(value);
}

/**
 * Reads an editor's link into the shared link shape, or null when it points nowhere. A bare string
 * is taken as a web address, since older documents store links that way.
 */
function readLink(value: unknown): ContentLink | null {
  if (typeof value === 'string') return value.trim() === '' ? null : { link_type: 'Web', url: value };
  if (!isRecord(value)) return null;
  const linkType = value.link_type;
  if (linkType === 'Web' || linkType === 'Media') {
    const url = text(value.url);
    return url === null ? null : { link_type: linkType, url };
  }
  if (linkType === 'Document') {
    if (!isDocumentType(value.type)) return null;
    return { link_type: 'Document', type: value.type, url_key: text(value.url_key) ?? '' };
  }
  return null;
}

const BRAND_PREFIX = /^\/*(?:merken|brands)\/+/i;
const BRAND_OVERVIEW_KEYS = ['', 'merken', 'brands'];

/**
 * The href of a link the shared rules understand, with two readings of editors' documents added:
 * a brand detail key is often the brand page's full address (`merken/x`), so the prefix is dropped
 * rather than doubled; and a brand overview link may name another overview page (the menu footer's
 * points of sale point at `brandstores`, R17), which is then its address.
 */
function hrefOf(link: ContentLink): string | null {
  if (link.link_type === 'Document' && link.type === 'brand_detail') {
    return resolveContentLink({ ...link, url_key: link.url_key.replace(BRAND_PREFIX, '') });
  }
  if (link.link_type === 'Document' && link.type === 'brand_overview') {
    const key = link.url_key.trim().replace(/^\/+|\/+$/g, '');
    if (!BRAND_OVERVIEW_KEYS.includes(key.toLowerCase())) return `/${key}/`;
  }
  return resolveContentLink(link);
}

/** The storefront address of a content link (N1, B2), or null when the link has no target. */
export function contentLinkHref(value: unknown): string | null {
  const link = readLink(value);
  return link ? hrefOf(link) : null;
}

/** Shapes an editor's link for the `ContentLink` type; null when it has no target. */
export function toContentLink(value: unknown): ContentLinkView | null {
  const link = readLink(value);
  const href = link ? hrefOf(link) : null;
  if (!link || href === null) return null;
  return {
    link_type: link.link_type,
    url: link.link_type === 'Document' ? null : link.url,
    type: link.link_type === 'Document' ? link.type : null,
    url_key: link.link_type === 'Document' ? link.url_key : null,
    href,
  };
}

/**
 * A copy of a block's JSON in which every link object (anything with a `link_type`) carries its
 * resolved `href`, so the storefront never needs the link rules to render a block.
 */
export function withHrefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withHrefs);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) copy[key] = withHrefs(inner);
  if (typeof value.link_type === 'string') {
    const href = contentLinkHref(value);
    if (href !== null) copy.href = href;
  }
  return copy;
}
