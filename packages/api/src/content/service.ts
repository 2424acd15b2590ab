import { isLocale, storeTimeZone, type Locale } from '@shop/rules';
import { brandCatalog, categoryCatalog } from '../catalog/loaders.ts';
import { listProducts, listTilesBySkus } from '../catalog/service.ts';
import type { RequestContext } from '../platform/context.ts';
import { inputError } from '../platform/errors.ts';
import type { FooterContent, FooterMenu, Layout, Navigation } from '../platform/generated/resolvers.ts';
import { findDocument, findDocumentByUrl, findDocuments, type ContentDocument } from './documents.ts';
import { footerIcons, footerMenu, headerMenu, navigationItems, sellingPoints, socials, trustedShop } from './layout.ts';
import { contentPageView, feedId, sliderSkus, type ContentPageView, type SliderSource } from './pages.ts';
import { promoBanner } from './promo.ts';
import { record } from './read.ts';

/** The four footer menus in display order (N9: the last is the menu footer under the navigation). */
export const FOOTER_MENU_UIDS = ['footer_menu_discover', 'footer_menu_brandstores', 'footer_menu_service', 'footer_menu_menu'] as const;

export const LAYOUT_UID = 'layout';
export const USP_UID = 'usp';
export const HEADER_MENU_UID = 'header_menu';
export const SOCIALS_UID = 'socials';
export const FOOTER_ICONS_UID = 'keurmerken_footer';
export const PROMO_BANNER_UID = 'promo_banner';
export const MAIN_NAVIGATION_UID = 'main_navigation';

/** A brand page: the brand itself and its content document, when one is written. */
export interface BrandPageView {
  url_key: string;
  name: string;
  page: ContentPageView | null;
}

/**
 * The language of a content query (N7). A locale such as `de_DE` or `en-GB` counts as its
 * language, since some callers pass the store locale; anything else is an input error.
 */
export function contentLanguage(lang: string): Locale {
  const normalized = lang.trim().toLowerCase();
  const language = /^[a-z]{2}[-_][a-z]{2}$/.test(normalized) ? normalized.slice(0, 2) : normalized;
  if (!isLocale(language)) throw inputError('CONTENT_LANGUAGE_UNKNOWN', {}, `Unknown language: ${lang.slice(0, 20)}`);
  return language;
}

function documentData(document: ContentDocument | undefined) {
  return document ? record(document.data) : undefined;
}

function footerMenus(found: Map<string, ContentDocument>): FooterMenu[] {
  return FOOTER_MENU_UIDS.flatMap((uid) => {
    const document = found.get(uid);
    return document ? [footerMenu(uid, record(document.data))] : [];
  });
}

/** Everything the page shell shows around the content (N7, N9, N11, P6–P8). */
export async function getLayout(ctx: RequestContext, lang: string): Promise<Layout> {
  const language = contentLanguage(lang);
  const found = await findDocuments(
    ctx,
    [LAYOUT_UID, USP_UID, HEADER_MENU_UID, SOCIALS_UID, FOOTER_ICONS_UID, ...FOOTER_MENU_UIDS],
    language,
  );
  const usp = record(found.get(USP_UID)?.data);
  const icons = documentData(found.get(FOOTER_ICONS_UID));
  return {
    trustedShop: trustedShop(documentData(found.get(LAYOUT_UID))),
    uspHeader: sellingPoints(usp.header),
    uspCheckout: sellingPoints(usp.checkout),
    uspFooter: sellingPoints(usp.footer),
    footerIcons: icons ? footerIcons(icons) : null,
    headerMenu: headerMenu(documentData(found.get(HEADER_MENU_UID))),
    footerMenus: footerMenus(found),
    socials: socials(found.get(SOCIALS_UID)?.data),
  };
}

/** The footer's menus, the promo banner with its visibility now (P5) and the social links (N8). */
export async function getFooterContent(ctx: RequestContext, lang: string): Promise<FooterContent> {
  const language = contentLanguage(lang);
  const found = await findDocuments(ctx, [PROMO_BANNER_UID, SOCIALS_UID, ...FOOTER_MENU_UIDS], language);
  const banner = documentData(found.get(PROMO_BANNER_UID));
  return {
    footerMenus: footerMenus(found),
    promoBanner: banner ? promoBanner(banner, ctx.now(), storeTimeZone(ctx.store.timezone)) : null,
    socials: socials(found.get(SOCIALS_UID)?.data),
  };
}

/** A navigation document's menu items (N1, N2), or null when there is no such navigation. */
export async function getNavigation(ctx: RequestContext, lang: string, uid: string = MAIN_NAVIGATION_UID): Promise<Navigation | null> {
  const language = contentLanguage(lang);
  const document = await findDocument(ctx, uid, language);
  if (!document || document.type !== 'navigation') return null;
  return { uid: document.uid, items: navigationItems(record(document.data), ctx.log) };
}

/** A published content page by uid (B1, B2; the 404 and cookie pages), or null. */
export async function getContentPage(ctx: RequestContext, uid: string, lang: string): Promise<ContentPageView | null> {
  const language = contentLanguage(lang);
  const document = await findDocument(ctx, uid, language);
  return document && document.type === 'page' ? contentPageView(document, ctx.log) : null;
}

/** An address as a page or brand is stored under: trimmed, without leading or trailing slashes, lower case. */
const addressKey = (urlKey: string) =>
  urlKey
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();

/** A published content page by its address ('' or '/' is the home page), or null. */
export async function getContentPageByUrl(ctx: RequestContext, urlKey: string, lang: string): Promise<ContentPageView | null> {
  const language = contentLanguage(lang);
  const document = await findDocumentByUrl(ctx, 'page', addressKey(urlKey), language);
  return document ? contentPageView(document, ctx.log) : null;
}

/** A brand and its brand-page document (uid `brand-{urlKey}`), or null for an unknown brand. */
export async function getBrandPage(ctx: RequestContext, urlKey: string, lang: string): Promise<BrandPageView | null> {
  const language = contentLanguage(lang);
  const brand = (await brandCatalog(ctx)).byUrlKey.get(addressKey(urlKey));
  if (!brand) return null;
  const document = await findDocument(ctx, `brand-${brand.urlKey}`, language);
  return {
    url_key: brand.urlKey,
    name: brand.name,
    page: document && document.type === 'brand_page' ? contentPageView(document, ctx.log) : null,
  };
}

/** Products a feed block shows at most (B18). */
export const FEED_SIZE = 8;

/**
 * Our own product feed in place of the feed vendor (B18, decision 054): the products that can be
 * bought, in the recommended order (the staff's merchandising order, C27). A feed id that names a
 * category by its path (`kleding/overhemden`) recommends from that category; any other id from the
 * whole shop. A category with nothing to buy gives an empty feed, which hides the block.
 */
export async function feedProducts(ctx: RequestContext, id: string) {
  const path = id
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  const category = path ? (await categoryCatalog(ctx)).byPath.get(path) : undefined;
  const filters = [{ key: 'stock', values: ['true'] }, ...(category ? [{ key: 'category', values: [category.urlPath] }] : [])];
  const { products } = await listProducts(ctx, { filters, itemsPerPage: 24, sortOrder: 'recommended' });
  return products.slice(0, FEED_SIZE);
}

/** The listing tiles of a product slider in the editor's order, or of a feed block's feed; other blocks list none. */
export async function listBlockProducts(ctx: RequestContext, block: SliderSource) {
  const feed = feedId(block);
  if (feed != null) return feedProducts(ctx, feed);
  const skus = sliderSkus(block);
  // listTilesBySkus keeps the given order, shows a variant's sku as its parent product and drops
  // what no longer sells, which is what a slider needs.
  return skus.length === 0 ? [] : listTilesBySkus(ctx, skus);
}
