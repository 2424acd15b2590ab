import { buildStoreLocations } from '../shop/locations.ts';
import { translator, type ContentContext, type SeedDocument } from './document.ts';
import { brandOverview, page, plp, web } from './links.ts';

const OPEN_SHOPS = buildStoreLocations().filter((shop) => shop.active).length;

function uspData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  const usp = (id: string, label: string, icon: string, sequence: number, description = '', link: unknown = null) => ({
    id,
    label,
    description,
    link,
    icon,
    sequence,
    className: `usp-${id}`,
  });
  // The label is what shows when the store does not personalize it (P14): true on every day it can
  // be read. `{days}` counts calendar days to the promised day, as the delivery rule does (decision 050).
  const delivery = usp(
    'delivery',
    T('Ma t/m vr voor 21:00 besteld, morgen in huis', 'Fast delivery across Europe', 'Schnelle Lieferung in ganz Europa'),
    'delivery',
    1,
    T('Dagen tot levering: {days}', 'Days to delivery: {days}', 'Tage bis zur Lieferung: {days}'),
    page('klantenservice/verzenden-en-retourneren'),
  );
  // Only the Dutch store has a free-shipping threshold, so the other languages promise something else.
  const shipping = usp(
    T('free-shipping', 'alterations', 'alterations'),
    T('Gratis verzending vanaf € 100', 'Free alterations in our stores', 'Kostenlose Änderungen in unseren Geschäften'),
    'thumb',
    2,
  );
  const returns = usp('returns', T('30 dagen bedenktijd', '30 days to change your mind', '30 Tage Bedenkzeit'), 'calendar', 3);
  const secure = usp('secure', T('Veilig betalen', 'Secure payment', 'Sicher bezahlen'), 'secure', 4, '', page('klantenservice/betalen'));
  const hidden = usp('seasonal', '', 'default', 5);
  const stores = usp(
    'stores',
    T(`${OPEN_SHOPS} winkels in NL, BE en DE`, `${OPEN_SHOPS} stores in NL, BE and DE`, `${OPEN_SHOPS} Geschäfte in NL, BE und DE`),
    'default',
    6,
    '',
    page('winkels'),
  );
  return {
    header: [delivery, shipping, returns, hidden],
    checkout: [delivery, returns, secure],
    footer: [delivery, shipping, returns, secure, stores],
  };
}

function headerMenuData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return {
    link_groups: [
      { label: T('Nieuw', 'New in', 'Neu'), link: plp('nieuw') },
      { label: 'Sale', link: plp('sale') },
      { label: T('Merken', 'Brands', 'Marken'), link: brandOverview('merken') },
      { label: T('Winkels', 'Stores', 'Geschäfte'), link: page('winkels') },
    ],
  };
}

function promoBannerData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return {
    text: T(
      'Wintersale: tot 50% korting op geselecteerde items',
      'Winter sale: up to 50% off selected pieces',
      'Winter-Sale: bis zu 50% Rabatt auf ausgewählte Teile',
    ),
    link: plp('sale'),
    from: '2026-01-01T00:00:00Z',
    to: '2027-12-31T23:59:59Z',
    promo_banner_color: '#1d2b3a',
  };
}

function footerIconsData(ctx: ContentContext): Record<string, unknown> {
  const T = translator(ctx.lang);
  return {
    title: T('Veilig winkelen', 'Shop with confidence', 'Sicher einkaufen'),
    link_group: [
      { label: 'Thuiswinkel Waarborg', link: web('https://www.thuiswinkel.org/leden/van-arkel/certificaat'), icon: 'thuiswinkel' },
      // The storefront points this badge at the store's own reviews page, or leaves it out (decision 050).
      { label: 'Trusted Shops', link: web('https://www.trustedshops.de/'), icon: 'trustedshops' },
      {
        label: T('Veilig betalen met SSL', 'Secure SSL payment', 'Sichere SSL-Zahlung'),
        link: web('/klantenservice/betalen/'),
        icon: 'secure',
      },
    ],
  };
}

/** Layout documents: reviews, selling points, header menu, promo banner, socials, trust marks. */
export const LAYOUT_DOCUMENTS: SeedDocument[] = [
  {
    type: 'layout',
    uid: 'layout',
    urlKey: null,
    build: () => ({ trusted_shop: { rating: 4.6, review_count: 2143, url: 'https://www.trustedshops.de/' } }),
  },
  { type: 'usp', uid: 'usp', urlKey: null, build: uspData },
  { type: 'header_menu', uid: 'header_menu', urlKey: null, build: headerMenuData },
  { type: 'promo_banner', uid: 'promo_banner', urlKey: null, build: promoBannerData },
  {
    type: 'socials',
    uid: 'socials',
    urlKey: null,
    build: () => [
      { network: 'instagram', url: 'https://www.instagram.com/vanarkel.menswear/' },
      { network: 'facebook', url: 'https://www.facebook.com/vanarkel.menswear' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/van-arkel-menswear/' },
    ],
  },
  { type: 'footer_icons', uid: 'keurmerken_footer', urlKey: null, build: footerIconsData },
];
