import { describe, expect, it } from 'vitest';
import { quickSearchFixture } from './quick-search.fixture.ts';
import {
  facetHref,
  isSearchableQuery,
  quickSearchUrl,
  quickSearchVariables,
  searchResultsHref,
  sortBrands,
  sortCategories,
  toQuickSearchView,
  toSuggestionLinks,
} from './quick-search-model.ts';

const option = (label: string, count: number, position: number) => ({ label, count, position });

describe('quick search view model', () => {
  it('S3, S5: only a query longer than 3 characters is searched', () => {
    expect(isSearchableQuery('shi')).toBe(false);
    expect(isSearchableQuery('  shi  ')).toBe(false);
    expect(isSearchableQuery('shir')).toBe(true);
  });

  it('S6: sends the quick-search variables exactly as the spec gives them', () => {
    expect(quickSearchVariables(' blue  shirt ')).toEqual({
      search: 'blue shirt',
      filters: [{ key: 'stock', values: ['in-stock'] }],
      isQuickSearch: true,
      page: 1,
      itemsPerPage: 4,
    });
  });

  it('S2: search addresses encode the term', () => {
    expect(searchResultsHref('blue shirt')).toBe('/zoeken/?q=blue%20shirt');
    expect(searchResultsHref('a&b=c')).toBe('/zoeken/?q=a%26b%3Dc');
    expect(quickSearchUrl('t-shirt & co')).toBe('/zoeken/suggest/?q=t-shirt%20%26%20co');
  });

  it('S11, S12: categories by depth (broadest first), then by count; at most 5', () => {
    const sorted = sortCategories([
      option('c', 1, 2),
      option('a', 3, 1),
      option('b', 9, 1),
      option('d', 50, 3),
      option('e', 2, 2),
      option('f', 1, 4),
    ]);
    expect(sorted.map((entry) => entry.label)).toEqual(['b', 'a', 'e', 'c', 'd']);
  });

  it('S13: brands by position, highest first; at most 5', () => {
    const sorted = sortBrands([1, 7, 3, 9, 5, 8].map((position) => option(`b${position}`, 1, position)));
    expect(sorted.map((entry) => entry.label)).toEqual(['b9', 'b8', 'b7', 'b5', 'b3']);
  });

  it('S11, S13: categories and brands link to /{urlPath}/?q={query}', () => {
    expect(facetHref('kleding/overhemden', 'blue shirt')).toBe('/kleding/overhemden/?q=blue%20shirt');
    expect(facetHref('/merken/van-dijck/', 'shirt')).toBe('/merken/van-dijck/?q=shirt');
  });

  it('S8, S10, S11, S13, S14: shapes the answer for the overlay', () => {
    const view = toQuickSearchView(quickSearchFixture(), ' shirt ');
    expect(view.query).toBe('shirt');
    expect(view.totalCount).toBe(7);
    expect(view.products.map((product) => product.sku)).toEqual(['SH-A', 'SH-B', 'SH-C']);
    expect(view.viewAllHref).toBe('/zoeken/?q=shirt');
    expect(view.categories).toEqual([
      { label: 'Kleding', count: 7, href: '/kleding/?q=shirt' },
      { label: 'Sale', count: 2, href: '/sale/?q=shirt' },
      { label: 'Overhemden', count: 6, href: '/kleding/overhemden/?q=shirt' },
    ]);
    expect(view.brands.map((brand) => brand.href)).toEqual(['/merken/oxford-co/?q=shirt', '/merken/van-dijck/?q=shirt']);
    expect(view.suggestions).toEqual([
      { label: 'shirts', count: 7, href: '/zoeken/?q=shirts' },
      { label: 'Overhemden', count: 6, href: '/kleding/overhemden/' },
    ]);
    expect(view.pages).toEqual([{ label: 'Maatadvies', href: '/maatadvies/', count: null }]);
  });

  it('S10, S14: at most 6 suggestions and 5 pages; a suggestion of the typed text itself is left out', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({ label: `s${i}`, count: i, url: null, search: `s${i}` }));
    const view = toQuickSearchView(
      quickSearchFixture({
        suggestData: { suggestions: many },
        urlData: { search: 'x', urls: Array.from({ length: 8 }, (_, i) => ({ label: `p${i}`, url: `/p${i}/` })) },
      }),
      'shirt',
    );
    expect(view.suggestions).toHaveLength(6);
    expect(view.pages).toHaveLength(5);
    expect(toSuggestionLinks([{ label: 'Shirt', count: 3, url: null, search: 'shirt' }], 'shirt')).toEqual([]);
  });

  it('S9: no products gives an empty list and a zero count', () => {
    const view = toQuickSearchView(quickSearchFixture({ productData: { totalCount: 0, products: [], filters: [] } }), 'qqqqzz');
    expect(view.products).toEqual([]);
    expect(view.totalCount).toBe(0);
    expect(view.categories).toEqual([]);
  });
});
