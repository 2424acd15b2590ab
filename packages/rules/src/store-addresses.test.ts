import { describe, expect, it } from 'vitest';
import { configuredOrigin, parseStoreBaseUrls, storeHomes, storePageUrl, withoutStoreChoice } from './store-addresses.ts';

const CODES = ['nl', 'en', 'gb', 'be', 'de', 'ch', 'dk', 'no', 'se'];

describe('store addresses (decision 046)', () => {
  it('a store on its own host is at that host; the demo address is no configuration', () => {
    expect(configuredOrigin('https://vanarkel.de/')).toBe('https://vanarkel.de');
    expect(configuredOrigin('http://localhost:3000/')).toBeNull();
    expect(configuredOrigin('http://127.0.0.1:3199')).toBeNull();
    expect(configuredOrigin('javascript:alert(1)')).toBeNull();
    expect(configuredOrigin('https://user:pw@vanarkel.de/')).toBeNull();
    expect(configuredOrigin('')).toBeNull();
  });

  it('stores sharing the address the request reached are nine distinct homes, the default store plain', () => {
    const homes = storeHomes(
      CODES.map((code) => ({ code, baseUrl: 'http://localhost:3000/' })),
      'http://shop.test:3300',
    );
    expect(homes.get('nl')).toBe('http://shop.test:3300/');
    expect(homes.get('de')).toBe('http://shop.test:3300/?store=de');
    expect(new Set(homes.values()).size).toBe(CODES.length);
  });

  it('stores with their own hosts need no store choice; a store sharing a configured host gets one', () => {
    const homes = storeHomes(
      [
        { code: 'nl', baseUrl: 'https://vanarkel.nl/' },
        { code: 'de', baseUrl: 'https://vanarkel.de/' },
        { code: 'ch', baseUrl: 'https://vanarkel.de/' },
        { code: 'en', baseUrl: 'http://localhost:3000/' },
      ],
      'http://127.0.0.1:3199',
    );
    expect([...homes.values()]).toEqual([
      'https://vanarkel.nl/',
      'https://vanarkel.de/',
      'https://vanarkel.de/?store=ch',
      'http://127.0.0.1:3199/',
    ]);
  });

  it('a page on a store keeps its query, takes the store choice of the home and never leaves the site', () => {
    expect(storePageUrl('http://shop.test/?store=de', '/kleding/?page=2')).toBe('http://shop.test/kleding/?page=2&store=de');
    expect(storePageUrl('http://shop.test/?store=de', '/x/?store=nl')).toBe('http://shop.test/x/?store=de');
    expect(storePageUrl('https://vanarkel.nl/', '/x/?store=de')).toBe('https://vanarkel.nl/x/');
    expect(storePageUrl('https://vanarkel.nl/', '//evil.example/x')).toBe('https://vanarkel.nl/');
    expect(storePageUrl('https://vanarkel.nl/', 'https://evil.example/')).toBe('https://vanarkel.nl/');
    expect(withoutStoreChoice('/a/?store=de&page=2')).toBe('/a/?page=2');
  });

  it('STORE_BASE_URLS takes code=origin pairs and refuses anything else', () => {
    expect(parseStoreBaseUrls('nl=https://vanarkel.nl, de=https://vanarkel.de/')).toEqual({
      nl: 'https://vanarkel.nl/',
      de: 'https://vanarkel.de/',
    });
    expect(parseStoreBaseUrls(undefined)).toEqual({});
    expect(() => parseStoreBaseUrls('nl=https://vanarkel.nl/shop/')).toThrow(/nl=https/);
    expect(() => parseStoreBaseUrls('nl=ftp://vanarkel.nl')).toThrow();
    expect(() => parseStoreBaseUrls('https://vanarkel.nl')).toThrow();
    expect(() => parseStoreBaseUrls('nl=https://a.nl,nl=https://b.nl')).toThrow(/twice/);
  });
});
