import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '@shop/rules';
import type { FullListingState } from './listing-request.ts';
import {
  countRequestUrl,
  filtersSignature,
  hasStagedFilters,
  isStaged,
  isStagedDirty,
  readCountResponse,
  stageRange,
  stagedListingUrl,
  toggleStagedOption,
} from './staged-filters.ts';

const state = (overrides: Partial<FullListingState> = {}): FullListingState => ({
  q: null,
  page: 3,
  sort: 'recommended',
  limit: 36,
  filters: {},
  ...overrides,
});
const bounds = { min: 45, max: 270 };

describe('staging options (C20)', () => {
  it('C20: choosing an option stages it; choosing it again unstages it', () => {
    const once = toggleStagedOption({}, 'color', 'navy');
    expect(once).toEqual({ color: ['navy'] });
    expect(isStaged(once, 'color', 'navy')).toBe(true);
    const twice = toggleStagedOption(toggleStagedOption(once, 'color', 'dark blue'), 'color', 'navy');
    expect(twice).toEqual({ color: ['dark blue'] });
    expect(toggleStagedOption(twice, 'color', 'dark blue')).toEqual({});
  });

  it('C20: the staged set is dirty only while it differs from the address, in any order', () => {
    const applied = { color: ['navy', 'red'] };
    expect(isStagedDirty({ color: ['red', 'navy'] }, applied)).toBe(false);
    expect(isStagedDirty({ color: ['red'] }, applied)).toBe(true);
    expect(isStagedDirty({ color: ['red', 'navy'], size: [] }, applied)).toBe(false);
    expect(filtersSignature({ b: ['1'], a: ['2'] })).toBe(filtersSignature({ a: ['2'], b: ['1'] }));
  });

  it('C20: "clear all" has something to clear only when a filter is staged', () => {
    expect(hasStagedFilters({})).toBe(false);
    expect(hasStagedFilters({ color: [] })).toBe(false);
    expect(hasStagedFilters({ color: ['navy'] })).toBe(true);
  });
});

describe('staging a range (C3)', () => {
  it('C3: a range inside the bounds is staged as min~max', () => {
    expect(stageRange({}, 'price', { min: 50, max: 120 }, bounds)).toEqual({ price: ['50', '120'] });
  });

  it('C3: a range at the bounds leaves the filter out', () => {
    expect(stageRange({ price: ['50', '120'] }, 'price', { min: 45, max: 270 }, bounds)).toEqual({});
    expect(stageRange({ price: ['50', '120'] }, 'price', null, bounds)).toEqual({});
  });

  it('C3: values beyond the bounds are pulled in, and a reversed range is put in order', () => {
    expect(stageRange({}, 'price', { min: 10, max: 999 }, bounds)).toEqual({});
    expect(stageRange({}, 'price', { min: 200, max: 60 }, bounds)).toEqual({ price: ['60', '200'] });
    expect(stageRange({ color: ['navy'] }, 'price', { min: 0, max: 100 }, bounds)).toEqual({ color: ['navy'], price: ['45', '100'] });
  });
});

describe('applying (C1–C6, C20)', () => {
  it('C2, C4, C20: apply leads to the ~-joined, percent-encoded address with filter=1, back on page 1', () => {
    const url = stagedListingUrl('/kleding/overhemden/', state(), { color: ['dark blue', 'red'] });
    expect(url).toBe('/kleding/overhemden/?color=dark%20blue~red&filter=1');
  });

  it('C4, C6: keeps the search (without the marker) and a chosen sort and page size', () => {
    const url = stagedListingUrl('/zoeken/', state({ q: 'shirt', sort: 'priceasc', limit: 48 }), { color: ['navy'] });
    expect(url).toBe('/zoeken/?q=shirt&color=navy&sort=priceasc&limit=48');
  });

  it('C20: clear all and apply gives the bare listing address', () => {
    expect(stagedListingUrl('/kleding/', state({ filters: { color: ['navy'] } }), {})).toBe('/kleding/');
  });
});

describe('live count (C15, C16, C21)', () => {
  it('C16: asks the count route for the staged choices plus the page scope, in the listing encoding', () => {
    const url = countRequestUrl([{ key: 'category', values: ['kleding/overhemden'] }], null, { color: ['dark blue', 'red'] });
    expect(url).toBe('/listing/count/?color=dark%20blue~red&category=kleding%2Foverhemden&filter=1');
    const back = parseListingSearch(url.slice(url.indexOf('?')));
    expect(back.filters).toEqual({ color: ['dark blue', 'red'], category: ['kleding/overhemden'] });
  });

  it('C16: the scope wins over a staged value of the same key, and a search travels as q', () => {
    const url = countRequestUrl([{ key: 'brand', values: ['van-arkel'] }], 'blue shirt', { brand: ['other'] });
    expect(url).toBe('/listing/count/?q=blue%20shirt&brand=van-arkel');
  });

  it('C21: an answer without a whole, non-negative totalCount is ignored', () => {
    expect(readCountResponse({ totalCount: 12 })).toBe(12);
    expect(readCountResponse({ totalCount: 0 })).toBe(0);
    for (const body of [null, 'x', {}, { totalCount: '12' }, { totalCount: -1 }, { totalCount: 1.5 }, { error: 'x' }]) {
      expect(readCountResponse(body)).toBeNull();
    }
  });
});
