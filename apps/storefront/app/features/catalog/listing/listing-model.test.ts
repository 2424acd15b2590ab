import { describe, expect, it } from 'vitest';
import type { ListingResultFragment } from '../../../graphql/graphql.ts';
import type { FullListingState } from './listing-request.ts';
import { toListingView } from './listing-model.ts';
import { tileFixture } from '../product-tile.fixture.ts';

const base = '/kleding/overhemden/';

function state(overrides: Partial<FullListingState> = {}): FullListingState {
  return { q: null, page: 1, sort: 'recommended', limit: 36, filters: {}, ...overrides };
}

function option(key: string, label: string, extra: Partial<ListingResultFragment['filters'][number]['options'][number]> = {}) {
  return { key, label, swatch: null, count: 3, selected: false, position: 1, urlPath: null, ...extra };
}

function result(overrides: Partial<ListingResultFragment> = {}): ListingResultFragment {
  const filter = {
    attribute: '',
    isVisible: true,
    isOpen: false,
    hasUrl: false,
    min: null,
    max: null,
    minSelected: null,
    maxSelected: null,
  };
  return {
    totalCount: 100,
    page: 1,
    itemsPerPage: 36,
    search: null,
    sort: 'recommended',
    products: [tileFixture()],
    filters: [
      {
        ...filter,
        key: 'sustainable',
        type: 'default',
        label: 'Duurzaam',
        position: 8,
        options: [option('true', 'true'), option('false', 'false', { position: 2 })],
      },
      {
        ...filter,
        key: 'color',
        type: 'swatch',
        label: 'Kleur',
        position: 1,
        isOpen: true,
        options: [option('red', 'Rood', { position: 2 }), option('navy', 'Navy')],
      },
      { ...filter, key: 'hidden', type: 'default', label: 'Verborgen', position: 2, isVisible: false, options: [option('x', 'X')] },
      {
        ...filter,
        key: 'category',
        type: 'default',
        label: 'Categorie',
        position: 0,
        hasUrl: true,
        options: [option('kleding/overhemden/casual', 'Casual', { urlPath: 'kleding/overhemden/casual' })],
      },
      {
        ...filter,
        key: 'price',
        type: 'range',
        label: 'Prijs',
        position: 3,
        options: [],
        min: 10,
        max: 300,
        minSelected: 10,
        maxSelected: 300,
      },
    ],
    ...overrides,
  };
}

describe('toListingView', () => {
  it('orders filters by position and hides invisible ones (C18)', () => {
    const view = toListingView(result(), base, state());
    expect(view.filters.map((filter) => filter.key)).toEqual(['category', 'color', 'price', 'sustainable']);
  });

  it('makes every option a plain link that toggles its value (C1, C2, C4, C18)', () => {
    const view = toListingView(result(), base, state({ filters: { color: ['navy'] }, page: 3 }));
    const colour = view.filters.find((filter) => filter.key === 'color');
    if (colour?.kind !== 'options') throw new Error('colour filter missing');
    expect(colour.options.map((o) => [o.value, o.selected, o.href])).toEqual([
      ['navy', true, '/kleding/overhemden/'],
      ['red', false, '/kleding/overhemden/?color=navy~red&filter=1'],
    ]);
  });

  it('links path options to their own address and keeps the other filters', () => {
    const view = toListingView(result(), base, state({ filters: { color: ['navy'] } }));
    const category = view.filters.find((filter) => filter.key === 'category');
    if (category?.kind !== 'options') throw new Error('category filter missing');
    expect(category.options[0]?.href).toBe('/kleding/overhemden/casual/?color=navy&filter=1');
  });

  it('lets path options filter in place when asked (brand pages)', () => {
    const view = toListingView(result(), '/merken/van-arkel/', state(), { followOptionPaths: false });
    const category = view.filters.find((filter) => filter.key === 'category');
    if (category?.kind !== 'options') throw new Error('category filter missing');
    expect(category.hasUrl).toBe(false);
    expect(category.options[0]?.href).toBe('/merken/van-arkel/?category=kleding%2Foverhemden%2Fcasual&filter=1');
  });

  it('shows boolean labels as yes and no (C19)', () => {
    const view = toListingView(result(), base, state());
    const sustainable = view.filters.find((filter) => filter.key === 'sustainable');
    if (sustainable?.kind !== 'options') throw new Error('boolean filter missing');
    expect(sustainable.options.map((o) => o.labelId)).toEqual(['catalog.filters.yes', 'catalog.filters.no']);
  });

  it('gives a range filter its bounds and the chosen range (C3)', () => {
    const view = toListingView(result(), base, state({ filters: { price: ['20', '80'] } }));
    const price = view.filters.find((filter) => filter.key === 'price');
    expect(price).toMatchObject({ kind: 'range', min: 10, max: 300, minSelected: 20, maxSelected: 80, isOpen: true, carried: '' });
    expect(view.chips).toEqual([
      { key: 'price', label: 'Prijs', labelId: null, range: { min: 20, max: 80 }, href: '/kleding/overhemden/' },
    ]);
  });

  it('adds a removable chip per chosen value and a clear-all link', () => {
    const view = toListingView(result(), base, state({ filters: { color: ['navy', 'red'] }, sort: 'priceasc' }));
    expect(view.chips.map((chip) => [chip.label, chip.href])).toEqual([
      ['Navy', '/kleding/overhemden/?color=red&filter=1&sort=priceasc'],
      ['Rood', '/kleding/overhemden/?color=navy&filter=1&sort=priceasc'],
    ]);
    expect(view.clearAllHref).toBe('/kleding/overhemden/?sort=priceasc');
  });

  it('drops the last path segment for the category chip (C5)', () => {
    const view = toListingView(result(), base, state({ filters: { color: ['navy'] } }), { categoryChip: { label: 'Overhemden' } });
    expect(view.chips[0]).toMatchObject({ label: 'Overhemden', href: '/kleding/?color=navy&filter=1' });
  });

  it('builds previous, next and numbered page links (C28)', () => {
    const view = toListingView(result(), base, state({ page: 2, sort: 'pricedesc' }));
    expect(view.totalPages).toBe(3);
    expect(view.pagination.previous).toBe('/kleding/overhemden/?sort=pricedesc');
    expect(view.pagination.next).toBe('/kleding/overhemden/?sort=pricedesc&page=3');
    expect(view.pagination.items.map((item) => ('page' in item ? item.href : '…'))).toEqual([
      '/kleding/overhemden/?sort=pricedesc',
      '/kleding/overhemden/?sort=pricedesc&page=2',
      '/kleding/overhemden/?sort=pricedesc&page=3',
    ]);
    expect(view.pastLastPage).toBe(false);
  });

  it('marks a page past the last as empty (C28)', () => {
    const view = toListingView(result({ totalCount: 10, products: [] }), base, state({ page: 5 }));
    expect(view.pastLastPage).toBe(true);
    expect(view.pagination.next).toBeNull();
    expect(view.pagination.previous).toBe('/kleding/overhemden/');
  });
});
