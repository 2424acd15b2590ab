import type { QuickSearchQuery } from '../../graphql/graphql.ts';
import { tileFixture } from '../catalog/product-tile.fixture.ts';

type SearchResult = QuickSearchQuery['search'];

/** A quick-search answer as the API sends it, for tests of the overlay's view model. */
export function quickSearchFixture(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    productData: {
      totalCount: 7,
      products: ['A', 'B', 'C', 'D'].map((letter) => tileFixture({ sku: `SH-${letter}`, urlKey: `shirt-${letter.toLowerCase()}` })),
      filters: [
        {
          key: 'category',
          options: [
            { label: 'Overhemden', count: 6, urlPath: 'kleding/overhemden', position: 2 },
            { label: 'Kleding', count: 7, urlPath: 'kleding', position: 1 },
            { label: 'Sale', count: 2, urlPath: 'sale', position: 1 },
            { label: 'Zonder pad', count: 9, urlPath: null, position: 0 },
          ],
        },
        {
          key: 'brand',
          options: [
            { label: 'Van Dijck', count: 5, urlPath: 'merken/van-dijck', position: 10 },
            { label: 'Oxford & Co', count: 2, urlPath: 'merken/oxford-co', position: 30 },
          ],
        },
        { key: 'color', options: [{ label: 'Blauw', count: 3, urlPath: null, position: 1 }] },
      ],
    },
    urlData: { search: 'shirt', urls: [{ label: 'Maatadvies', url: '/Maatadvies' }] },
    suggestData: {
      suggestions: [
        { label: 'shirts', count: 7, url: null, search: 'shirts' },
        { label: 'Overhemden', count: 6, url: '/kleding/overhemden/', search: 'overhemden' },
      ],
    },
    ...overrides,
  };
}
