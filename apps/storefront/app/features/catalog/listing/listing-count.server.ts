import type { AppLoadContext } from 'react-router';
import { parseListingSearch } from '@shop/rules';
import { apiErrors } from '../../../lib/api-errors.ts';
import { ListingCountQuery } from './count-query.ts';

/** Limits of one count request: far above what the filter panel sends, far below what could hurt. */
export const COUNT_LIMITS = { filterKeys: 30, valuesPerKey: 100, valueLength: 200, searchLength: 200, queryLength: 8000 } as const;

/** Shared caches may keep a count as long as they keep the listing page it belongs to. */
export const COUNT_CACHE_CONTROL = 'public, max-age=60, s-maxage=60, stale-while-revalidate=300';

export type CountRequest =
  | { ok: true; search: string | null; filters: { key: string; values: string[] }[] }
  | { ok: false; message: string };

/**
 * Reads a count request: the listing's own query string (C1–C4 encoding, `~`-joined values),
 * with the page's scope (category, brand) as ordinary filter keys. Oversized input is refused
 * with a plain message rather than passed on.
 */
export function readCountRequest(url: URL): CountRequest {
  const search = url.search.replace(/%7e/gi, '~');
  if (search.length > COUNT_LIMITS.queryLength) return { ok: false, message: 'The filter selection is too long.' };
  const state = parseListingSearch(search);
  if ((state.q ?? '').length > COUNT_LIMITS.searchLength) return { ok: false, message: 'The search text is too long.' };
  const entries = Object.entries(state.filters);
  if (entries.length > COUNT_LIMITS.filterKeys) return { ok: false, message: 'Too many filters.' };
  const filters: { key: string; values: string[] }[] = [];
  for (const [key, values] of entries) {
    if (key.length > COUNT_LIMITS.valueLength) return { ok: false, message: 'A filter name is too long.' };
    if (values.length > COUNT_LIMITS.valuesPerKey) return { ok: false, message: 'Too many values for one filter.' };
    if (values.some((value) => value.length > COUNT_LIMITS.valueLength)) return { ok: false, message: 'A filter value is too long.' };
    filters.push({ key, values: [...values] });
  }
  return { ok: true, search: state.q, filters };
}

function json(body: object, status: number, cacheControl: string): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': cacheControl } });
}

/**
 * The live count behind the filter panel's "show N products" button (C15, C16): GET, JSON
 * `{ totalCount }`, publicly cacheable like the listing itself. Bad input answers 400 with a message;
 * a filter the API refuses answers 400 with the API's code and parameters (decision 039).
 */
export async function loadListingCount(context: AppLoadContext, url: URL): Promise<Response> {
  const request = readCountRequest(url);
  if (!request.ok) return json({ error: request.message }, 400, 'no-store');
  try {
    const result = await context.api.query(ListingCountQuery, { search: request.search, filters: request.filters });
    return json({ totalCount: result.productCount.totalCount }, 200, COUNT_CACHE_CONTROL);
  } catch (error) {
    // An input error of the API (a filter it refuses) is the caller's; anything else is ours.
    const refusal = apiErrors(error).find((item) => item.category === 'graphql-input');
    if (refusal) return json({ error: refusal.code ?? 'BAD_USER_INPUT', params: refusal.params }, 400, 'no-store');
    context.log.warn({ err: error, requestId: context.requestId }, 'listing count failed');
    return json({ error: 'The count is not available right now.', requestId: context.requestId }, 502, 'no-store');
  }
}
