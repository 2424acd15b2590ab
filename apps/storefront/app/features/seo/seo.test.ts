import { describe, expect, it } from 'vitest';
import { alternateLinks, pagePath, storeHrefLang } from './alternates.ts';
import { breadcrumbJsonLd, webSiteJsonLd } from './json-ld.ts';
import { seoMeta, withSeoMeta } from './seo-meta.ts';

const STORES = [
  { code: 'nl', language: 'nl', baseUrl: 'https://vanarkel.nl/' },
  { code: 'en', language: 'en', baseUrl: 'https://vanarkel.com/' },
  { code: 'gb', language: 'en', baseUrl: 'https://vanarkel.co.uk/' },
  { code: 'be', language: 'nl', baseUrl: 'https://vanarkel.be/' },
  { code: 'de', language: 'de', baseUrl: 'https://vanarkel.de/' },
  { code: 'ch', language: 'de', baseUrl: 'https://vanarkel.ch/' },
];

describe('hreflang alternates (SEO)', () => {
  it('SEO: a language store is its language, a country store the language in that country', () => {
    expect(STORES.map(storeHrefLang)).toEqual(['nl', 'en', 'en-GB', 'nl-BE', 'de', 'de-CH']);
  });

  it('SEO: every store links the same page on its own host, x-default is the default store', () => {
    const links = alternateLinks({ origin: 'https://vanarkel.nl', path: '/kleding/?page=2', stores: STORES, currentCode: 'nl' });
    expect(links).toContainEqual({ hrefLang: 'nl', href: 'https://vanarkel.nl/kleding/?page=2' });
    expect(links).toContainEqual({ hrefLang: 'de-CH', href: 'https://vanarkel.ch/kleding/?page=2' });
    expect(links.at(-1)).toEqual({ hrefLang: 'x-default', href: 'https://vanarkel.nl/kleding/?page=2' });
    expect(links).toHaveLength(STORES.length + 1);
  });

  it('SEO: stores sharing the host the shop was reached on each link their own version of the page (decision 046)', () => {
    const shared = STORES.map((store) => ({ ...store, baseUrl: 'http://localhost:3000/' }));
    const links = alternateLinks({ origin: 'http://127.0.0.1:3215', path: '/over-ons/?store=de', stores: shared, currentCode: 'de' });
    expect(links).toContainEqual({ hrefLang: 'nl', href: 'http://127.0.0.1:3215/over-ons/' });
    expect(links).toContainEqual({ hrefLang: 'de', href: 'http://127.0.0.1:3215/over-ons/?store=de' });
    expect(links).toContainEqual({ hrefLang: 'de-CH', href: 'http://127.0.0.1:3215/over-ons/?store=ch' });
    expect(links.at(-1)).toEqual({ hrefLang: 'x-default', href: 'http://127.0.0.1:3215/over-ons/' });
    // Every language version has an address of its own; x-default repeats the default store's.
    expect(new Set(links.map((link) => link.href)).size).toBe(shared.length);
    expect(alternateLinks({ origin: 'https://a.nl', path: '/', stores: STORES.slice(0, 1), currentCode: 'nl' })).toEqual([]);
  });

  it('SEO: a hostile or broken path or base address never leaves the shop', () => {
    expect(pagePath('//evil.example/x')).toBe('/');
    expect(pagePath('javascript:alert(1)')).toBe('/');
    expect(pagePath('/a/#frag')).toBe('/a/');
    const broken = [
      { code: 'nl', language: 'nl', baseUrl: 'not a url' },
      { code: 'de', language: 'de', baseUrl: 'javascript:alert(1)' },
    ];
    for (const link of alternateLinks({ origin: 'https://vanarkel.nl', path: '/x/', stores: broken, currentCode: 'nl' })) {
      expect(link.href).toMatch(/^https:\/\/vanarkel\.nl\/x\/(\?store=de)?$/);
    }
  });
});

describe('structured data (SEO)', () => {
  it('SEO: WebSite carries a SearchAction on the search page', () => {
    const site = webSiteJsonLd({ origin: 'https://vanarkel.nl', name: 'Van Arkel', language: 'nl' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://vanarkel.nl/zoeken/?q={search_term_string}' } },
    });
  });

  it('SEO: BreadcrumbList runs from Home to the page with absolute addresses', () => {
    const list = breadcrumbJsonLd({
      origin: 'https://vanarkel.nl',
      homeLabel: 'Home',
      crumbs: [
        { label: 'Kleding', href: '/kleding/' },
        { label: 'Overhemden', href: null },
      ],
      pageUrl: 'https://vanarkel.nl/kleding/overhemden/',
    });
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vanarkel.nl/' },
      { '@type': 'ListItem', position: 2, name: 'Kleding', item: 'https://vanarkel.nl/kleding/' },
      { '@type': 'ListItem', position: 3, name: 'Overhemden', item: 'https://vanarkel.nl/kleding/overhemden/' },
    ]);
  });
});

describe('page head entries (SEO)', () => {
  const root = {
    id: 'root',
    data: {
      origin: 'https://vanarkel.nl',
      storeCode: 'nl',
      language: 'nl',
      websiteName: 'Van Arkel',
      stores: STORES,
    },
  };

  it('SEO: the home page has canonical, alternates, Organization and WebSite', () => {
    const tags = seoMeta({ matches: [root], location: { pathname: '/' } }, { writeCanonical: true, home: true });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://vanarkel.nl/' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://vanarkel.nl/' });
    const types = tags.flatMap((tag) => ('script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : []));
    expect(types).toEqual(['Organization', 'WebSite']);
  });

  it('SEO: a noindex page gets no canonical, alternates or structured data', () => {
    expect(seoMeta({ matches: [root], location: { pathname: '/x/' } }, { writeCanonical: true, noindex: true })).toEqual([]);
  });

  it('SEO: on a host the stores share, the canonical of each store is its own address and the alternates differ', () => {
    const shared = STORES.map((store) => ({ ...store, baseUrl: 'http://localhost:3000/' }));
    const inStore = (storeCode: string) => ({
      ...root,
      data: { ...root.data, origin: 'http://shop.test:3300', storeCode, stores: shared },
    });
    const canonicalOf = (storeCode: string) =>
      withSeoMeta(
        { matches: [inStore(storeCode)], location: { pathname: '/kleding/' } },
        [
          { tagName: 'link', rel: 'canonical', href: 'http://shop.test:3300/kleding/' },
          { property: 'og:url', content: 'x' },
        ],
        { canonical: 'http://shop.test:3300/kleding/', writeCanonical: false },
      );
    const de = canonicalOf('de');
    expect(de).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://shop.test:3300/kleding/?store=de' });
    expect(de).toContainEqual({ property: 'og:url', content: 'http://shop.test:3300/kleding/?store=de' });
    expect(canonicalOf('nl')).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://shop.test:3300/kleding/' });
    const alternates = de.filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de',
      href: 'http://shop.test:3300/kleding/?store=de',
    });
    expect(alternates).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'nl', href: 'http://shop.test:3300/kleding/' });
  });

  it('SEO: the alternates follow the canonical address, not the filters in the address bar', () => {
    const tags = seoMeta(
      { matches: [root], location: { pathname: '/kleding/' } },
      { canonical: 'https://vanarkel.nl/kleding/?page=2', writeCanonical: false, breadcrumbs: [{ label: 'Kleding', href: null }] },
    );
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
    expect(tags).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'de', href: 'https://vanarkel.de/kleding/?page=2' });
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toHaveLength(1);
  });
});
