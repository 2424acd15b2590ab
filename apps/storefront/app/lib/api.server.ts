/**
 * The storefront's only way to data: GraphQL operations against the shop API, in process
 * (one-process mode) or over HTTP to API_URL. Route modules call `context.api.query`.
 */
export interface TypedDocument<TResult, TVariables> {
  toString(): string;
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

export type ApiFetch = (request: Request) => Promise<Response>;

export interface ApiClient {
  readonly storeCode: string;
  query<TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables?: TVariables): Promise<TResult>;
}

export interface ApiClientOptions {
  fetch: ApiFetch;
  /** Base address of the API, e.g. http://localhost:3000 (only used to build the request URL). */
  baseUrl: string;
  storeCode: string;
  customerToken?: string | null;
  requestId?: string;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  return {
    storeCode: options.storeCode,
    async query(document, variables) {
      const headers: Record<string, string> = { 'content-type': 'application/json', store: options.storeCode };
      if (options.customerToken) headers.authorization = `Bearer ${options.customerToken}`;
      if (options.requestId) headers['x-request-id'] = options.requestId;
      const response = await options.fetch(
        new Request(new URL('/graphql', options.baseUrl), {
          method: 'POST',
          headers,
          body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
        }),
      );
      let body: { data?: unknown; errors?: ApiErrorItem[] };
      try {
        body = (await response.json()) as typeof body;
      } catch {
        throw new ApiError([], response.status);
      }
      if (body.errors?.length) throw new ApiError(body.errors, response.status);
      if (!response.ok || body.data == null) throw new ApiError([], response.status);
      return body.data as never;
    },
  };
}
