import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useAPQ } from '@graphql-yoga/plugin-apq';
import { GraphQLError } from 'graphql';
import { createSchema, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { resolveStore } from '../store/service.ts';
import type { RequestContext } from './context.ts';
import type { Db } from './db.ts';
import { silentLogger, type Logger } from './logger.ts';
import { resolvers } from './resolvers.ts';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Limits against abusive queries (checklist: depth, cost, aliases). */
export const QUERY_LIMITS = { maxDepth: 12, maxAliases: 30, maxCost: 20_000, maxDirectives: 20, maxTokens: 5_000 };

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
}

export type Api = YogaServerInstance<Record<string, any>, RequestContext>;

/** The GraphQL API as a Fetch handler: `api.fetch(request)`; mount at /graphql. */
export function createApi(options: ApiOptions): Api {
  const log = options.log ?? silentLogger;
  const now = options.now ?? (() => new Date());
  return createYoga<Record<string, any>, RequestContext>({
    schema: createSchema<RequestContext>({ typeDefs: loadTypeDefs(), resolvers }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    maskedErrors: options.production
      ? {
          maskError(error, message, isDev) {
            // Errors thrown while building the context arrive wrapped; judge the GraphQLError inside.
            const inner = error instanceof GraphQLError && error.originalError instanceof GraphQLError ? error.originalError : error;
            const masked = maskError(inner, message, isDev);
            // Expected errors pass through unchanged; anything masked was a bug or an outage: log it.
            if (masked !== inner) log.error({ err: error }, 'unexpected GraphQL error');
            return masked;
          },
        }
      : false,
    plugins: [
      useAPQ(),
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth, exposeLimits: true, flattenFragments: true },
        maxAliases: { n: QUERY_LIMITS.maxAliases, exposeLimits: true },
        costLimit: { maxCost: QUERY_LIMITS.maxCost, exposeLimits: true },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives, exposeLimits: true },
        maxTokens: { n: QUERY_LIMITS.maxTokens, exposeLimits: true },
        blockFieldSuggestion: { enabled: !!options.production },
      }),
    ],
    context: async ({ request }) => {
      const requestId = request.headers.get('x-request-id') ?? randomUUID();
      const storeHeader = request.headers.get('store');
      const store = await resolveStore(options.db, storeHeader);
      if (!store) {
        throw new GraphQLError(`Requested store is not found: "${String(storeHeader).slice(0, 40)}"`, {
          extensions: { category: 'graphql-no-such-entity', http: { status: 200 } },
        });
      }
      const auth = request.headers.get('authorization');
      const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
      return {
        db: options.db,
        store,
        language: store.language,
        customerToken: bearer,
        requestId,
        log: log.child ? log.child({ requestId }) : log,
        loaders: new Map(),
        now,
      };
    },
  });
}
