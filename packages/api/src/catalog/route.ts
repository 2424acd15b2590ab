import { and, eq, isNull } from 'drizzle-orm';
import { findDocumentByUrl } from '../content/documents.ts';
import type { RequestContext } from '../platform/context.ts';
import { brandCatalog, categoryCatalog } from './loaders.ts';
import type { CategoryRow, ProductRow } from './rows.ts';
import { products } from './tables.ts';

export type RouteType = 'CMS_PAGE' | 'CATEGORY' | 'PRODUCT' | 'BRAND';

/** Where an entity answered by `route` was asked from: 301 when not at its canonical address. */
export interface RouteFields {
  type: RouteType;
  relative_url: string;
  redirect_code: number;
}

/** A content page answered by `route` (Magento's CmsPage); its texts are read per field. */
export interface CmsPageRoute extends RouteFields {
  identifier: string;
  url_key: string;
}

/**
 * A product or category answered by `route`: a copy of its row (category rows are shared reference
 * data) with the redirect code beside it; its own `type` column stays the product type.
 */
export type Routed<Row> = Row & { routeRedirectCode: number };

/** What `route` answers (Magento's RoutableInterface, decision 062). */
export type RouteTarget = Routed<ProductRow> | Routed<CategoryRow> | CmsPageRoute | RouteFields;

/** The redirect code of a product or category row: 0 unless `route` found it at another address. */
export function redirectCodeOf(row: object): number {
  return 'routeRedirectCode' in row && typeof row.routeRedirectCode === 'number' ? row.routeRedirectCode : 0;
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

function routeFields(type: RouteType, relativeUrl: string, asked: string): RouteFields {
  return { type, relative_url: relativeUrl, redirect_code: asked === relativeUrl ? 0 : 301 };
}

/** A product's canonical address and its key in a Magento-form address (`/{url_key}.html`, `/a/b/{url_key}.html`). */
export const productRelativeUrl = (product: Pick<ProductRow, 'urlKey'>): string => `/${product.urlKey}.html`;
/** A listing's canonical address, its url path with a closing slash (decision 062: no suffix). */
export const categoryRelativeUrl = (category: Pick<CategoryRow, 'urlPath'>): string => `/${category.urlPath}/`;

async function productRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteTarget | null> {
  const key = path.slice(0, -'.html'.length).split('/').pop() ?? '';
  if (key === '') return null;
  const [found] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.urlKey, key), eq(products.isVisible, true), eq(products.isActive, true), isNull(products.parentId)))
    .limit(1)
    // One text for every product address: parsed and planned once per connection, not per page.
    .prepare('route_product')
    .execute();
  return found ? { ...found, routeRedirectCode: routeFields('PRODUCT', productRelativeUrl(found), asked).redirect_code } : null;
}

async function categoryRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteTarget | null> {
  const category = (await categoryCatalog(ctx)).byPath.get(path);
  return category ? { ...category, routeRedirectCode: routeFields('CATEGORY', categoryRelativeUrl(category), asked).redirect_code } : null;
}

async function brandRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteTarget | null> {
  const [prefix, ...rest] = path.split('/');
  if (!prefix || !BRAND_PREFIXES.includes(prefix) || rest.length === 0) return null;
  const brand = (await brandCatalog(ctx)).byUrlKey.get(rest.join('/'));
  return brand ? routeFields('BRAND', `/${BRAND_PREFIXES[0]}/${brand.urlKey}/`, asked) : null;
}

function cmsPage(identifier: string, urlKey: string, relativeUrl: string, asked: string): CmsPageRoute {
  return { identifier, url_key: urlKey, ...routeFields('CMS_PAGE', relativeUrl, asked) };
}

/** A content page in the store's language, else the Dutch one (reference data: no statement once read). */
async function pageRoute(ctx: RequestContext, path: string, asked: string): Promise<RouteTarget | null> {
  for (const lang of new Set([ctx.language, 'nl'])) {
    const page = await findDocumentByUrl(ctx, 'page', path, lang);
    if (page) return cmsPage(page.uid, path, `/${path}/`, asked);
  }
  return null;
}

/**
 * What a storefront address is: home, a product, a category, a brand or a content page; null
 * otherwise. A category in Magento's form with the `.html` suffix (`/kleding/overhemden.html`) is the
 * category, answered with a 301 to its own address (decision 062).
 */
export async function resolveRoute(ctx: RequestContext, url: string): Promise<RouteTarget | null> {
  const normalized = normalizeRoutePath(url);
  if (!normalized) return null;
  const { path, asked } = normalized;
  if (path === '') return cmsPage(HOME_UID, HOME_UID, '/', asked);
  if (path.endsWith('.html')) {
    return (await productRoute(ctx, path, asked)) ?? (await categoryRoute(ctx, path.slice(0, -'.html'.length), asked));
  }
  return (await categoryRoute(ctx, path, asked)) ?? (await brandRoute(ctx, path, asked)) ?? (await pageRoute(ctx, path, asked));
}
