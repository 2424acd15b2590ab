import type { AppLoadContext } from 'react-router';
import { createIntl } from '../../lib/i18n/intl.tsx';
import { messages } from './messages.ts';
import { isSearchableQuery, MAX_QUERY_LENGTH, quickSearchVariables, toQuickSearchView } from './quick-search-model.ts';
import { normalizeTerm } from './recent-searches.ts';
import { QuickSearchQuery } from './search-query.ts';

/**
 * The same answer for every shopper of a store: a browser and a CDN may keep it a minute. The
 * store may come from the `store` cookie, hence `Vary: Cookie`.
 */
const CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300',
  Vary: 'Cookie',
};

function problem(status: number, code: string, message: string): Response {
  return Response.json({ error: code, message }, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * `/zoeken/suggest/?q=`: the overlay's data as JSON (S5–S14). The browser asks the storefront, the
 * storefront asks the API with the quick-search variables, so the API stays server-side. A short,
 * missing or oversized query is a 400 with a message; an API failure a 503.
 */
export async function quickSearchResponse(request: Request, context: AppLoadContext): Promise<Response> {
  const intl = createIntl(context.language, messages[context.language]);
  const raw = new URL(request.url).searchParams.get('q') ?? '';
  const term = normalizeTerm(raw);
  if (term.length > MAX_QUERY_LENGTH) {
    return problem(400, 'query-too-long', intl.formatMessage({ id: 'search.error.tooLong' }, { max: MAX_QUERY_LENGTH }));
  }
  if (!isSearchableQuery(term)) return problem(400, 'query-too-short', intl.formatMessage({ id: 'search.error.tooShort' }));

  try {
    const result = await context.api.query(QuickSearchQuery, quickSearchVariables(term));
    return Response.json(toQuickSearchView(result.search, term), { headers: CACHE_HEADERS });
  } catch (error) {
    context.log.warn({ err: error, requestId: context.requestId }, 'quick search failed');
    return problem(503, 'unavailable', intl.formatMessage({ id: 'search.error.unavailable' }));
  }
}
