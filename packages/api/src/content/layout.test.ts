import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentDocuments } from './tables.ts';
import { testApiForFile } from '../platform/test-file-api.ts';

const LINK = 'fragment L on ContentLink { link_type url type url_key href }';
const ITEM = 'fragment G on LinkGroupItem { label icon link { ...L } }';
const POINT = 'fragment P on SellingPoint { id label description icon sequence className link { ...L } }';

const LAYOUT = `query Layout($lang: String!) {
  layout(lang: $lang) {
    trustedShop { rating review_count url }
    uspHeader { ...P } uspCheckout { ...P } uspFooter { ...P }
    footerIcons { title link_group { ...G } }
    headerMenu { link_groups { ...G } }
    footerMenus { uid title link_group { ...G } }
    socials { network url }
  }
} ${LINK} ${ITEM} ${POINT}`;

const FOOTER = `query Footer($lang: String!) {
  footerContent(lang: $lang) {
    footerMenus { uid title }
    promoBanner { text from to promo_banner_color active link { ...L } }
    socials { network url }
  }
} ${LINK}`;

const NAVIGATION = `query Nav($lang: String!) {
  navigation(lang: $lang) { uid items { title color show_menu show_submenu link { ...L } fields { title link { ...L } } } }
} ${LINK}`;

let clock = new Date('2025-06-15T10:00:00Z');
const t = testApiForFile({ products: 40, now: () => clock });

async function setDocument(uid: string, lang: string, data: Record<string, unknown>) {
  await t.db
    .update(contentDocuments)
    .set({ data })
    .where(and(eq(contentDocuments.uid, uid), eq(contentDocuments.lang, lang)));
  // The change reaches the API's cache as a notice (asynchronously on PostgreSQL).
  await t.database.changes.sync();
}

describe('layout query', () => {
  it('N7, N9, N11: returns every part of the shell for nl', async () => {
    const { data, errors } = await t.query(LAYOUT, { lang: 'nl' });
    expect(errors).toBeUndefined();
    const layout = data?.layout;
    expect(layout!.uspHeader.length).toBeGreaterThan(0);
    expect(layout!.uspCheckout.length).toBeGreaterThan(0);
    for (const point of [...layout!.uspHeader, ...layout!.uspCheckout, ...layout!.uspFooter]) expect(point.label.trim()).not.toBe('');
    expect(layout!.headerMenu.link_groups.length).toBeGreaterThan(0);
    expect(layout!.footerMenus.map((m: { uid: string }) => m.uid)).toEqual([
      'footer_menu_discover',
      'footer_menu_brandstores',
      'footer_menu_service',
      'footer_menu_menu',
    ]);
    for (const menu of layout!.footerMenus) {
      expect(menu.title).not.toBe('');
      expect(menu.link_group.length).toBeGreaterThan(0);
      for (const item of menu.link_group) expect(item.link.href).toMatch(/^(\/|https?:\/\/)/);
    }
    expect(layout!.footerIcons.link_group.length).toBeGreaterThan(0);
    expect(layout!.socials.length).toBeGreaterThan(0);
    for (const social of layout!.socials) expect(social.url).toMatch(/^https:\/\//);
  });

  it('N7: the German layout has German labels and the trusted-shop reviews', async () => {
    const [nl, de] = await Promise.all([t.query(LAYOUT, { lang: 'nl' }), t.query(LAYOUT, { lang: 'de' })]);
    expect(de.errors).toBeUndefined();
    const labels = (r: typeof nl) => r.data?.layout.uspHeader.map((p: { label: string }) => p.label);
    expect(labels(de)).not.toEqual(labels(nl));
    expect(de.data?.layout.footerMenus[0]!.title).not.toBe(nl.data?.layout.footerMenus[0]!.title);
    const reviews = de.data?.layout.trustedShop;
    expect(reviews!.rating).toBeGreaterThan(0);
    expect(reviews!.review_count).toBeGreaterThan(0);
    expect(reviews!.url).toMatch(/^https:\/\//);
  });

  it('P6, P7, P8: selling points by sequence ascending, the empty-label one hidden', async () => {
    const point = (id: string, label: string, sequence: number) => ({
      id,
      label,
      description: null,
      link: { link_type: 'Document', type: 'page', url_key: 'klantenservice' },
      icon: 'delivery',
      sequence,
      className: null,
    });
    await setDocument('usp', 'en', {
      header: [point('c', 'Third', 3), point('empty', '', 0), point('a', 'First', 1), point('b', 'Second', 2)],
      checkout: [point('x', 'Only', 5)],
      footer: [],
    });
    const { data } = await t.query(LAYOUT, { lang: 'en' });
    expect(data?.layout.uspHeader.map((p: { id: string }) => p.id)).toEqual(['a', 'b', 'c']);
    expect(data?.layout.uspHeader[0]!.link.href).toBe('/klantenservice/');
    expect(data?.layout.uspCheckout.map((p: { label: string }) => p.label)).toEqual(['Only']);
  });

  it('N7: an unknown language is an input error', async () => {
    const { data, errors } = await t.query(LAYOUT, { lang: 'xx' });
    expect(data).toBeNull();
    expect(errors?.[0]?.message).toBe('Unknown language: xx');
    expect(errors?.[0]?.extensions?.category).toBe('graphql-input');
  });

  it('N7: without lang the query fails validation', async () => {
    const { errors } = await t.query('{ layout { socials { network } } }');
    expect(errors?.[0]?.message).toMatch(/argument "lang" of type "String!" is required/);
  });
});

describe('navigation query', () => {
  it('N1, N2: main navigation items with resolved hrefs and submenus', async () => {
    const { data, errors } = await t.query(NAVIGATION, { lang: 'nl' });
    expect(errors).toBeUndefined();
    const navigation = data?.navigation;
    expect(navigation!.uid).toBe('main_navigation');
    expect(navigation!.items.length).toBeGreaterThan(0);
    for (const item of navigation!.items) {
      expect(item.show_menu).toBe(true);
      expect(item.link.href).toMatch(/^(\/|https?:\/\/)/);
      for (const field of item.fields) expect(field.link.href).toMatch(/^(\/|https?:\/\/)/);
    }
    expect(navigation!.items.some((item: { fields: unknown[] }) => item.fields.length > 0)).toBe(true);
  });

  it('N2: without lang the navigation query fails validation', async () => {
    const { errors } = await t.query('{ navigation { uid } }');
    expect(errors?.[0]?.message).toMatch(/argument "lang" of type "String!" is required/);
  });

  it('N2: an unknown navigation uid gives null', async () => {
    const { data, errors } = await t.query('{ navigation(lang: "nl", uid: "nope") { uid } }');
    expect(errors).toBeUndefined();
    expect(data?.navigation).toBeNull();
  });
});

describe('footer content query', () => {
  const banner = {
    text: 'Zomersale: tot 50% korting',
    link: { link_type: 'Document', type: 'plp', url_key: 'sale' },
    from: '2025-07-01T00:00:00+02:00',
    to: '2025-07-31T23:59:59+02:00',
    promo_banner_color: '#b00020',
  };

  it('N8: footer menus, promo banner and socials', async () => {
    const { data, errors } = await t.query(FOOTER, { lang: 'de' });
    expect(errors).toBeUndefined();
    expect(data?.footerContent.footerMenus).toHaveLength(4);
    expect(data?.footerContent.promoBanner).not.toBeNull();
    expect(data?.footerContent.socials.length).toBeGreaterThan(0);
  });

  it('P5: the promo banner is active only between from and to', async () => {
    await setDocument('promo_banner', 'nl', banner);
    const activeAt = async (iso: string) => {
      clock = new Date(iso);
      const { data } = await t.query(FOOTER, { lang: 'nl' });
      return data?.footerContent.promoBanner;
    };
    expect((await activeAt('2025-06-30T21:00:00Z'))!.active).toBe(false);
    const inside = await activeAt('2025-07-15T12:00:00Z');
    expect(inside).toMatchObject({ active: true, promo_banner_color: '#b00020', link: { href: '/sale/' } });
    expect((await activeAt('2025-08-01T00:00:00Z'))!.active).toBe(false);
  });

  it('P5: a banner without text is never active; without dates it is open-ended', async () => {
    clock = new Date('2025-07-15T12:00:00Z');
    await setDocument('promo_banner', 'nl', { ...banner, text: '  ' });
    expect((await t.query(FOOTER, { lang: 'nl' })).data?.footerContent.promoBanner.active).toBe(false);
    await setDocument('promo_banner', 'nl', { text: 'Altijd', from: null, to: '' });
    expect((await t.query(FOOTER, { lang: 'nl' })).data?.footerContent.promoBanner.active).toBe(true);
  });

  it('N8: lang is required and must be known', async () => {
    expect((await t.query('{ footerContent { socials { url } } }')).errors?.[0]?.message).toMatch(/"lang"/);
    expect((await t.query(FOOTER, { lang: 'fr' })).errors?.[0]?.message).toBe('Unknown language: fr');
  });
});
