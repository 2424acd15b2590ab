/**
 * The sandbox payment provider's web side, mounted at `/payment` (ARCHITECTURE §1): the hosted page
 * for a payment reference and the form post that records the shopper's decision, followed by a 303
 * back to the storefront's return address. It stands for an external provider, so it works on the
 * provider's own records and never trusts anything but its own form.
 */
import { parse as parseCookies } from 'cookie';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { cookies, defaultLocale, isLocale, locales, type Locale } from '@shop/rules';
import {
  decideSandboxPayment,
  describeSandboxPayment,
  isPaymentReference,
  storePageLanguage,
  type Db,
  type Logger,
  type Mailer,
  type PaymentCommandContext,
  type SandboxAction,
} from '@shop/api/server';
import { forbiddenPage, notFoundPage, paymentPage } from './page.ts';
import { refuseControlCharacters } from '../form-bodies.ts';

export interface PaymentRouterOptions {
  db: Db;
  log: Logger;
  /** Sends the order confirmation when a decision makes an order paid. */
  mail?: Mailer;
}

const ACTIONS: ReadonlySet<string> = new Set<SandboxAction>(['approve', 'cancel', 'refuse']);

/** A page about a payment is private to whoever holds its link: never cached, framed or referred on. */
function privateHeaders(res: Response, returnUrl?: string): void {
  // The page's form is answered with a redirect to the store's return page, which may be on the store's own host.
  const returnOrigin = returnUrl ? ` ${new URL(returnUrl).origin}` : '';
  res.set({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${returnOrigin}; frame-ancestors 'none'; base-uri 'none'`,
    // same-origin keeps the payment reference out of other sites' logs while letting browsers send
    // a real Origin on the page's own form posts (no-referrer makes Chromium send "Origin: null").
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
  });
}

function send(res: Response, status: number, html: string, returnUrl?: string): void {
  privateHeaders(res, returnUrl);
  res.status(status).type('html').send(html);
}

/**
 * A form post from another site is refused; browsers send Origin on form posts, other clients may
 * not. `req.host` follows X-Forwarded-Host behind the shop's trusted proxy.
 */
function sameOrigin(req: Request): boolean {
  const origin = req.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * The language of a page about no known payment: the request's store (its store cookie), else the
 * browser's preferred shop language, else the default store's.
 */
async function requestLanguage(ctx: PaymentCommandContext, req: Request): Promise<Locale> {
  const storeCode = parseCookies(req.get('cookie') ?? '')[cookies.locale.name];
  const ofStore = storeCode ? await storePageLanguage(ctx, storeCode) : null;
  if (ofStore) return ofStore;
  const preferred = req.acceptsLanguages(...locales);
  return isLocale(preferred) ? preferred : defaultLocale;
}

/** The `/payment` router: GET shows the hosted page, POST records pay, cancel or refuse. */
export function createPaymentRouter(options: PaymentRouterOptions): Router {
  const router = express.Router();
  // The same commands the API's resolvers call, on the shop's database and the real clock (decision 041).
  const ctx: PaymentCommandContext = { db: options.db, now: () => new Date(), log: options.log, mail: options.mail };
  const notFound = async (req: Request, res: Response) => send(res, 404, notFoundPage(await requestLanguage(ctx, req)));
  router.use(express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 10 }));
  // A NUL byte in a field would reach the database: 400 instead (decision 037).
  router.use(refuseControlCharacters());

  router.get('/:reference', async (req: Request<{ reference: string }>, res: Response) => {
    const payment = await describeSandboxPayment(ctx, req.params.reference);
    if (!payment) return notFound(req, res);
    send(res, 200, paymentPage(payment), payment.returnUrl);
  });

  router.post('/:reference', async (req: Request<{ reference: string }>, res: Response) => {
    const { reference } = req.params;
    if (!isPaymentReference(reference)) return notFound(req, res);
    // The shopper goes back to the store the order was placed on (decision 046), and reads its language.
    const hosted = await describeSandboxPayment(ctx, reference);
    if (!hosted) return notFound(req, res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The reference is the payment's secret; the form repeats it, so a post must come from the page.
    if (!sameOrigin(req) || body.token !== reference) return send(res, 403, forbiddenPage(hosted.language));
    const action = typeof body.action === 'string' ? body.action : '';
    if (!ACTIONS.has(action)) return send(res, 400, forbiddenPage(hosted.language));
    const payment = await decideSandboxPayment(ctx, reference, action as SandboxAction);
    if (!payment) return notFound(req, res);
    options.log.info({ orderId: payment.orderId, action, status: payment.status }, 'sandbox payment decided');
    privateHeaders(res, hosted.returnUrl);
    res.redirect(303, hosted.returnUrl);
  });

  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    // A body that is not a small form is the client's mistake; anything else goes to the app's handler.
    const status = (error as { status?: number }).status;
    if (status !== 413 && status !== 400) return next(error);
    requestLanguage(ctx, req).then(
      (language) => send(res, status, forbiddenPage(language)),
      (failure: unknown) => next(failure),
    );
  });

  return router;
}
