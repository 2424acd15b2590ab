import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import {
  applyStoreBaseUrls,
  createApi,
  createMailer,
  createRateLimits,
  hasRows,
  openDatabase,
  startReservationExpiry,
  type ReservationExpiryJob,
  type Database,
} from '@shop/api/server';
import { createHttpTransport, type ApiTransport } from '@shop/api/client';
import { memoryEngine, useSearchEngine } from '@shop/api/search';
import { seedDatabase } from '@shop/api/seed';
import { canonicalAddresses, refuseBadAddresses } from './canonical.ts';
import { sameOriginForms } from './csrf.ts';
import { createDevMailRouter } from './dev-mail.ts';
import { EnvError, type Env } from './env.ts';
import { serverErrorHandler } from './errors.ts';
import { formBodies } from './form-bodies.ts';
import { publicOrigins, reachedOrigin } from './public-origin.ts';
import { requestLogging } from './logging.ts';
import { answerCompression } from './answer-compression.ts';
import { securityHeaderList, securityHeaders } from './security-headers.ts';
import { earlyHits } from './page-cache-hits.ts';
import { createMediaHandler } from './media/index.ts';
import { createPaymentRouter } from './payment/index.ts';
import { createInstoreRouter } from './instore/index.ts';
import { createAdminRouter } from './admin/index.ts';
import { seoRouter } from './seo/router.ts';
import { storeAddressInputs, storeSelection } from './stores.ts';
import { startStoreConfiguration, StoreConfigurationUnavailable, type StoreConfiguration } from './store-configuration.ts';
import { ensureStorefrontBuild, mountStorefront } from './storefront.ts';
import type { PageCache } from './page-cache.ts';
import { startPageCache, warnUnusedPurgeUrl, type StartedPageCache } from './page-cache-start.ts';
import { shopPersistedDocuments } from './api-documents.ts';
import { createSizingRouter } from './sizing/index.ts';

export interface ShopServer {
  app: express.Express;
  /** What the HTTP server calls per request: kept pages answered before Express (page-cache-hits.ts), then `app`. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  database: Database | null;
  /**
   * The page cache (decision 063); null when switched off, in development, in an API-only process, or
   * in a storefront-only process without DATABASE_URL (no change feed to follow).
   */
  pageCache: PageCache | null;
  /** The minute timer that releases unpaid orders' stock (decision 035); null without the database. */
  reservations: ReservationExpiryJob | null;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 2000;

/** Opens (and on first start migrates and seeds) the database the API runs on. */
async function openShopDatabase(env: Env, log: Logger): Promise<Database> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: env.DATABASE_POOL_SIZE });
  await database.migrate(async (db) => {
    if (await hasRows(db, 'stores')) return;
    log.info({ products: env.SEED_PRODUCTS }, 'empty database: seeding the demo shop');
    const started = Date.now();
    await seedDatabase(db, { products: env.SEED_PRODUCTS });
    log.info({ ms: Date.now() - started }, 'demo shop seeded');
  });
  // Each store's public address from STORE_BASE_URLS goes into the stores table (decision 046).
  const unknownStores = await applyStoreBaseUrls(database.db, env.STORE_BASE_URLS);
  if (unknownStores.length > 0) {
    await database.close();
    throw new EnvError([`STORE_BASE_URLS: no store has the code ${unknownStores.join(', ')}`]);
  }
  // An operator should see when reference data stops being refreshed (and is read fresh meanwhile).
  let wasLost = false;
  database.changes.subscribe({
    changed() {},
    lost() {
      wasLost = true;
      log.warn('change feed lost its connection: reference data is read from the database until it listens again');
    },
    listening() {
      if (wasLost) log.info('change feed listening again: reference data cached anew');
      wasLost = false;
    },
  });
  return database;
}

/**
 * Makes a copy of the listing read model in memory the search engine of `database`: it loads in the
 * background and PostgreSQL answers until it is in (or while a failed load waits to be tried again).
 */
function startMemorySearch(database: Database, maxMiB: number, log: Logger) {
  const engine = memoryEngine(database.db, { maxBytes: maxMiB * 2 ** 20 });
  useSearchEngine(database.db, engine);
  const started = Date.now();
  void engine.ready().then((loaded) => {
    const { listed, bytes } = engine.size();
    if (loaded) log.info({ listed, bytes, ms: Date.now() - started }, 'search engine in memory loaded');
    else log.warn('search engine in memory did not load; PostgreSQL answers and the load is tried again');
  });
  return engine;
}

/** Composes the whole shop (API, media, storefront) as one Express app. */
export async function createShopServer(env: Env, log: Logger): Promise<ShopServer> {
  const production = env.NODE_ENV === 'production';
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-* count only from the proxies TRUST_PROXY names; by default from nobody (decision 037).
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(requestLogging(log));
  // A tag manager built into the storefront (VITE_TAG_MANAGER_ID) may send its measurements out.
  const security = {
    https: env.CANONICAL_HTTPS,
    csp: production,
    tagManager: Boolean(process.env.VITE_TAG_MANAGER_ID),
    inStoreBaseUrls: env.INSTORE_BASE_URLS,
  };
  app.use(securityHeaders(security));
  app.use(answerCompression());

  const servesApi = env.SHOP_ROLE !== 'storefront';
  const servesStorefront = env.SHOP_ROLE !== 'api';
  warnUnusedPurgeUrl(env, log);
  const database = servesApi ? await openShopDatabase(env, log) : null;
  // Listings and searches from this process's copy of the listing read model (decision 068).
  const search = database && env.SEARCH_ENGINE === 'memory' ? startMemorySearch(database, env.SEARCH_MEMORY_MB, log) : null;
  const mail = createMailer({ smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM, log });
  // Shared by every worker through Redis (REDIS_URL) or PostgreSQL; in memory with the embedded database.
  const rateLimits = database ? createRateLimits(database, env.REDIS_URL) : null;
  await rateLimits?.ready();
  const api = database
    ? createApi({
        db: database.db,
        log,
        production,
        persistedDocuments: shopPersistedDocuments(),
        mail,
        corsOrigins: env.GRAPHQL_CORS_ORIGINS,
        // Mailed links of stores without a public address lead where the request arrived, never to a made-up Host.
        publicOriginOf: (req) => reachedOrigin(req as express.Request)?.origin ?? null,
        ...(rateLimits ? { rateLimits } : {}),
      })
    : null;

  // The store configuration is asked once at start and then every minute, never per page (M10; decision 057).
  let storeConfiguration: StoreConfiguration | null = null;
  let pageCache: StartedPageCache | null = null;

  // Unpaid orders give their stock back after ORDER_RESERVATION_MINUTES; every API process runs the job (decision 035).
  const reservations = database
    ? startReservationExpiry({ db: database.db, now: () => new Date(), log }, { minutes: env.ORDER_RESERVATION_MINUTES })
    : null;

  app.get('/healthz', (_req, res) => {
    // The pid tells an operator (and the multi-process test) which worker answered.
    res.status(200).json({ status: 'ok', pid: process.pid });
  });
  app.get('/readyz', async (_req, res) => {
    try {
      if (database) {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS)),
        ]);
      } else {
        const answer = await fetch(new URL('/readyz', env.API_URL));
        if (!answer.ok) throw new Error(`API not ready (${answer.status})`);
      }
      if (storeConfiguration && !storeConfiguration.current()) throw new StoreConfigurationUnavailable();
      res.status(200).json({ status: 'ready' });
    } catch (error) {
      res.status(503).json({ status: 'unavailable', reason: error instanceof Error ? error.message : 'unknown' });
    }
  });
  if (api) app.use('/graphql', (req, res) => api(req, res));
  // Each worker process indexes the shared cache folder on its own, so each gets its share of the cap.
  const mediaCacheBytes = (env.MEDIA_CACHE_MAX_MB * 1024 * 1024) / (cluster.isWorker ? env.WEB_CONCURRENCY : 1);
  app.use('/media', createMediaHandler({ cacheDir: path.resolve(env.DATA_DIR, 'media-cache'), maxCacheBytes: mediaCacheBytes, log }));
  // The sandbox payment provider's hosted pages (it stands for an external provider).
  if (database) app.use('/payment', createPaymentRouter({ db: database.db, log, mail }));
  if (database && !production) app.use('/_dev/mail', createDevMailRouter({ db: database.db }));
  // The tabletop session service (T2, T8) and the staff console (A21) work on the database.
  if (database) app.use('/instore', createInstoreRouter({ db: database.db, log, corsOrigins: env.INSTORE_CORS_ORIGINS }));
  // Our own sizing service (L22, L23), where a vendor's would be.
  app.use('/sizing', createSizingRouter());
  if (database) app.use('/admin', createAdminRouter({ db: database.db, log, mail, production, https: env.CANONICAL_HTTPS }));

  if (servesStorefront) {
    // In one process the storefront hands operations to the API directly: no HTTP objects, no JSON text.
    const apiTransport: ApiTransport = api
      ? (operation) => api.run(operation)
      : createHttpTransport({ baseUrl: env.API_URL ?? `http://127.0.0.1:${env.PORT}` });
    storeConfiguration = startStoreConfiguration({ transport: apiTransport, log });
    // In one process the API answers at once; a remote API that is down at start is asked again with
    // backoff while the server already listens and pages answer 503 (decision 057).
    if (api) await storeConfiguration.ready;
    const configuration = storeConfiguration;
    const directory = () => configuration.stores();
    app.use((_req, res, next) => {
      if (configuration.current()) return next();
      res.setHeader('Retry-After', '5');
      next(new StoreConfigurationUnavailable());
    });
    if (production) ensureStorefrontBuild(log);
    // An address with bad bytes answers 400 first; then the public address is decided once (decision 037).
    app.use(refuseBadAddresses(directory));
    app.use(publicOrigins(directory));
    app.use(canonicalAddresses({ enforceHttps: env.CANONICAL_HTTPS }));
    app.use(sameOriginForms());
    app.use(storeSelection(directory));
    // Form posts are read, bounded and checked here, before React Router reads them.
    app.use(formBodies());
    // robots.txt and the store's sitemaps (SEO).
    app.use(
      seoRouter({
        api: apiTransport,
        storeCodes: async () => (await directory()).map((store) => store.store_code),
        storeAddresses: async () => storeAddressInputs(await directory()),
      }),
    );
    pageCache = await startPageCache(env, database, log);
    await mountStorefront(app, { apiTransport, storeConfiguration, production, log, pageCache: pageCache?.cache ?? null });
  }

  app.use(serverErrorHandler(log));

  const configuration = storeConfiguration;
  const early =
    pageCache && configuration
      ? earlyHits({
          cache: pageCache.cache,
          securityHeaders: securityHeaderList(security),
          csp: production,
          log,
          ready: () => configuration.current() !== null,
        })
      : null;

  return {
    app,
    listener: early
      ? (req, res) => {
          if (!early(req, res)) app(req, res);
        }
      : app,
    database,
    pageCache: pageCache?.cache ?? null,
    reservations,
    async close() {
      search?.close();
      await pageCache?.stop();
      storeConfiguration?.stop();
      await reservations?.stop();
      await rateLimits?.close();
      await database?.close();
    },
  };
}
