import { describe, expect, it } from 'vitest';
import {
  buildListingUrl,
  decodeFilterValues,
  encodeFilterValues,
  isRangeApplied,
  parentPath,
  parseItemsPerPage,
  parseListingSearch,
  parsePage,
  parseRange,
  parseSort,
} from './catalog.ts';

describe('parseItemsPerPage', () => {
  it('C7: accepts 24, 36, 48, 60 and 72', () => {
    for (const limit of [24, 36, 48, 60, 72]) {
      expect(parseItemsPerPage(limit)).toBe(limit);
      expect(parseItemsPerPage(String(limit))).toBe(limit);
    }
  });

  it('C7: falls back to 36 for anything else', () => {
    for (const value of ['50', 50, '', 'abc', null, undefined, '48.0', -24, '1e2', {}]) {
      expect(parseItemsPerPage(value)).toBe(36);
    }
  });

  it('C7: takes the first of repeated values', () => {
    expect(parseItemsPerPage(['48', '72'])).toBe(48);
  });
});

describe('parseSort', () => {
  it('C8: accepts the known keys', () => {
    expect(parseSort('recommended')).toBe('recommended');
    expect(parseSort('priceasc')).toBe('priceasc');
    expect(parseSort('pricedesc')).toBe('pricedesc');
  });

  it('C8: an unknown key means recommended', () => {
    expect(parseSort('foo')).toBe('recommended');
    expect(parseSort('PRICEASC')).toBe('recommended');
    expect(parseSort(undefined)).toBe('recommended');
    expect(parseSort(3)).toBe('recommended');
  });
});

describe('parsePage', () => {
  it('C9: reads the page as an integer', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage(7)).toBe(7);
    expect(parsePage(' 3 ')).toBe(3);
  });

  it('C9: defaults to 1', () => {
    for (const value of ['abc', '', '0', '-2', 0, 2.5, '2.5', null, undefined, '99999999999999999999']) {
      expect(parsePage(value)).toBe(1);
    }
  });
});

describe('filter values', () => {
  it("C2: joins values with ~, each percent-encoded ('dark blue', 'red' → 'dark%20blue~red')", () => {
    expect(encodeFilterValues(['dark blue', 'red'])).toBe('dark%20blue~red');
  });

  it('C2: decodes what it encodes, including ~, & and % inside values', () => {
    const values = ['dark blue', 'a~b', 'x&y=z', '100%', 'é'];
    expect(decodeFilterValues(encodeFilterValues(values))).toEqual(values);
  });

  it('C2: decodes text already decoded by URLSearchParams', () => {
    const decoded = new URLSearchParams('colour=dark%20blue~red').get('colour') ?? '';
    expect(decodeFilterValues(decoded)).toEqual(['dark blue', 'red']);
    expect(decodeFilterValues('')).toEqual([]);
  });

  it('C3: two numeric values are a range with min and max', () => {
    expect(parseRange(['20', '80'])).toEqual({ min: 20, max: 80 });
    expect(parseRange('20~80')).toEqual({ min: 20, max: 80 });
    expect(parseRange(['80', '20.5'])).toEqual({ min: 20.5, max: 80 });
  });

  it('C3: anything else is not a range', () => {
    expect(parseRange(['20'])).toBeNull();
    expect(parseRange(['20', '80', '90'])).toBeNull();
    expect(parseRange(['20', 'red'])).toBeNull();
    expect(parseRange(['', '80'])).toBeNull();
  });

  it('C3: a range applies only when min or max differs from the bounds', () => {
    const bounds = { min: 0, max: 500 };
    expect(isRangeApplied({ min: 0, max: 500 }, bounds)).toBe(false);
    expect(isRangeApplied({ min: 20, max: 500 }, bounds)).toBe(true);
    expect(isRangeApplied({ min: 0, max: 80 }, bounds)).toBe(true);
  });
});

describe('buildListingUrl', () => {
  it('C1, C4: puts one parameter per filter key and adds filter=1 without a search', () => {
    expect(buildListingUrl('/men/shirts/', { filters: { colour: ['dark blue', 'red'] } })).toBe(
      '/men/shirts/?colour=dark%20blue~red&filter=1',
    );
  });

  it('C4: no filter=1 marker with a search', () => {
    expect(buildListingUrl('/zoeken/', { q: 'blue shirt', filters: { colour: ['red'] } })).toBe('/zoeken/?q=blue%20shirt&colour=red');
  });

  it('C4: no marker when every filter is empty', () => {
    expect(buildListingUrl('/men/', { filters: { colour: [], size: [''] } })).toBe('/men/');
  });

  it('C6: leaves out sort and limit when they are the defaults, and page 1', () => {
    expect(buildListingUrl('/men/', { sort: 'recommended', limit: 36, page: 1 })).toBe('/men/');
    expect(buildListingUrl('/men/', { sort: 'priceasc', limit: 48, page: 2 })).toBe('/men/?sort=priceasc&limit=48&page=2');
  });

  it('C3: writes a range as two values', () => {
    expect(buildListingUrl('/men/', { filters: { price: ['20', '80'] }, page: 3 })).toBe('/men/?price=20~80&filter=1&page=3');
  });

  it('C5: rebuilds from the base path and drops the last segment when a category filter is removed', () => {
    expect(buildListingUrl('/men/shirts/', {}, { dropLastSegment: true })).toBe('/men/');
    expect(parentPath('/men/')).toBe('/');
    expect(parentPath('/men/shirts')).toBe('/men/');
  });

  it('refuses a filter key that clashes with a listing parameter', () => {
    expect(() => buildListingUrl('/men/', { filters: { sort: ['x'] } })).toThrow(RangeError);
  });
});

describe('parseListingSearch', () => {
  it('C1–C9: reads the raw query string back into the listing state', () => {
    const url = buildListingUrl('/men/', {
      q: 'a+b shirt',
      filters: { colour: ['dark blue', 'a~b'], price: ['20', '80'] },
      sort: 'pricedesc',
      limit: 72,
      page: 4,
    });
    expect(parseListingSearch(url.slice(url.indexOf('?')))).toEqual({
      q: 'a+b shirt',
      filters: { colour: ['dark blue', 'a~b'], price: ['20', '80'] },
      sort: 'pricedesc',
      limit: 72,
      page: 4,
    });
  });

  it('a store choice (?store=de, decision 046) is no filter: the listing stays unfiltered and indexable', () => {
    expect(parseListingSearch('?store=de&page=2')).toEqual({ q: null, filters: {}, sort: 'recommended', limit: 36, page: 2 });
  });

  it('C7–C9: applies the defaults to unknown values and ignores the marker', () => {
    expect(parseListingSearch('?q=&page=abc&sort=foo&limit=50&filter=1&colour=')).toEqual({
      q: null,
      filters: {},
      sort: 'recommended',
      limit: 36,
      page: 1,
    });
  });

  it('reads + as a space, as HTML search forms send it', () => {
    expect(parseListingSearch('q=blue+shirt').q).toBe('blue shirt');
  });
});
