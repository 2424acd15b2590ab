import { and, eq, isNull } from 'drizzle-orm';
import { findDocumentByUrl } from '../content/documents.ts';
import type { RequestContext } from '../platform/context.ts';
import { brandCatalog, categoryCatalog } from './loaders.ts';
import { products } from './tables.ts';

export type RouteType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'BRAND';

export interface RouteMatchView {
  type: RouteType;
  relative_url: string;
  redirect_code: number;
  id: string;
}

/** Longest address looked at; longer input is not a page of the shop. */
export const MAX_ROUTE_LENGTH = 2048;
/** Brand pages live under these prefixes (R8); the first is the canonical one. */
const BRAND_PREFIXES = ['merken', 'brands'];
const HOME_UID = 'home';

export interface RoutePath {
  /** Lower case, no slashes at the ends, e.g. `kleding/overhemden` or `blazer-navy-1.html`. */
  path: string;
  /** The path as asked (leading slash added), to tell whether it was the canonical one. */
  asked: string;
}

// Url keys are stored lower-case, so lower-casing the asked path lets the unique indexes answer.

/**
 * Reads a storefront address: query and hash dropped, percent-decoding applied, slashes at the
 * ends trimmed, lower-cased. Null for what cannot be a page (too long, null bytes, `..`).
 */
export function normalizeRoutePath(url: string): RoutePath | null {
  if (url.length > MAX_ROUTE_LENGTH || url.includes('\0')) return null;
  let raw = url.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(raw)) {
    try {
      raw = new URL(raw).pathname;
    } catch {
      return null;
    }
  }
  raw = raw.replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || /[\u0000-\u001f\\]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return { path: segments.join('/').toLowerCase(), asked: `/${decoded.replace(/^\/+/, '')}` };
}

function match(type: RouteType, id: string, relativeUrl: string, asked: string): RouteMatchView {
  return { type, id, relative_url: relativeUrl, redirect_code: asked === relativeUrl ? 0 : 301 };
}

async function productRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteMatchView | null> {
  const key = path.slice(0, -'.html'.length).split('/').pop() ?? '';
  if (key === '') return null;
  const [found] = await ctx.db
    .select({ sku: products.sku, urlKey: products.urlKey })
    .from(products)
    .where(and(eq(products.urlKey, key), eq(products.isVisible, true), eq(products.isActive, true), isNull(products.parentId)))
    .limit(1);
  return found ? match('PRODUCT', found.sku, `/${found.urlKey}.html`, asked) : null;
}

async function brandRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteMatchView | null> {
  const [prefix, ...rest] = path.split('/');
  if (!prefix || !BRAND_PREFIXES.includes(prefix) || rest.length === 0) return null;
  const brand = (await brandCatalog(ctx)).byUrlKey.get(rest.join('/'));
  return brand ? match('BRAND', brand.urlKey, `/${BRAND_PREFIXES[0]}/${brand.urlKey}/`, asked) : null;
}

/** A content page in the store's language, else the Dutch one (reference data: no statement once read). */
async function pageRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteMatchView | null> {
  for (const lang of new Set([ctx.language, 'nl'])) {
    const page = await findDocumentByUrl(ctx, 'page', path, lang);
    if (page) return match('CMS_PAGE', page.uid, `/${path}/`, asked);
  }
  return null;
}

/** What a storefront address is: home, a product, a category, a brand or a content page; null otherwise. */
export async function resolveRoute(ctx: RequestContext, url: string): Promise<RouteMatchView | null> {
  const normalized = normalizeRoutePath(url);
  if (!normalized) return null;
  const { path, asked } = normalized;
  if (path === '') return match('CMS_PAGE', HOME_UID, '/', asked);
  if (path.endsWith('.html')) return productRoute(ctx, path, asked);
  const category = (await categoryCatalog(ctx)).byPath.get(path);
  if (category) return match('CATEGORY', category.urlPath, `/${category.urlPath}/`, asked);
  return (await brandRoute(ctx, path, asked)) ?? (await pageRoute(ctx, path, asked));
}
