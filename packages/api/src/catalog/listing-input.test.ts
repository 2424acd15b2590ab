import { describe, expect, it } from 'vitest';
import {
  normalizeFilters,
  normalizeItemsPerPage,
  normalizePage,
  normalizeSearch,
  normalizeSort,
  parsePriceRange,
  readListingInput,
} from './listing-input.ts';
import { normalizeRoutePath } from './route.ts';

describe('listing input', () => {
  it('C7: keeps 24/36/48/60/72 items per page and reads anything else as 36', () => {
    for (const n of [24, 36, 48, 60, 72]) expect(normalizeItemsPerPage(n)).toBe(n);
    for (const n of [0, -1, 50, 1000, null, undefined]) expect(normalizeItemsPerPage(n)).toBe(36);
  });

  it('C9: reads the page as a whole number from 1, else 1', () => {
    expect(normalizePage(2)).toBe(2);
    for (const n of [0, -3, 1.5, Number.NaN, null, undefined]) expect(normalizePage(n)).toBe(1);
  });

  it('C8: knows recommended, priceasc and pricedesc; anything else is recommended', () => {
    expect(normalizeSort('priceasc')).toBe('priceasc');
    expect(normalizeSort('PriceDesc')).toBe('pricedesc');
    expect(normalizeSort('price', 'desc')).toBe('pricedesc');
    expect(normalizeSort('foo')).toBe('recommended');
    expect(normalizeSort(null)).toBe('recommended');
  });

  it('C3: reads a price range from two values or one min~max value', () => {
    expect(parsePriceRange(['20', '80'])).toEqual({ min: 20, max: 80 });
    expect(parsePriceRange(['80~20'])).toEqual({ min: 20, max: 80 });
    expect(parsePriceRange(['19,95-50'])).toEqual({ min: 19.95, max: 50 });
    expect(parsePriceRange(['30'])).toEqual({ min: 30, max: null });
    expect(parsePriceRange(['abc', '10'])).toBeNull();
  });

  it('C2: merges repeated keys, trims and deduplicates values, resolves aliases', () => {
    const filters = normalizeFilters([
      { key: 'Colour', values: [' navy ', 'navy', ''] },
      { key: 'color', values: ['black'] },
      { key: 'category', values: ['/Kleding/Overhemden/'] },
      { key: 'bad key!', values: ['x'] },
    ]);
    expect(filters.get('color')).toEqual(['navy', 'black']);
    expect(filters.get('category')).toEqual(['kleding/overhemden']);
    expect(filters.has('bad key!')).toBe(false);
  });

  it('collapses the search text and drops an empty one', () => {
    expect(normalizeSearch('  blue \n shirt ')).toBe('blue shirt');
    expect(normalizeSearch('   ')).toBeNull();
    expect(normalizeSearch('x'.repeat(500))).toHaveLength(100);
  });

  it('takes the price filter out of the attribute filters', () => {
    const input = readListingInput({ filters: [{ key: 'price', values: ['10', '20'] }], page: 0, itemsPerPage: 50 });
    expect(input.price).toEqual({ min: 10, max: 20 });
    expect(input.filters.has('price')).toBe(false);
    expect(input).toMatchObject({ page: 1, itemsPerPage: 36, sort: 'recommended' });
  });
});

describe('route path', () => {
  it('drops query, hash and slashes at the ends and lower-cases', () => {
    expect(normalizeRoutePath('/Kleding/Overhemden/?page=2#top')).toEqual({ path: 'kleding/overhemden', asked: '/Kleding/Overhemden/' });
    expect(normalizeRoutePath('https://shop.test/foo.html?x=1')).toEqual({ path: 'foo.html', asked: '/foo.html' });
    expect(normalizeRoutePath('')).toEqual({ path: '', asked: '/' });
  });

  it('refuses hostile input instead of failing', () => {
    expect(normalizeRoutePath('/a/../../etc/passwd')).toBeNull();
    expect(normalizeRoutePath('/a%00b')).toBeNull();
    expect(normalizeRoutePath('/a\u0000b')).toBeNull();
    expect(normalizeRoutePath('/%E0%A4%A')).toBeNull();
    expect(normalizeRoutePath(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});
