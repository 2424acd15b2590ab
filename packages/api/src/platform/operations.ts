import { getOperationAST, GraphQLError, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { documentById, type PersistedDocuments } from './persisted-documents.ts';

/** Who is asking: what the `Store`, `Authorization: Bearer` and `x-request-id` headers carry over HTTP. */
export interface Caller {
  store: string | null;
  customerToken: string | null;
  requestId: string | null;
  /** The client's IP address as Express sees it (`req.ip`); null when unknown (the server's own calls). */
  clientAddress: string | null;
  /** The origin the server decided the shopper reached (decision 046); null when unknown. */
  publicOrigin?: string | null;
  /** Collects the answer's cache tags (decision 063): in process, or for an HTTP client that asks (cache-tags-answer.ts). */
  cacheTags?: Set<string> | undefined;
}

/** Key under which an in-process call hands its caller to the context factory instead of headers. */
export const IN_PROCESS_CALLER = 'inProcessCaller';

/** One GraphQL operation handed to the API in process: a persisted document's hash or a document text. */
export interface OperationRequest {
  /** `sha256:<hex>` of a persisted document (see persisted-documents.ts). */
  documentId?: string;
  query?: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  store?: string | null;
  customerToken?: string | null;
  requestId?: string | null;
  /** The shopper's IP address, which the rate limits count. */
  clientAddress?: string | null;
  /** The origin the shopper reached the shop on, as the server decided it (decision 046). */
  publicOrigin?: string | null;
  /** Receives the answer's cache tags (decision 063): what it was read from. */
  cacheTags?: Set<string> | undefined;
}

/** The answer as an HTTP client would read it from the JSON body, with the status it would get. */
export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: GraphQLFormattedError[];
  status: number;
}

export type OperationRunner = (operation: OperationRequest) => Promise<OperationResult>;

type MaskError = (error: unknown, message: string) => Error;

interface Enveloped {
  parse(source: string): unknown;
  validate(schema: unknown, document: unknown): readonly GraphQLError[];
  contextFactory(): unknown;
  execute(args: Record<string, unknown>): unknown;
  schema: unknown;
}

interface RunnerParts {
  getEnveloped(initialContext: Record<string, unknown>): Enveloped;
  persistedDocuments: PersistedDocuments;
  /** Yoga's masking as configured for HTTP; null when errors are shown as they are (development). */
  maskError: MaskError | null;
}

const UNEXPECTED_ERROR = 'Unexpected error.';

/**
 * Runs operations through the API's own envelop pipeline (the cached parse and validation, the limits,
 * the context factory, error masking) without building a Request, a Response or JSON text: the path
 * Yoga takes for an HTTP request from the parameters on, so the answer is the one HTTP would give.
 */
export function createOperationRunner({ getEnveloped, persistedDocuments, maskError }: RunnerParts): OperationRunner {
  return async (operation) => {
    let result: ExecutionResult;
    try {
      const query =
        operation.documentId !== undefined ? documentById(persistedDocuments, operation.documentId, operation.query) : operation.query;
      if (typeof query !== 'string') throw createGraphQLError('Must provide query string.', { extensions: { code: 'BAD_REQUEST' } });
      const variables = operation.variables ?? {};
      const caller: Caller = {
        store: operation.store ?? null,
        customerToken: operation.customerToken ?? null,
        requestId: operation.requestId ?? null,
        clientAddress: operation.clientAddress ?? null,
        publicOrigin: operation.publicOrigin ?? null,
        cacheTags: operation.cacheTags,
      };
      const params = { query, variables, operationName: operation.operationName };
      const enveloped = getEnveloped({ params, [IN_PROCESS_CALLER]: caller });
      const document = parseDocument(enveloped, query);
      if (!getOperationAST(document as never, operation.operationName)) {
        throw createGraphQLError('Could not determine what operation to execute.', {
          extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } },
        });
      }
      const validationErrors = enveloped.validate(enveloped.schema, document);
      if (validationErrors.length > 0) {
        result = { errors: validationErrors };
      } else {
        const contextValue = await enveloped.contextFactory();
        const executed = await enveloped.execute({
          schema: enveloped.schema,
          document,
          contextValue,
          variableValues: variables,
          operationName: operation.operationName,
        });
        if (executed && typeof executed === 'object' && Symbol.asyncIterator in executed) {
          throw new Error('Streamed results (@defer, @stream, subscriptions) are not served in process');
        }
        result = executed as ExecutionResult;
      }
    } catch (error) {
      result = { errors: thrownErrors(error, maskError) };
    }
    return answerOf(result);
  };
}

function parseDocument(enveloped: Enveloped, query: string): unknown {
  try {
    return enveloped.parse(query);
  } catch (error) {
    // Yoga marks syntax errors this way for HTTP requests; do the same so both answers match.
    if (error instanceof GraphQLError) {
      const extensions = error.extensions as Record<string, unknown>;
      extensions.code ??= 'GRAPHQL_PARSE_FAILED';
      extensions.http ??= { spec: true, status: 400 };
    }
    throw error;
  }
}

/** What Yoga makes of an error thrown before or around execution (its `handleError`). */
function thrownErrors(error: unknown, maskError: MaskError | null): GraphQLError[] {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    return error.errors.flatMap((inner: unknown) => thrownErrors(inner, maskError));
  }
  if (maskError) {
    const masked = maskError(error, UNEXPECTED_ERROR);
    return [masked instanceof GraphQLError ? masked : createGraphQLError(masked.message, { originalError: masked })];
  }
  if (error instanceof GraphQLError) return [error];
  if (error instanceof Error) return [createGraphQLError(error.message, { originalError: error })];
  return [createGraphQLError(String(error), { extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true } })];
}

interface HttpExtension {
  status?: number;
  spec?: boolean;
}

/** The JSON body's content and Yoga's status for an `application/json` client, without the JSON text. */
function answerOf(result: ExecutionResult): OperationResult {
  const answer: OperationResult = { status: 200 };
  if ('data' in result) answer.data = asJson(result.data) as Record<string, unknown> | null;
  if (!result.errors?.length) return answer;
  let status: number | undefined;
  let unexpected = false;
  answer.errors = result.errors.map((error) => {
    const {
      http,
      unexpected: isUnexpected,
      ...extensions
    } = (error.extensions ?? {}) as Record<string, unknown> & { http?: HttpExtension };
    // Spec-mandated statuses (validation, syntax) are answered with 200 to application/json clients.
    if (http?.status && !http.spec && (!status || http.status > status)) status = http.status;
    if (!http && (isUnexpected || !isOriginalError(error))) unexpected = true;
    const formatted: GraphQLFormattedError = {
      ...(typeof error.toJSON === 'function' ? error.toJSON() : { message: error.message }),
      extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
    };
    return asJson(formatted) as GraphQLFormattedError;
  });
  answer.status = status ?? (unexpected && !('data' in result) ? 500 : 200);
  return answer;
}

function isOriginalError(error: unknown): boolean {
  if (!(error instanceof GraphQLError)) return false;
  return error.originalError == null || isOriginalError(error.originalError);
}

/**
 * A copy with JSON's meaning: plain objects instead of graphql-js's prototype-less ones (which V8 keeps
 * as slow dictionaries), `toJSON` applied, undefined dropped. The caller owns its copy, as it would
 * after parsing a response, so a loader that sorts a list cannot change a value the API keeps cached.
 */
function asJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? null : value;
  }
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return asJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) return value.map((item) => (item === undefined || typeof item === 'function' ? null : asJson(item)));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    if (item !== undefined && typeof item !== 'function') copy[key] = asJson(item);
  }
  return copy;
}
