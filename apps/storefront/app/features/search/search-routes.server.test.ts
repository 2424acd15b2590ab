import { describe, expect, it } from 'vitest';
import { fakeContext, type OperationHandler } from '../../lib/api-context.fixture.ts';
import type { ListingResultFragment } from '../../graphql/graphql.ts';
import { ApiError } from '../../lib/api.server.ts';
import { tileFixture } from '../catalog/product-tile.fixture.ts';
import { quickSearchResponse } from './quick-search.server.ts';
import { quickSearchFixture } from './quick-search.fixture.ts';
import { loadSearchPage, type SearchPageData } from './search-page.server.ts';

/** A production context in `language`. */
const searchContext = (handlers: Record<string, OperationHandler>, language: 'nl' | 'en' | 'de' = 'nl') =>
  fakeContext(handlers, { language, isProduction: true });

function listing(overrides: Partial<ListingResultFragment> = {}): ListingResultFragment {
  return {
    totalCount: 2,
    page: 1,
    itemsPerPage: 36,
    search: 'shirt',
    sort: 'recommended',
    products: [tileFixture({ sku: 'A' }), tileFixture({ sku: 'B' })],
    filters: [],
    ...overrides,
  };
}

const suggest = (q: string) => new Request(`http://shop.test/zoeken/suggest/?q=${encodeURIComponent(q)}`);

/** What the loader returned: `data()` wraps the page data with its status. */
function unwrap(result: unknown): { data: SearchPageData; status: number } {
  const wrapped = result as { data: SearchPageData; init: ResponseInit | null };
  return { data: wrapped.data, status: wrapped.init?.status ?? 200 };
}

describe('/zoeken/suggest/ (the overlay data)', () => {
  it('S6: asks the API with the quick-search variables and answers JSON a cache may keep', async () => {
    const { context, calls } = searchContext({ QuickSearch: () => ({ search: quickSearchFixture() }) });
    const response = await quickSearchResponse(suggest('  shirt '), context);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('vary')).toBe('Cookie');
    expect(calls).toEqual([
      {
        operation: 'QuickSearch',
        variables: { search: 'shirt', filters: [{ key: 'stock', values: ['in-stock'] }], isQuickSearch: true, page: 1, itemsPerPage: 4 },
      },
    ]);
    const body = (await response.json()) as { products: unknown[]; totalCount: number; viewAllHref: string };
    expect(body.products).toHaveLength(3);
    expect(body.totalCount).toBe(7);
    expect(body.viewAllHref).toBe('/zoeken/?q=shirt');
  });

  it('S5: a query of 3 characters or fewer, or none, is refused with a message and never reaches the API', async () => {
    const { context, calls } = searchContext({});
    for (const q of ['shi', '', '   ']) {
      const response = await quickSearchResponse(suggest(q), context);
      expect(response.status).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ error: 'query-too-short', message: 'Typ meer dan 3 tekens om te zoeken.' });
    }
    const bare = await quickSearchResponse(new Request('http://shop.test/zoeken/suggest/'), context);
    expect(bare.status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('an oversized query gets a clear message in the store language', async () => {
    const { context, calls } = searchContext({}, 'en');
    const response = await quickSearchResponse(suggest('x'.repeat(5000)), context);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'query-too-long', message: 'A search term can be at most 100 characters long.' });
    expect(calls).toEqual([]);
  });

  it('an API failure is a 503 with a message, logged, without details', async () => {
    const { context, warnings } = searchContext({
      QuickSearch: () => {
        throw new ApiError([{ message: 'relation "products" does not exist' }]);
      },
    });
    const response = await quickSearchResponse(suggest('shirt'), context);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).not.toMatch(/relation|products/);
    expect(JSON.parse(text)).toMatchObject({ error: 'unavailable' });
    expect(warnings).toEqual(['quick search failed']);
  });
});

describe('/zoeken/ (the results page)', () => {
  it('S18: without q it is a search prompt with status 200, never a 404, and asks the API nothing', async () => {
    const { context, calls } = searchContext({});
    const { data, status } = unwrap(await loadSearchPage(context, new URL('http://shop.test/zoeken/')));
    expect(status).toBe(200);
    expect(data.query).toBeNull();
    expect(data.listing).toBeNull();
    expect(data.meta.title).toBe('Zoeken');
    expect(calls).toEqual([]);
  });

  it('S17: lists the results for q with the listing rules: filters, sort, limit and page', async () => {
    const { context, calls } = searchContext({ SearchPage: () => ({ productList: listing({ totalCount: 80, itemsPerPage: 24 }) }) });
    const url = new URL('http://shop.test/zoeken/?q=blue%20shirt&color=navy~wit&sort=priceasc&limit=24&page=2');
    const { data, status } = unwrap(await loadSearchPage(context, url));
    expect(status).toBe(200);
    expect(calls[0]).toEqual({
      operation: 'SearchPage',
      variables: {
        search: 'blue shirt',
        filters: [{ key: 'color', values: ['navy', 'wit'] }],
        page: 2,
        itemsPerPage: 24,
        sortOrder: 'priceasc',
      },
    });
    expect(data.query).toBe('blue shirt');
    expect(data.meta.title).toBe('Zoeken naar “blue shirt”');
    // C4: with a search there is no filter=1 marker; the search stays in every listing link.
    expect(data.listing?.pagination.next).toBe('/zoeken/?q=blue%20shirt&color=navy~wit&sort=priceasc&limit=24&page=3');
    expect(data.listing?.clearAllHref).toBe('/zoeken/?q=blue%20shirt&sort=priceasc&limit=24');
    expect(data.suggestions).toEqual([]);
  });

  it('S17: a listing form submission goes to the canonical address', async () => {
    const { context } = searchContext({});
    const url = new URL('http://shop.test/zoeken/?listing=q%3Dshirt&sort=pricedesc');
    await expect(loadSearchPage(context, url)).rejects.toSatisfy(
      (response: Response) => response.status === 302 && response.headers.get('location') === '/zoeken/?q=shirt&sort=pricedesc',
    );
  });

  it('no results: the API suggestions (a typo correction) become links', async () => {
    const { context, calls } = searchContext({
      SearchPage: () => ({ productList: listing({ totalCount: 0, products: [] }) }),
      SearchSuggestions: () => ({
        search: { suggestData: { suggestions: [{ label: 'overhemd', count: 12, url: null, search: 'overhemd' }] } },
      }),
    });
    const { data } = unwrap(await loadSearchPage(context, new URL('http://shop.test/zoeken/?q=ovrehemd')));
    expect(calls.map((call) => call.operation)).toEqual(['SearchPage', 'SearchSuggestions']);
    expect(data.suggestions).toEqual([{ label: 'overhemd', count: 12, href: '/zoeken/?q=overhemd' }]);
  });

  it('no results and the suggestions fail: the page still shows its empty state', async () => {
    const { context, warnings } = searchContext({
      SearchPage: () => ({ productList: listing({ totalCount: 0, products: [] }) }),
      SearchSuggestions: () => {
        throw new ApiError([{ message: 'boom' }]);
      },
    });
    const { data, status } = unwrap(await loadSearchPage(context, new URL('http://shop.test/zoeken/?q=qqqqzz')));
    expect(status).toBe(200);
    expect(data.suggestions).toEqual([]);
    expect(warnings).toEqual(['search suggestions failed']);
  });

  it('an oversized q is a 400 prompt with a message, without asking the API', async () => {
    const { context, calls } = searchContext({}, 'de');
    const { data, status } = unwrap(await loadSearchPage(context, new URL(`http://shop.test/zoeken/?q=${'x'.repeat(500)}`)));
    expect(status).toBe(400);
    expect(data.problem).toBe('Ein Suchbegriff darf höchstens 100 Zeichen lang sein.');
    expect(calls).toEqual([]);
  });
});
