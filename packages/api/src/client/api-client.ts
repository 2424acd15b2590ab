/**
 * The shop API's client (`@shop/api/client`): typed GraphQL operations sent as persisted hashes, in
 * process (the server hands in the API's own runner, `api.run`) or over HTTP to API_URL. The
 * storefront's loaders call it as `context.api.query`; the server uses the same client for its own
 * questions (sitemaps, the store directory). It imports nothing else of the API.
 */
import { CACHE_TAGS_REQUEST_HEADER } from '@shop/rules';

export interface TypedDocument<TResult, TVariables> {
  toString(): string;
  /** Written by the code generator: the persisted document's hash and the operation's kind. */
  __meta__?: Record<string, unknown>;
  /** Phantom types carried by the generated documents. */
  __apiType?: (variables: TVariables) => TResult;
}

export interface ApiErrorItem {
  message: string;
  extensions?: { category?: string; [key: string]: unknown };
}

/** The API answered with errors (business or validation); `errors` holds them all. */
export class ApiError extends Error {
  constructor(
    readonly errors: ApiErrorItem[],
    readonly status = 200,
  ) {
    super(errors.map((e) => e.message).join('; ') || `API request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** One operation on its way to the API, with who is asking. */
export interface ApiOperation {
  /** The persisted document's hash (`sha256:<hex>`); the API holds its text. */
  documentId?: string;
  /** The document text, sent when there is no hash or the API does not know it. */
  query?: string;
  variables: Record<string, unknown>;
  kind: 'query' | 'mutation';
  store: string | null;
  customerToken?: string | null;
  requestId?: string;
  /** The shopper's IP address (the server's `req.ip`), which the API's rate limits count. */
  clientAddress?: string | null;
  /** The origin the shopper reached the shop on, as the server decided it: where mailed links lead (decision 046). */
  publicOrigin?: string | null;
  /**
   * Receives the cache tags of the answer (decision 063): filled by the in-process runner; over HTTP
   * asked for with `x-shop-cache-tags` and read from the answer's `extensions.cacheTags`.
   */
  cacheTags?: Set<string>;
}

/** What the API answered: the body of a GraphQL response and its HTTP status. */
export interface ApiAnswer {
  data?: unknown;
  errors?: ApiErrorItem[];
  status: number;
}

/** Carries an operation to the API: in process (the server hands in the API's own runner) or over HTTP. */
export type ApiTransport = (operation: ApiOperation) => Promise<ApiAnswer>;

export type ApiFetch = (request: Request) => Promise<Response> | Response;

export interface ApiClient {
  /** The store every operation is asked in; null: the API's default store. */
  readonly storeCode: string | null;
  /** The signed-in customer's token this client sends as `Authorization: Bearer`, or null. */
  readonly customerToken: string | null;
  query<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
  /** The same client with another token (just signed in, or signed out: null). */
  withCustomerToken(customerToken: string | null): ApiClient;
}

export interface ApiClientOptions {
  transport: ApiTransport;
  storeCode: string | null;
  customerToken?: string | null;
  requestId?: string;
  clientAddress?: string | null;
  publicOrigin?: string | null;
  /** Where the tags of every answer go: the page cache's tags for the page being rendered (decision 063). */
  cacheTags?: Set<string>;
}

function isPersistedQueryNotFound(answer: ApiAnswer): boolean {
  return answer.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND') ?? false;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    storeCode: options.storeCode,
    customerToken: options.customerToken ?? null,
    withCustomerToken: (customerToken) => createApiClient({ ...options, customerToken }),
    async query(document, variables) {
      const meta = document.__meta__;
      const hash = typeof meta?.hash === 'string' ? meta.hash : undefined;
      const operation: ApiOperation = {
        variables: (variables ?? {}) as Record<string, unknown>,
        kind: meta?.operation === 'mutation' ? 'mutation' : 'query',
        store: options.storeCode,
        customerToken: options.customerToken ?? null,
        ...(options.requestId ? { requestId: options.requestId } : {}),
        ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
        ...(options.publicOrigin ? { publicOrigin: options.publicOrigin } : {}),
        ...(options.cacheTags ? { cacheTags: options.cacheTags } : {}),
      };
      let answer = await options.transport(hash ? { ...operation, documentId: hash } : { ...operation, query: document.toString() });
      // An API started before the documents were regenerated (development, a rolling deploy) does not
      // know the hash yet: send the text, as any client may.
      if (hash && isPersistedQueryNotFound(answer)) answer = await options.transport({ ...operation, query: document.toString() });
      if (answer.errors?.length) throw new ApiError(answer.errors, answer.status);
      if (answer.status < 200 || answer.status > 299 || answer.data == null) throw new ApiError([], answer.status);
      return answer.data as never;
    },
  };
}

/** Proxies and CDNs commonly refuse longer request lines; such a query goes out as POST instead. */
const MAX_GET_URL_LENGTH = 2048;

/** Variables that carry a secret (a gift card's PIN, a password, a token) never travel in an address, where logs keep them. */
const SECRET_VARIABLE = /pin|password|token|secret/i;

function carriesSecret(variables: Record<string, unknown>): boolean {
  return Object.keys(variables).some((name) => SECRET_VARIABLE.test(name));
}

/** The tags an answer carries (`extensions.cacheTags`, a list of strings), added to the page's. */
function addCacheTags(collector: Set<string>, answered: unknown): void {
  if (!Array.isArray(answered)) return;
  for (const tag of answered) if (typeof tag === 'string') collector.add(tag);
}

export interface HttpTransportOptions {
  /** Base address of the API, e.g. https://api.example.com; requests go to its /graphql. */
  baseUrl: string;
  fetch?: ApiFetch;
}

/**
 * The API over HTTP: a persisted query as GET with its hash and variables in the address (a CDN can
 * cache it), mutations, document texts and queries with a secret among their variables as POST.
 */
export function createHttpTransport(options: HttpTransportOptions): ApiTransport {
  const endpoint = new URL('/graphql', options.baseUrl);
  const send = options.fetch ?? ((request: Request) => fetch(request));
  return async (operation) => {
    const headers: Record<string, string> = {};
    if (operation.store) headers.store = operation.store;
    if (operation.customerToken) headers.authorization = `Bearer ${operation.customerToken}`;
    if (operation.requestId) headers['x-request-id'] = operation.requestId;
    // A page this process may keep needs to know what its answers were read from (decision 063).
    if (operation.cacheTags) headers[CACHE_TAGS_REQUEST_HEADER] = '1';
    // The API counts its rate limits per shopper, not per storefront server: it believes this header
    // only when its TRUST_PROXY names the storefront's address.
    if (operation.clientAddress) headers['x-forwarded-for'] = operation.clientAddress;
    // Likewise the address the shopper reached the shop on, where mailed links lead (decision 046).
    if (operation.publicOrigin) {
      const origin = new URL(operation.publicOrigin);
      headers['x-forwarded-host'] = origin.host;
      headers['x-forwarded-proto'] = origin.protocol.replace(':', '');
    }
    let request: Request | null = null;
    if (operation.kind === 'query' && operation.documentId && operation.query === undefined && !carriesSecret(operation.variables)) {
      const url = new URL(endpoint);
      url.searchParams.set('documentId', operation.documentId);
      if (Object.keys(operation.variables).length > 0) url.searchParams.set('variables', JSON.stringify(operation.variables));
      if (url.href.length <= MAX_GET_URL_LENGTH) request = new Request(url, { method: 'GET', headers });
    }
    request ??= new Request(endpoint, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ documentId: operation.documentId, query: operation.query, variables: operation.variables }),
    });
    const response = await send(request);
    try {
      const body = (await response.json()) as { data?: unknown; errors?: ApiErrorItem[]; extensions?: { cacheTags?: unknown } };
      if (operation.cacheTags) addCacheTags(operation.cacheTags, body.extensions?.cacheTags);
      return { data: body.data, errors: body.errors, status: response.status };
    } catch {
      return { status: response.status };
    }
  };
}
