/**
 * Holds every operation to the budget (query-budget.ts) before the work it protects: a document's size
 * before it is hashed, parsed or cached; its arguments and estimated cost before any resolver runs.
 * The token, depth, alias and directive bounds are graphql-armor's (graphql.ts).
 */
import type { DocumentNode, GraphQLError, GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_PAGE_SIZE as MAX_PRODUCTS_PAGE_SIZE } from '../catalog/products-query.ts';
import { ORDERS_PAGE_SIZE } from '../checkout/customer-orders.ts';
import { storeLocator } from '@shop/rules';
import { MAX_PAGE_SIZE as MAX_WISHLIST_PAGE_SIZE } from '../wishlist/items.ts';
import { checkArguments } from './argument-guard.ts';
import { IN_PROCESS_CALLER } from './operations.ts';
import type { PersistedQueryStore } from './query-caches.ts';
import { estimateCost, type CostModel } from './query-cost.ts';
import { budgetError, formatBytes, QUERY_BUDGET, SEARCH_FIELDS } from './query-budget.ts';

export const COST_MODEL: CostModel = {
  assumedListLength: QUERY_BUDGET.assumedListLength,
  fieldWeights: Object.fromEntries(SEARCH_FIELDS.map((field) => [field, QUERY_BUDGET.searchWeight])),
  pageSizeCeilings: {
    'Query.products': MAX_PRODUCTS_PAGE_SIZE,
    'Query.categories': MAX_PRODUCTS_PAGE_SIZE,
    'Query.categoryList': MAX_PRODUCTS_PAGE_SIZE,
    'Customer.orders': ORDERS_PAGE_SIZE.max,
    'Wishlist.items_v2': MAX_WISHLIST_PAGE_SIZE,
    'Query.storeLocations': storeLocator.pageSize,
  },
};

/** Refuses a document text over the size bound; cheap for any length (a UTF-8 byte per character at least). */
export function checkDocumentSize(text: unknown): void {
  if (typeof text !== 'string' || text.length <= QUERY_BUDGET.maxDocumentBytes / 3) return;
  const bytes = text.length > QUERY_BUDGET.maxDocumentBytes ? text.length : Buffer.byteLength(text);
  if (bytes <= QUERY_BUDGET.maxDocumentBytes) return;
  throw budgetError(
    'DOCUMENT_TOO_LARGE',
    413,
    `The GraphQL document is larger than ${formatBytes(QUERY_BUDGET.maxDocumentBytes)}; send a smaller one.`,
    QUERY_BUDGET.maxDocumentBytes,
  );
}

/** The estimated cost of an operation, refused over `maxCost`. */
export function checkCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName?: string | null,
): GraphQLError | null {
  const cost = estimateCost(schema, document, variables, COST_MODEL, operationName);
  if (cost <= QUERY_BUDGET.maxCost) return null;
  return budgetError(
    'QUERY_TOO_COMPLEX',
    400,
    `The query's estimated cost is ${cost.toLocaleString('en')}; at most ${QUERY_BUDGET.maxCost.toLocaleString('en')} is allowed. ` +
      'Ask for fewer items per page, fewer fields or fewer aliases, or split the query.',
    QUERY_BUDGET.maxCost,
  );
}

interface ApqParams {
  query?: unknown;
  extensions?: { persistedQuery?: { version?: unknown; sha256Hash?: unknown } } | null;
}

export function useQueryBudget({ persistedQueries }: { persistedQueries: PersistedQueryStore }): Plugin {
  return {
    // A body refused before it was read to the end leaves the rest on the connection: close it, so the
    // client does not send its next request after bytes the server will not read.
    onResponse({ response }) {
      if (response.status === 413) response.headers.set('connection', 'close');
    },
    // Over HTTP: before persisted queries hash the text or anything else reads it.
    onParams({ params }) {
      checkDocumentSize(params.query);
    },
    // Both over HTTP and in process; before the parse cache looks the text up or keeps it.
    onParse({ params }) {
      checkDocumentSize(typeof params.source === 'string' ? params.source : params.source.body);
    },
    // An automatic persisted query is kept only once its document validated, the limits included.
    onValidate({ context }) {
      const params = (context as { params?: ApqParams }).params;
      const hash = params?.extensions?.persistedQuery?.sha256Hash;
      if (typeof hash !== 'string' || typeof params?.query !== 'string') return;
      const query = params.query;
      return ({ valid }) => {
        // useAPQ has checked that the hash is the text's (PersistedQueryMismatch otherwise).
        if (valid) persistedQueries.register(hash, query);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const refused =
        checkArguments(args.document, variables, args.operationName) ??
        // The server's own operations in process (the storefront, sitemaps) choose their page sizes
        // themselves; the cost bound is for what arrives over HTTP.
        (IN_PROCESS_CALLER in (args.contextValue as object) ? null : checkCost(args.schema, args.document, variables, args.operationName));
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
