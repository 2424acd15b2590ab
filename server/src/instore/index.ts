/**
 * The tabletop session service (T2, T8): GET /instore/sessions/{id} and /instore/sessions/{id}/refresh.
 * JSON only, never cached. Rate limits are the reverse proxy's (docs/operations.md); ids are 128
 * random bits, so probing them is hopeless.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { parseInStoreCorsOrigins } from '@shop/rules';
import { findSession, refreshSession, type Db, type InStoreSession, type Logger } from '@shop/api/server';

export interface InstoreRouterOptions {
  db: Db;
  log: Logger;
  /** The clock (tests pin it). */
  now?: () => Date;
  /**
   * Storefront origins allowed to read the answers from another origin (CORS). Default:
   * INSTORE_CORS_ORIGINS (checked at start), empty: the storefront and the service share an origin
   * and no CORS header is sent.
   */
  corsOrigins?: readonly string[];
}

const NOT_FOUND = { error: 'not_found', message: 'No tabletop session with this id.' } as const;
const GONE = { error: 'gone', message: 'This table is closed; the session cannot be refreshed.' } as const;
const UNAVAILABLE = { error: 'unavailable', message: 'The tabletop session service is unavailable; try again.' } as const;

/**
 * A JSON answer without an ETag: a conditional request would get a bodiless 304, which a device
 * must not read as "any other status".
 */
function sendJson(res: Response, status: number, body: object): void {
  res.status(status).type('application/json').end(JSON.stringify(body));
}

export function createInstoreRouter(options: InstoreRouterOptions): express.Router {
  const router = express.Router();
  // The same session commands the GraphQL resolvers and the console run, with this service's clock.
  const commands = { db: options.db, now: options.now ?? (() => new Date()) };
  const corsOrigins = new Set(options.corsOrigins ?? parseInStoreCorsOrigins(process.env.INSTORE_CORS_ORIGINS));

  router.use((req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    const origin = req.get('origin');
    if (origin && corsOrigins.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    next();
  });

  /**
   * A session route: reads the session with `read`, answers 404 for an unknown id, else what `answer`
   * makes of it; a failure is logged as `failed` and answered 503.
   */
  const sessionRoute =
    (read: typeof findSession, answer: (res: Response, session: InStoreSession) => void, failed: string) =>
    async (req: Request<{ id: string }>, res: Response) => {
      try {
        const session = await read(commands, req.params.id);
        if (!session) sendJson(res, 404, NOT_FOUND);
        else answer(res, session);
      } catch (error) {
        options.log.error({ err: error }, failed);
        sendJson(res, 503, UNAVAILABLE);
      }
    };

  router.get(
    '/sessions/:id',
    sessionRoute(
      findSession,
      (res, session) => sendJson(res, 200, { id: session.id, status: session.status, ttlDt: session.ttlDt.toISOString() }),
      'tabletop session could not be read',
    ),
  );

  router.get(
    '/sessions/:id/refresh',
    sessionRoute(
      refreshSession,
      (res, session) => {
        if (session.status !== 'OPEN') sendJson(res, 410, GONE);
        else sendJson(res, 200, { id: session.id, ttlDt: session.ttlDt.toISOString() });
      },
      'tabletop session could not be refreshed',
    ),
  );

  // Anything else under /instore is not the storefront's business: a JSON 404, not a shop page.
  router.use((req: Request, res: Response) => {
    if (req.method === 'GET' || req.method === 'HEAD') sendJson(res, 404, NOT_FOUND);
    else sendJson(res.setHeader('Allow', 'GET, HEAD'), 405, { error: 'method_not_allowed', message: 'Only GET.' });
  });

  return router;
}
