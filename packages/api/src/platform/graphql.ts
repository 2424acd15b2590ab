import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useAPQ } from '@graphql-yoga/plugin-apq';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { ErrorCode } from '@shop/rules';
import { createSchema, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { resolveStore } from '../store/service.ts';
import type { RequestContext } from './context.ts';
import type { Db } from './db.ts';
import { silentLogger, type Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail.ts';
import { createOperationRunner, IN_PROCESS_CALLER, type Caller, type OperationRunner } from './operations.ts';
import { usePersistedDocuments, type PersistedDocuments } from './persisted-documents.ts';
import { hasForbiddenCharacter } from './argument-guard.ts';
import { cacheTagsAskedBy, useCacheTagsAnswer } from './cache-tags-answer.ts';
import { corsFor, useVaryByOrigin } from './cors.ts';
import { budgetError, QUERY_BUDGET } from './query-budget.ts';
import { useQueryBudget } from './query-budget-plugin.ts';
import { createParserCaches, createPersistedQueryStore } from './query-caches.ts';
import { useClearRequestParsing } from './request-parsing.ts';
import { resolvers } from './resolvers.ts';
import { createRateLimits } from '../ratelimit/limiter.ts';
import type { RateLimits } from '../ratelimit/limits.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * A limit's rejection joins the validation result instead of being thrown, so the validation cache
 * keeps it too: a repeated abusive document is refused without walking it again.
 */
const reportedAsValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

/** All SDL files of the API: one `schema.graphql` per domain folder. */
export function loadTypeDefs(): string[] {
  return readdirSync(srcDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(srcDir, entry.name, 'schema.graphql'))
    .filter((file) => {
      try {
        readFileSync(file);
        return true;
      } catch {
        return false;
      }
    })
    .sort((a, b) =>
      a.includes(`${path.sep}platform${path.sep}`) ? -1 : b.includes(`${path.sep}platform${path.sep}`) ? 1 : a.localeCompare(b),
    )
    .map((file) => readFileSync(file, 'utf8'));
}

export interface ApiOptions {
  db: Db;
  log?: Logger;
  /** Masks unexpected errors and disables GraphiQL. */
  production?: boolean;
  now?: () => Date;
  /** The storefront's documents by hash (`readPersistedDocuments`), served to hash-only requests. */
  persistedDocuments?: PersistedDocuments;
  /** Sends the shop's e-mail; by default kept in the outbox only (`createMailer`). */
  mail?: Mailer;
  /** Other origins whose pages may call /graphql (GRAPHQL_CORS_ORIGINS); by default none: same origin only. */
  corsOrigins?: readonly string[];
  /** Where hits are counted (ratelimit/limiter.ts); by default in this process's memory. */
  rateLimits?: RateLimits;
  /**
   * The origin an HTTP request reached the shop on, checked by the server (decision 046), for the
   * links of stores without a public address; by default none (the stores' configured addresses).
   */
  publicOriginOf?: (req: NonNullable<ServerContext['req']>) => string | null;
}

/**
 * What reaches the API beside the request: Express's `req` and `res` when mounted as middleware, or
 * the caller of an in-process operation (operations.ts).
 */
export type ServerContext = {
  req?: { ip?: string | undefined };
  res?: unknown;
  [IN_PROCESS_CALLER]?: Caller;
};

export type Api = YogaServerInstance<ServerContext, RequestContext> & {
  /** Runs one operation in process: the same pipeline and answer as over HTTP, without HTTP or JSON. */
  run: OperationRunner;
};

/** `req` is the Express request when Yoga is mounted as middleware: its `ip` follows the `trust proxy` setting. */
function callerOf(request: Request, req: ServerContext['req'], publicOriginOf: ApiOptions['publicOriginOf']): Caller {
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
  return {
    store: request.headers.get('store'),
    customerToken: bearer,
    requestId: request.headers.get('x-request-id'),
    clientAddress: req?.ip ?? null,
    publicOrigin: req && publicOriginOf ? publicOriginOf(req) : null,
    // A storefront process apart from the API asks for the answer's cache tags (decision 063).
    cacheTags: cacheTagsAskedBy(request),
  };
}

/** The GraphQL API as a Fetch handler (`api.fetch(request)`, mount at /graphql) and in process (`api.run`). */
export function createApi(options: ApiOptions): Api {
  const log = options.log ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const persistedDocuments = options.persistedDocuments ?? new Map<string, string>();
  const mail = options.mail ?? createMailer({ log });
  const rateLimits = options.rateLimits ?? createRateLimits(null);
  const maskUnexpected = (error: unknown, message: string, isDev?: boolean): Error => {
    // Errors thrown while building the context arrive wrapped; judge the GraphQLError inside.
    const inner = error instanceof GraphQLError && error.originalError instanceof GraphQLError ? error.originalError : error;
    const masked = maskError(inner, message, isDev);
    // Expected errors pass through unchanged; anything masked was a bug or an outage: log it.
    if (masked !== inner) log.error({ err: error }, 'unexpected GraphQL error');
    return masked;
  };
  const persistedQueries = createPersistedQueryStore();
  const corsOrigins = options.corsOrigins ?? [];
  const yoga = createYoga<ServerContext, RequestContext>({
    schema: createSchema<RequestContext>({ typeDefs: loadTypeDefs(), resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    maskedErrors: options.production ? { maskError: maskUnexpected } : false,
    // The body is counted while it is read (Content-Length first), whatever its content type (decision 032).
    maxRequestBodySize: QUERY_BUDGET.maxBodyBytes,
    // Parsed documents and validation results (the limits below included), bounded in bytes.
    parserAndValidationCache: createParserCaches(),
    // No file uploads; multipart requests are refused like every POST that is not JSON.
    multipart: false,
    cors: corsFor(corsOrigins),
    plugins: [
      useVaryByOrigin(corsOrigins),
      useClearRequestParsing(),
      useQueryBudget({ persistedQueries }),
      usePersistedDocuments(persistedDocuments),
      useAPQ({ store: persistedQueries }),
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_BUDGET.maxDepth, exposeLimits: true, flattenFragments: true, ...reportedAsValidationError },
        maxAliases: { n: QUERY_BUDGET.maxAliases, exposeLimits: true, ...reportedAsValidationError },
        // The cost that counts page sizes and list arguments is estimated once variables are known (query-cost.ts).
        costLimit: { enabled: false },
        maxDirectives: { n: QUERY_BUDGET.maxDirectives, exposeLimits: true, ...reportedAsValidationError },
        maxTokens: { n: QUERY_BUDGET.maxTokens, exposeLimits: true },
        blockFieldSuggestion: { enabled: !!options.production },
      }),
      useCacheTagsAnswer(),
    ],
    context: async (initial) => {
      const caller: Caller = initial[IN_PROCESS_CALLER] ?? callerOf(initial.request, initial.req, options.publicOriginOf);
      const requestId = caller.requestId ?? randomUUID();
      if (caller.store != null && hasForbiddenCharacter(caller.store)) {
        throw budgetError(
          'BAD_USER_INPUT',
          400,
          'The Store header contains a NUL character or an incomplete character; send a store code.',
        );
      }
      const store = await resolveStore(options.db, caller.store);
      if (!store) {
        throw new GraphQLError(`Requested store is not found: "${String(caller.store).slice(0, 40)}"`, {
          extensions: {
            category: 'graphql-no-such-entity',
            code: 'STORE_NOT_FOUND' satisfies ErrorCode,
            params: { store: String(caller.store).slice(0, 40) },
            http: { status: 200 },
          },
        });
      }
      return {
        db: options.db,
        store,
        language: store.language,
        customerToken: caller.customerToken,
        requestId,
        log: log.child ? log.child({ requestId }) : log,
        loaders: new Map(),
        now,
        mail,
        clientAddress: caller.clientAddress,
        publicOrigin: caller.publicOrigin ?? null,
        rateLimits,
        cacheTags: caller.cacheTags,
      };
    },
  });
  const run = createOperationRunner({
    getEnveloped: yoga.getEnveloped as never,
    persistedDocuments,
    maskError: options.production ? (error, message) => maskUnexpected(error, message) : null,
  });
  // The adapter is a proxy over a function; a property set on it is read back through that function.
  return Object.assign(yoga, { run });
}
