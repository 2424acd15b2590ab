import { describe, expect, it } from 'vitest';
import { needsLightText, openingHoursLines, safeColour, starsFor, toShellView, type ShellSource } from './shell-view.ts';
import { storeConfigFixture, storeInformationFixture } from './shell-store.fixture.ts';

const link = (href: string) => ({ href });
const context = { language: 'nl' as const, storeCode: 'nl', year: 2026 };

function source(overrides: ShellSource = {}): ShellSource {
  const store = (code: string, name: string) => ({ store_code: code, store_name: name, locale: 'nl_NL', language: 'nl', base_url: '' });
  return {
    storeConfig: storeConfigFixture({
      payment_icons: [{ icon: 'ideal', label: 'iDEAL', url: '/media/payment/ideal.svg' }],
      storeInformation: { ...storeInformationFixture, phone: '020 123 45 67', hours: 'Ma 12:00-18:00, Di-Za 10:00-18:00' },
    }),
    availableStores: [store('nl', 'Nederland'), store('en', 'International'), store('gb', 'United Kingdom'), store('de', 'Deutschland')],
    layout: {
      trustedShop: { rating: 4.6, review_count: 2143, url: 'https://reviews.example' },
      uspHeader: [
        { id: 'b', label: 'Second', description: null, icon: 'thumb', sequence: 2, className: null, link: null },
        { id: 'a', label: 'First', description: null, icon: 'delivery', sequence: 1, className: null, link: link('/Klantenservice') },
        { id: 'c', label: '  ', description: null, icon: 'default', sequence: 3, className: null, link: null },
      ],
      uspFooter: [],
      footerIcons: null,
      headerMenu: { link_groups: [{ label: 'Sale', icon: null, link: link('/sale/') }] },
      footerMenus: [
        { uid: 'footer_discover', title: 'Ontdek', link_group: [] },
        { uid: 'menu_footer', title: 'Verkooppunten', link_group: [{ label: 'Brandstores', icon: null, link: link('/brandstores/') }] },
        { uid: 'footer_brandstores', title: 'Brandstores', link_group: [] },
        { uid: 'footer_service', title: 'Klantenservice', link_group: [] },
      ],
      socials: [{ network: 'instagram', url: 'https://instagram.example' }],
    },
    navigation: {
      items: [
        {
          title: 'Kleding',
          show_menu: true,
          show_submenu: true,
          color: null,
          link: link('/kleding/'),
          fields: [{ title: 'Pakken', link: link('/kleding/pakken/') }],
        },
        {
          title: 'Sale',
          show_menu: true,
          show_submenu: false,
          color: '#a3161a',
          link: link('/sale/'),
          fields: [{ title: 'x', link: link('/x/') }],
        },
        { title: 'Hidden', show_menu: false, show_submenu: false, color: null, link: link('/h/'), fields: [] },
      ],
    },
    footerContent: {
      promoBanner: { text: 'Wintersale', active: true, promo_banner_color: '#1d2b3a', from: null, to: null, link: link('/sale/') },
    },
    ...overrides,
  };
}

describe('shell view', () => {
  it('P6, P7: a description with {days} gets the days until delivery; without a clock it is left out', () => {
    const withDescriptions = source({
      layout: {
        ...source().layout!,
        uspFooter: [
          {
            id: 'd',
            label: 'Snel',
            description: 'Bezorging binnen {days} werkdagen',
            icon: 'delivery',
            sequence: 1,
            className: null,
            link: null,
          },
          { id: 'r', label: 'Retour', description: '  30 dagen  ', icon: 'calendar', sequence: 2, className: null, link: null },
          { id: 's', label: 'Veilig', description: null, icon: 'secure', sequence: 3, className: null, link: null },
        ],
      },
    });
    // Saturday 10:00: delivered on Tuesday, three days ahead.
    const saturday = new Date('2027-03-06T09:00:00Z');
    const view = toShellView(withDescriptions, { ...context, now: saturday });
    expect(view.uspFooter.map((usp) => usp.description)).toEqual(['Bezorging binnen 3 werkdagen', '30 dagen', null]);
    const unknownTime = toShellView(withDescriptions, context);
    expect(unknownTime.uspFooter.map((usp) => usp.description)).toEqual([null, '30 dagen', null]);
  });

  it('P7, P8: selling points by sequence, empty labels hidden, links normalised', () => {
    const view = toShellView(source(), context);
    expect(view.uspHeader.map((u) => u.label)).toEqual(['First', 'Second']);
    expect(view.uspHeader[0]?.href).toBe('/klantenservice/');
  });

  it('M4, M5: switcher links per store, current store marked', () => {
    const view = toShellView(source(), context);
    expect(view.stores.map((s) => s.href)).toEqual(['/nl/', '/en/', '/en/', '/de/']);
    expect(view.stores.find((s) => s.current)?.code).toBe('nl');
    const single = toShellView(source({ availableStores: [source().availableStores![0]!] }), context);
    expect(single.stores).toEqual([]);
  });

  it("M4: the switcher names each store's country in the shopper's language, never in the store's own", () => {
    expect(toShellView(source(), context).stores.map((s) => s.country)).toEqual(['Nederland', null, 'Verenigd Koninkrijk', 'Duitsland']);
    const german = toShellView(source(), { ...context, language: 'de' });
    expect(german.stores.map((s) => s.country)).toEqual(['Niederlande', null, 'Vereinigtes Königreich', 'Deutschland']);
  });

  it('N1: navigation keeps colour and submenu only when show_submenu is on', () => {
    const view = toShellView(source(), context);
    expect(view.navigation.map((n) => n.title)).toEqual(['Kleding', 'Sale']);
    expect(view.navigation[0]?.submenu).toHaveLength(1);
    expect(view.navigation[1]).toMatchObject({ color: '#a3161a', submenu: [] });
  });

  it('N9: the menu footer is taken out of the three footer columns', () => {
    const view = toShellView(source(), context);
    expect(view.footerMenus.map((m) => m.uid)).toEqual(['footer_discover', 'footer_brandstores', 'footer_service']);
    expect(view.menuFooter?.links[0]?.href).toBe('/brandstores/');
  });

  it('N12: trusted-shop reviews only for the German store', () => {
    expect(toShellView(source(), context).trustedShop).toBeNull();
    const german = toShellView(source({ storeConfig: { ...source().storeConfig!, code: 'de' } }), {
      ...context,
      storeCode: 'de',
      language: 'de',
    });
    expect(german.trustedShop?.stars).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it("N11, N12: the Trusted Shops links lead to the store's own reviews page, never the content's placeholder", () => {
    const tsid = `X${'0123456789ABCDEF'.repeat(2)}`;
    const footerIcons = {
      title: 'Sicher einkaufen',
      link_group: [
        { label: 'Thuiswinkel Waarborg', icon: 'thuiswinkel', link: link('https://www.thuiswinkel.org/leden/van-arkel/certificaat') },
        { label: 'Trusted Shops', icon: 'trustedshops', link: link('https://www.trustedshops.de/bewertung/info_X.html') },
      ],
    };
    const german = (trusted_shops_id: string | null) =>
      toShellView(
        source({
          storeConfig: { ...source().storeConfig!, code: 'de', storeInformation: { ...storeInformationFixture, trusted_shops_id } },
          layout: {
            ...source().layout!,
            trustedShop: { rating: 4.6, review_count: 2143, url: 'https://www.trustedshops.de/bewertung/info_X.html' },
            footerIcons,
          },
        }),
        { ...context, storeCode: 'de', language: 'de' },
      );
    const configured = german(tsid);
    const reviewsPage = `https://www.trustedshops.de/bewertung/info_${tsid}.html`;
    expect(configured.trustedShop?.url).toBe(reviewsPage);
    expect(configured.trustMarks?.items.map((item) => item.href)).toEqual([
      'https://www.thuiswinkel.org/leden/van-arkel/certificaat',
      reviewsPage,
    ]);
    // No shop id configured (or a broken one): the block keeps its rating, without a link; the badge is left out.
    for (const none of [null, 'X', 'info_X']) {
      const view = german(none);
      expect(view.trustedShop).toMatchObject({ rating: 4.6, url: null });
      expect(view.trustMarks?.items.map((item) => item.label)).toEqual(['Thuiswinkel Waarborg']);
    }
  });

  it('N12: star thresholds 1 to 5 with half stars', () => {
    expect(starsFor(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsFor(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsFor(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });

  it('P5: the promo banner shows only when active, with a readable text colour', () => {
    expect(toShellView(source(), context).promo).toMatchObject({ text: 'Wintersale', href: '/sale/', foreground: 'light' });
    const inactive = source({
      footerContent: { promoBanner: { text: 'x', active: false, promo_banner_color: null, from: null, to: null, link: null } },
    });
    expect(toShellView(inactive, context).promo).toBeNull();
  });

  it('E7: without layout the shell still renders, without menus', () => {
    const view = toShellView({}, context);
    expect(view).toMatchObject({ hasLayout: false, navigation: [], footerMenus: [], websiteName: 'Van Arkel', promo: null });
  });

  it('P14: the delivery selling point shows the computed day when personalised', () => {
    const personalised = source({ storeConfig: { ...source().storeConfig!, delivery_personalization: true } });
    const monday = new Date('2026-03-02T09:00:00Z');
    const view = toShellView(personalised, { ...context, now: monday });
    expect(view.uspHeader[0]?.label).toBe('Morgen in huis*');
    expect(view.uspHeader[1]?.label).toBe('Second');
  });

  it('N13: opening hours become lines of days and times', () => {
    expect(openingHoursLines('Ma 12:00-18:00, Di-Za 10:00-18:00')).toEqual([
      { days: 'Ma', time: '12:00–18:00' },
      { days: 'Di-Za', time: '10:00–18:00' },
    ]);
  });

  it('accepts only plain colours', () => {
    expect(safeColour('#1d2b3a')).toBe('#1d2b3a');
    expect(safeColour('red; background:url(x)')).toBeNull();
    expect(needsLightText('#1d2b3a')).toBe(true);
    expect(needsLightText('#f4f1ec')).toBe(false);
  });
});
