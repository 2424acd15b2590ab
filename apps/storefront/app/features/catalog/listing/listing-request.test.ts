import { describe, expect, it } from 'vitest';
import { carriedQuery, isFilteredListing, listingApiFilters, readListingRequest } from './listing-request.ts';

const base = '/kleding/overhemden/';
const url = (search: string) => new URL(`http://shop.test${base}${search}`);

describe('readListingRequest', () => {
  it('reads page, sort, limit and ~-joined filters from the address (C1, C2, C7–C9)', () => {
    const { state, redirectTo } = readListingRequest(url('?color=dark%20blue~red&filter=1&sort=priceasc&limit=48&page=2'), base);
    expect(redirectTo).toBeNull();
    expect(state).toMatchObject({ page: 2, sort: 'priceasc', limit: 48, filters: { color: ['dark blue', 'red'] } });
  });

  it('reads ~ written as %7E, as the router re-encodes the query (C2)', () => {
    const { state } = readListingRequest(url('?color=dark+blue%7Ered&filter=1'), base);
    expect(state.filters).toEqual({ color: ['dark blue', 'red'] });
  });

  it('falls back to the defaults for unknown values (C7–C9)', () => {
    const { state } = readListingRequest(url('?sort=foo&limit=50&page=abc'), base);
    expect(state).toMatchObject({ page: 1, sort: 'recommended', limit: 36 });
  });

  it.each([
    {
      what: 'a sort form submission becomes the canonical address, back on page 1 (C6)',
      search: '?listing=color%3Dnavy%26filter%3D1&sort=pricedesc&limit=36',
      to: '/kleding/overhemden/?color=navy&filter=1&sort=pricedesc',
    },
    {
      what: 'a range form submission becomes a min~max filter (C3)',
      search: '?listing=&range=price&min=20&max=80&bmin=10&bmax=300',
      to: '/kleding/overhemden/?price=20~80&filter=1',
    },
    {
      what: 'the range is left out when the chosen range equals the bounds (C3)',
      search: '?listing=price%3D20~80%26filter%3D1&range=price&min=10&max=300&bmin=10&bmax=300',
      to: '/kleding/overhemden/',
    },
    {
      what: 'an empty minimum is the lower bound',
      search: '?listing=sort%3Dpriceasc&range=price&min=&max=99&bmin=10&bmax=300',
      to: '/kleding/overhemden/?price=10~99&filter=1&sort=priceasc',
    },
  ])('$what', ({ search, to }) => {
    expect(readListingRequest(url(search), base).redirectTo).toBe(to);
  });
});

describe('listing helpers', () => {
  it('sends every chosen filter to the API', () => {
    expect(listingApiFilters({ q: null, page: 1, sort: 'recommended', limit: 36, filters: { color: ['navy'], size: [] } })).toEqual([
      { key: 'color', values: ['navy'] },
    ]);
    // A value that cannot be a filter (a NUL byte) never reaches the API.
    expect(
      listingApiFilters({ q: null, page: 1, sort: 'recommended', limit: 36, filters: { color: ['a\u0000b', 'navy'], size: ['\u0001'] } }),
    ).toEqual([{ key: 'color', values: ['navy'] }]);
  });

  it('carries the query without the parts a form sets itself', () => {
    const state = { q: null, page: 3, sort: 'priceasc' as const, limit: 48, filters: { color: ['navy'], price: ['10', '50'] } };
    expect(carriedQuery(state, { sort: true, limit: true })).toBe('color=navy&price=10~50&filter=1');
    expect(carriedQuery(state, { filterKey: 'price' })).toBe('color=navy&filter=1&sort=priceasc&limit=48');
  });

  it('knows when a listing is narrowed by filters or search', () => {
    expect(isFilteredListing({ q: null, page: 1, sort: 'recommended', limit: 36, filters: {} })).toBe(false);
    expect(isFilteredListing({ q: 'wol', page: 1, sort: 'recommended', limit: 36, filters: {} })).toBe(true);
  });
});
