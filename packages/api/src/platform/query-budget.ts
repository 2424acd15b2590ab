/**
 * What one GraphQL request may ask of the API (decision 032): every bound in one place, each checked
 * before the work it protects starts. The figures the storefront and Magento's PWA Studio (Venia) need
 * are in the decision record; each bound leaves them several times that much room.
 */
import type { ErrorCode } from '@shop/rules';
import { GraphQLError } from 'graphql';

const KIB = 1024;
const MIB = 1024 * KIB;

export const QUERY_BUDGET = {
  /**
   * A POST body: the document, its variables and extensions (read up to this, then cut: 413). Room for
   * a text value of 100,000 characters, which the field then refuses with its own message.
   */
  maxBodyBytes: 128 * KIB,
  /** The query string of a GET (414). */
  maxQueryStringBytes: 64 * KIB,
  /** A document's text, before it is parsed (413). Storefront at most 1.5 KB, Venia 3 KB. */
  maxDocumentBytes: 32 * KIB,
  /** Tokens of one document (graphql-armor, while parsing). Storefront at most ~250, Venia ~270. */
  maxTokens: 5_000,
  /** Aliases in one document. Storefront none, Venia 1. */
  maxAliases: 15,
  /** Nesting of fields, fragments followed. The storefront's product page is 11 deep. */
  maxDepth: 12,
  /** Directives in one document. Storefront and Venia none. */
  maxDirectives: 10,
  /** The estimated cost (query-cost.ts) of one operation with its variables. */
  maxCost: 25_000,
  /** Length assumed for a list whose length no argument tells (a product's images, a cart's lines). */
  assumedListLength: 4,
  /** Cost of one catalogue search (a listing's facets and count) on top of the values it returns. */
  searchWeight: 2_000,
  /**
   * Items in any one list given as input, at any depth: a net for lists no field bounds itself (a
   * listing's filter values). Above the fields' own bounds (200 `in` values or wishlist items, 100
   * skus), so their more specific messages answer first.
   */
  maxListItems: 250,
  /** Parsed documents kept (by text), in estimated bytes and in number. */
  parseCacheBytes: 32 * MIB,
  parseCacheEntries: 1_024,
  /** Documents that did not parse, kept with their error. */
  parseErrorCacheBytes: 4 * MIB,
  /** Automatic persisted queries: documents registered by hash after they validated. */
  persistedQueryBytes: 4 * MIB,
  persistedQueryEntries: 1_000,
} as const;

/** The fields that search the catalogue, weighed with `searchWeight`. */
export const SEARCH_FIELDS = ['Query.productList', 'Query.products', 'Query.search', 'Query.productCount'] as const;

/**
 * A refusal the client can act on: a stable code, the HTTP status, and the limit it went over. Bad
 * input also carries Magento's `category` for it, which Magento clients read.
 */
export function budgetError(
  code: Extract<ErrorCode, 'BAD_USER_INPUT' | 'QUERY_TOO_COMPLEX' | 'DOCUMENT_TOO_LARGE' | 'URI_TOO_LONG' | 'UNSUPPORTED_MEDIA_TYPE'>,
  status: number,
  message: string,
  limit?: number,
  details: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: {
      ...details,
      code,
      params: {},
      ...(code === 'BAD_USER_INPUT' ? { category: 'graphql-input' } : {}),
      http: { status },
      ...(limit === undefined ? {} : { limit }),
    },
  });
}

/** Sizes as people read them: 64 KiB, 32 MiB. */
export function formatBytes(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MiB` : `${bytes / KIB} KiB`;
}
