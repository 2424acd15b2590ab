import { delivery, intlTag, isIsoCountryCode, normalizeLink, storeSwitchPath, trustedShopsReviewsUrl, type Locale } from '@shop/rules';
import type { ShellQuery, ShellStoreFieldsFragment } from '../../graphql/graphql.ts';
import { countryName } from '../../lib/i18n/country-name.ts';
import { sellingPoints, type DeliveryClock, type UspView } from './selling-points.ts';

export type { UspView } from './selling-points.ts';

/** The shop's name when the store configuration could not be loaded. */
export const FALLBACK_WEBSITE_NAME = 'Van Arkel';

export interface LinkView {
  label: string;
  href: string;
  icon: string | null;
}

export interface NavItemView {
  title: string;
  href: string;
  /** A CSS colour the editor chose for the item (N1), or null. */
  color: string | null;
  /** Submenu links; empty when the item has no submenu or show_submenu is off (N1). */
  submenu: { title: string; href: string }[];
}

export interface MenuView {
  uid: string;
  title: string;
  links: LinkView[];
}

export interface StoreLinkView {
  code: string;
  name: string;
  /** The store's country named in the shopper's language; null for the store of no one country (global English). */
  country: string | null;
  href: string;
  current: boolean;
  /** The store's language and public base address, for the hreflang alternates (SEO). */
  language: string;
  baseUrl: string;
}

export type Star = 'full' | 'half' | 'empty';

export interface TrustedShopView {
  rating: number;
  reviewCount: number;
  /** The store's own reviews page (decision 050); null when the store has no Trusted Shops id. */
  url: string | null;
  stars: Star[];
}

export interface PromoView {
  text: string;
  href: string | null;
  background: string | null;
  foreground: 'light' | 'dark';
}

export interface OpeningHoursLine {
  days: string;
  time: string;
}

/** Everything the page shell renders, shaped from the shell query (STYLE §7). */
export interface ShellView {
  language: Locale;
  storeCode: string;
  websiteName: string;
  year: number;
  /** False when the layout or navigation could not be loaded: the page renders without menus (E7). */
  hasLayout: boolean;
  promo: PromoView | null;
  uspHeader: UspView[];
  uspFooter: UspView[];
  /** Only filled when more than one store exists (M4). */
  stores: StoreLinkView[];
  navigation: NavItemView[];
  headerLinks: LinkView[];
  /** The three collapsible footer columns: discover, brand stores, customer service (N6). */
  footerMenus: MenuView[];
  /** The fourth footer menu (points of sale), shown under the main navigation (N9). */
  menuFooter: MenuView | null;
  socials: { network: string; url: string }[];
  paymentIcons: { icon: string; label: string; url: string }[];
  trustMarks: { title: string; items: LinkView[] } | null;
  trustedShop: TrustedShopView | null;
  openingHours: OpeningHoursLine[];
  phone: string | null;
  /** Customer service's e-mail address for the service panel (R21). */
  serviceEmail: string | null;
  /** The store's time zone, for everything computed from the clock. */
  timeZone: string;
  /** P14, P15: the delivery selling point shows the computed delivery day, refreshed every minute. */
  personalizeDelivery: boolean;
}

/** The parts of the shell query a shell can be built from; any may be missing after a failure. */
/** The shell's content (ShellQuery) and its store (the server's store configuration, `context.store`). */
export type ShellSource = Partial<ShellQuery> & Partial<ShellStoreFieldsFragment>;

export interface ShellContext {
  language: Locale;
  storeCode: string;
  year: number;
  /** The moment the page is rendered, for the delivery selling point. */
  now?: Date;
}

/** Only the German store shows the trusted-shop reviews block (N12). */
const TRUSTED_SHOP_STORE = 'de';

/** Rating stars for thresholds 1 to 5 with half stars (N12): 4.6 → 4 full and 1 half. */
export function starsFor(rating: number): Star[] {
  return [1, 2, 3, 4, 5].map((threshold) => (rating >= threshold ? 'full' : rating >= threshold - 0.5 ? 'half' : 'empty'));
}

/** A colour from the content system, or null when it is not a plain CSS colour (no injection). */
export function safeColour(value: string | null | undefined): string | null {
  const colour = value?.trim() ?? '';
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour)) return colour;
  if (/^[0-9a-f]{6}$/i.test(colour)) return `#${colour}`;
  if (/^(?:rgb|hsl)a?\([\d\s.,%/-]+\)$/i.test(colour)) return colour;
  return /^[a-z]{3,20}$/i.test(colour) ? colour.toLowerCase() : null;
}

/** Whether text on `colour` should be light: hex colours by luminance, other colours count as dark. */
export function needsLightText(colour: string): boolean {
  const match = /^#(?:([0-9a-f]{6})(?:[0-9a-f]{2})?|([0-9a-f]{3})[0-9a-f]?)$/i.exec(colour);
  const hex = match?.[1] ?? match?.[2];
  if (!hex) return !['white', 'ivory', 'beige', 'yellow', 'gold', 'silver', 'linen', 'snow'].includes(colour);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.55;
}

/** Opening hours "Mon 12:00-18:00, Tue-Sat 10:00-18:00" as lines of days and time (N13, N14). */
export function openingHoursLines(hours: string | null | undefined): OpeningHoursLine[] {
  return (hours ?? '')
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(.*?)\s+(\d.*)$/.exec(part);
      const time = (match?.[2] ?? '').replace(/\s*-\s*/g, '–');
      return match ? { days: match[1] ?? part, time } : { days: part, time: '' };
    });
}

const href = (value: string) => normalizeLink(value);

/** The trust mark that stands for the Trusted Shops badge (N11). */
const TRUSTED_SHOPS_ICON = 'trustedshops';

/**
 * Trust marks with the Trusted Shops badge leading to the store's own reviews page, whatever the
 * content's link says; without a configured shop id the badge is left out (decision 050).
 */
function withStoreTrustedShops(items: LinkView[], reviewsUrl: string | null): LinkView[] {
  return items.flatMap((item) => {
    if (item.icon !== TRUSTED_SHOPS_ICON) return [item];
    return reviewsUrl ? [{ ...item, href: reviewsUrl }] : [];
  });
}

function linkViews(items: { label: string; icon: string | null; link: { href: string } }[]): LinkView[] {
  return items
    .filter((item) => item.link.href !== '' && (item.label.trim() !== '' || item.icon))
    .map((item) => ({ label: item.label.trim(), href: href(item.link.href), icon: item.icon }));
}

function promo(banner: NonNullable<ShellQuery['footerContent']['promoBanner']> | null | undefined): PromoView | null {
  if (!banner?.active || banner.text.trim() === '') return null;
  const background = safeColour(banner.promo_banner_color);
  return {
    text: banner.text.trim(),
    href: banner.link ? href(banner.link.href) : null,
    background,
    foreground: background && !needsLightText(background) ? 'dark' : 'light',
  };
}

function menus(footerMenus: ShellQuery['layout']['footerMenus'] | undefined) {
  const all: MenuView[] = (footerMenus ?? []).map((menu) => ({
    uid: menu.uid,
    title: menu.title,
    links: linkViews(menu.link_group),
  }));
  // The content system names the fourth menu "menu footer" (uid footer_menu_menu); otherwise it is the fourth one.
  const menuFooter = all.find((menu) => /menu[_-]?footer|footer[_-]?menu[_-]?menu/i.test(menu.uid)) ?? all[3] ?? null;
  return { footerMenus: all.filter((menu) => menu !== menuFooter).slice(0, 3), menuFooter };
}

/** Shapes the shell query's answer (possibly partial after a failure) into the shell view model. */
export function toShellView(source: ShellSource, context: ShellContext): ShellView {
  const { storeConfig, availableStores, layout, navigation, footerContent } = source;
  const storeCode = storeConfig?.code ?? context.storeCode;
  const stores = (availableStores ?? []).map((store) => ({
    code: store.store_code,
    name: store.store_name,
    country: isIsoCountryCode(store.store_code.toUpperCase()) ? countryName(store.store_code, intlTag(context.language)) : null,
    href: storeSwitchPath(store.store_code),
    current: store.store_code === storeCode,
    language: store.language,
    baseUrl: store.base_url,
  }));
  const trusted = layout?.trustedShop;
  const reviewsUrl = trustedShopsReviewsUrl(storeConfig?.storeInformation.trusted_shops_id, context.language);
  const trustMarks = withStoreTrustedShops(linkViews(layout?.footerIcons?.link_group ?? []), reviewsUrl);
  const timeZone = storeConfig?.timezone || delivery.timeZone;
  const personalizeDelivery = storeConfig?.delivery_personalization ?? false;
  const clock: DeliveryClock | null = context.now
    ? { now: context.now, language: context.language, timeZone, personalize: personalizeDelivery }
    : null;
  return {
    language: context.language,
    storeCode,
    websiteName: storeConfig?.website_name || FALLBACK_WEBSITE_NAME,
    year: context.year,
    hasLayout: Boolean(layout && navigation),
    promo: promo(footerContent?.promoBanner),
    uspHeader: sellingPoints(layout?.uspHeader, clock),
    uspFooter: sellingPoints(layout?.uspFooter, clock),
    stores: stores.length > 1 ? stores : [],
    navigation: (navigation?.items ?? [])
      .filter((item) => item.show_menu)
      .map((item) => ({
        title: item.title,
        href: href(item.link.href),
        color: safeColour(item.color),
        submenu: item.show_submenu ? item.fields.map((field) => ({ title: field.title, href: href(field.link.href) })) : [],
      })),
    headerLinks: linkViews(layout?.headerMenu.link_groups ?? []),
    ...menus(layout?.footerMenus),
    socials: layout?.socials ?? [],
    paymentIcons: storeConfig?.payment_icons ?? [],
    trustMarks: layout?.footerIcons && trustMarks.length > 0 ? { title: layout.footerIcons.title, items: trustMarks } : null,
    trustedShop:
      trusted && storeCode === TRUSTED_SHOP_STORE
        ? { rating: trusted.rating, reviewCount: trusted.review_count, url: reviewsUrl, stars: starsFor(trusted.rating) }
        : null,
    openingHours: openingHoursLines(storeConfig?.storeInformation.hours),
    phone: storeConfig?.storeInformation.phone || null,
    serviceEmail: storeConfig?.storeInformation.email || null,
    timeZone,
    personalizeDelivery,
  };
}
