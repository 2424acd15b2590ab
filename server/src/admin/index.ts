/**
 * The staff console (A21) under /admin/: its own login, server-rendered pages, forms without
 * JavaScript (POST → 303 → GET). Every answer is private (no-store, noindex, a CSP that allows no
 * script); every POST must come from the console's own pages (the storefront's same-origin rule);
 * decision 031.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Db, Logger, Mailer } from '@shop/api/server';
import { staffForToken } from '@shop/api/console';
import { isSameOriginRequest, SAFE_METHODS } from '../csrf.ts';
import { logOf, sendError, stateOf, type ConsoleDeps, type ConsoleState } from './context.tsx';
import { consoleHeaders, cookiesOf, languageOf, STAFF_COOKIE } from './http.ts';
import { authRoutes } from './routes-auth.tsx';
import { couponRoutes } from './routes-coupons.tsx';
import { giftCardRoutes } from './routes-giftcards.tsx';
import { merchandisingRoutes } from './routes-merchandising.tsx';
import { orderRoutes } from './routes-orders.tsx';
import { tableRoutes } from './routes-tables.tsx';
import { CONSOLE_CSS, CONSOLE_CSS_PATH } from './styles.ts';
import { refuseControlCharacters } from '../form-bodies.ts';

export interface AdminRouterOptions {
  db: Db;
  log: Logger;
  mail: Mailer;
  production: boolean;
  /** Behind TLS: cookies are Secure. */
  https: boolean;
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
}

export function createAdminRouter(options: AdminRouterOptions): express.Router {
  const deps: ConsoleDeps = { db: options.db, log: options.log, now: options.now ?? (() => new Date()), https: options.https };
  const router = express.Router();

  // The stylesheet's address names its version, so it may be kept for a year.
  router.get(CONSOLE_CSS_PATH, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('text/css').send(CONSOLE_CSS);
  });

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    consoleHeaders(res);
    const token = cookiesOf(req)[STAFF_COOKIE];
    const state: ConsoleState = {
      lang: languageOf(req),
      member: null,
      path: req.originalUrl.slice('/admin'.length).slice(0, 500) || '/',
      token,
    };
    res.locals.console = state;
    if (!SAFE_METHODS.has(req.method) && !isSameOriginRequest(req)) {
      logOf(res, deps.log).warn({ origin: req.get('origin') ?? null, path: req.path }, 'cross-site console post refused');
      return sendError(res, 403, { csrf: true });
    }
    state.member = await staffForToken(deps, token);
    next();
  });

  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 40 }));
  // A NUL byte in a field would reach the database: 400 instead (decision 037).
  router.use(refuseControlCharacters());

  authRoutes(router, deps);
  tableRoutes(router, deps);
  orderRoutes(router, deps);
  couponRoutes(router, deps);
  giftCardRoutes(router, deps);
  merchandisingRoutes(router, deps);

  router.use((req: Request, res: Response) => {
    if (!stateOf(res).member && req.method === 'GET') {
      res.redirect(303, '/admin/login');
      return;
    }
    sendError(res, 404);
  });

  router.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    if (!res.locals.console) res.locals.console = { lang: 'nl', member: null, path: '/', token: undefined } satisfies ConsoleState;
    // A body that is too large or not a form is the client's mistake: nothing was read or written.
    const status = (error as { status?: number }).status;
    if (status === 413 || status === 400 || status === 415) return sendError(res, status === 413 ? 413 : 400);
    logOf(res, deps.log).error({ err: error, requestId: res.locals.requestId }, 'console request failed');
    sendError(res, 500);
  });

  return router;
}
