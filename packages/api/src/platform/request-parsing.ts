/**
 * How a GraphQL request's parameters are read, with a clear 400 for input that is not JSON: Yoga's
 * own GET parser lets `JSON.parse` throw (a masked 500), and its POST parser hands the JSON
 * parser's message on to the client. Both are replaced here for those two cases only.
 * A POST must be JSON (415 otherwise): a form on another site can send form-encoded, multipart or
 * plain text, never JSON without asking first (CORS), so no such form can run a mutation.
 * A GET's query string is bounded like a POST's body (414).
 */
import type { ErrorCode } from '@shop/rules';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { budgetError, formatBytes, QUERY_BUDGET } from './query-budget.ts';

/** The content types a POST may have: JSON (and the GraphQL media types that are JSON). */
const JSON_TYPES = new Set(['application/json', 'application/graphql+json', 'application/graphql-response+json']);

function badRequest(message: string) {
  return new GraphQLError(message, { extensions: { http: { status: 400 }, code: 'BAD_REQUEST' satisfies ErrorCode, params: {} } });
}

function jsonParameter(params: URLSearchParams, name: string): unknown {
  const text = params.get(name);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The "${name}" parameter is not valid JSON.`);
  }
}

function isJsonPost(request: Request): boolean {
  if (request.method !== 'POST') return false;
  const type = request.headers.get('content-type')?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return type !== undefined && JSON_TYPES.has(type);
}

export function useClearRequestParsing(): Plugin {
  return {
    onRequestParse({ request, url, setRequestParser }) {
      if (request.method === 'GET') {
        if (url.search.length > QUERY_BUDGET.maxQueryStringBytes) {
          throw budgetError(
            'URI_TOO_LONG',
            414,
            `The query string is longer than ${formatBytes(QUERY_BUDGET.maxQueryStringBytes)}; send the request as a POST.`,
            QUERY_BUDGET.maxQueryStringBytes,
          );
        }
        setRequestParser(() => ({
          operationName: url.searchParams.get('operationName') || undefined,
          query: url.searchParams.get('query') || undefined,
          variables: jsonParameter(url.searchParams, 'variables') as Record<string, unknown> | undefined,
          extensions: jsonParameter(url.searchParams, 'extensions') as Record<string, unknown> | undefined,
        }));
      } else if (isJsonPost(request)) {
        // The parser is handed the request to read: another plugin may have wrapped its body (size limit).
        setRequestParser(async (incoming) => {
          let body: unknown;
          try {
            body = await incoming.json();
          } catch (error) {
            // A body over the size limit answers its own 413.
            if (error instanceof GraphQLError) throw error;
            throw badRequest('The request body is not valid JSON.');
          }
          if (body == null || typeof body !== 'object') throw badRequest('The request body must be a JSON object (or a list of them).');
          return body as never;
        });
      } else if (request.method === 'POST') {
        throw budgetError(
          'UNSUPPORTED_MEDIA_TYPE',
          415,
          'Send GraphQL requests as application/json; form-encoded, multipart and other bodies are not accepted.',
        );
      }
    },
  };
}
