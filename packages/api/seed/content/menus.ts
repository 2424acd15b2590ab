import type { Lang } from '../text.ts';
import { translator, type ContentContext, type SeedDocument } from './document.ts';
import { brandDetail, brandOverview, page, plp, web, type Link } from './links.ts';

const SALE_COLOUR = '#b3261e';
const COOKIE_PAGE: Record<Lang, string> = { nl: 'cookieverklaring', en: 'cookie-statement', de: 'cookie-bestimmungen' };

function submenu(ctx: ContentContext, parentKey: string): { title: string; link: Link }[] {
  const parent = ctx.tree.byKey.get(parentKey);
  if (!parent) return [];
  return ctx.tree.rows
    .filter((row) => row.parentId === parent.id)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((row) => ({ title: row.name[ctx.lang] ?? row.urlKey, link: plp(row.urlPath) }));
}

function navigationData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  const item = (title: string, link: Link, fields: { title: string; link: Link }[] = [], color = '') => ({
    slice_type: 'menu_item',
    primary: { title, link, show_menu: true, show_submenu: fields.length > 0, color },
    fields,
  });
  const category = (key: string) => ctx.tree.byKey.get(key);
  const nameOf = (key: string) => category(key)?.name[ctx.lang] ?? key;
  const brandstores = ctx.brands.filter((b) => b.isBrandstore).map((b) => ({ title: b.name, link: brandDetail(`merken/${b.urlKey}`) }));
  return {
    body: [
      item(nameOf('nieuw'), plp('nieuw')),
      item(nameOf('kleding'), plp('kleding'), submenu(ctx, 'kleding')),
      item(nameOf('schoenen'), plp('schoenen'), submenu(ctx, 'schoenen')),
      item(nameOf('accessoires'), plp('accessoires'), submenu(ctx, 'accessoires')),
      item(T('Merken', 'Brands', 'Marken'), brandOverview('merken'), [
        ...brandstores,
        { title: T('Alle merken', 'All brands', 'Alle Marken'), link: brandOverview('merken') },
      ]),
      item('Sale', plp('sale'), [], SALE_COLOUR),
    ],
  };
}

type FooterLink = { label: string; link: Link; icon: string };
const footer = (title: string, links: FooterLink[]) => ({ title, link_group: links });

function discoverData(ctx: ContentContext) {
  const T = translator(ctx.lang);
  return footer(T('Ontdek Van Arkel', 'Discover Van Arkel', 'Entdecke Van Arkel'), [
    { label: T('Over ons', 'About us', 'Über uns'), link: page('over-ons'), icon: '' },
    { label: T('Merken', 'Brands', 'Marken'), link: brandOverview('merken'), icon: '' },
    { label: T('Nieuw binnen', 'New arrivals', 'Neuheiten'), link: plp('nieuw'), icon: '' },
    { label: T('Cadeaukaart', 'Gift card', 'Geschenkkarte'), link: web('/cadeaukaart.html'), icon: 'giftcard' },
    {
      label: T('Saldo cadeaukaart checken', 'Check gift card balance', 'Guthaben der Geschenkkarte prüfen'),
      link: web('/cadeaukaart/saldo/'),
      icon: '',
    },
  ]);
}

function brandstoreMenuData(ctx: ContentContext) {
  const T = translator(ctx.lang);
  return footer(T('Brand stores', 'Brand stores', 'Brand Stores'), [
    ...ctx.brands.filter((b) => b.isBrandstore).map((b) => ({ label: b.name, link: brandDetail(`merken/${b.urlKey}`), icon: '' })),
    { label: T('Alle winkels', 'All stores', 'Alle Geschäfte'), link: page('winkels'), icon: 'store' },
  ]);
}

function serviceMenuData(ctx: ContentContext) {
  const T = translator(ctx.lang);
  return footer(T('Klantenservice', 'Customer service', 'Kundenservice'), [
    { label: T('Klantenservice', 'Customer service', 'Kundenservice'), link: page('klantenservice'), icon: '' },
    {
      label: T('Verzenden en retourneren', 'Shipping and returns', 'Versand und Rücksendung'),
      link: page('klantenservice/verzenden-en-retourneren'),
      icon: '',
    },
    { label: T('Betalen', 'Payment', 'Bezahlen'), link: page('klantenservice/betalen'), icon: '' },
    { label: T('Mijn account', 'My account', 'Mein Konto'), link: web('/customer/'), icon: 'account' },
    { label: T('Chat met ons', 'Chat with us', 'Chatte mit uns'), link: web('/klantenservice/#chat'), icon: 'chat' },
    { label: T('Algemene voorwaarden', 'Terms and conditions', 'AGB'), link: page('algemene-voorwaarden'), icon: '' },
    { label: T('Cookieverklaring', 'Cookie statement', 'Cookie-Bestimmungen'), link: page(COOKIE_PAGE[ctx.lang]), icon: '' },
  ]);
}

function menuFooterData(ctx: ContentContext) {
  const T = translator(ctx.lang);
  return footer('Menu', [{ label: T('Verkooppunten', 'Points of sale', 'Verkaufsstellen'), link: brandOverview('brandstores'), icon: '' }]);
}

/** The main navigation and the four footer menus. */
export const MENU_DOCUMENTS: SeedDocument[] = [
  { type: 'navigation', uid: 'main_navigation', urlKey: null, build: navigationData },
  { type: 'footer_menu', uid: 'footer_menu_discover', urlKey: null, build: discoverData },
  { type: 'footer_menu', uid: 'footer_menu_brandstores', urlKey: null, build: brandstoreMenuData },
  { type: 'footer_menu', uid: 'footer_menu_service', urlKey: null, build: serviceMenuData },
  { type: 'footer_menu', uid: 'footer_menu_menu', urlKey: null, build: menuFooterData },
];
