import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'shop' }, timestamp: pino.stdTimeFunctions.isoTime });
}

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** A cart id in an address (CA26, decision 055) is a secret: the log keeps that one was there, not its value. */
const CART_ID_IN_QUERY = /([?&]cartId=)[^&#]*/gi;

/** The request's address as the log keeps it: at most 500 characters, cart ids hidden. */
export function loggedPath(originalUrl: string): string {
  return originalUrl.slice(0, 500).replace(CART_ID_IN_QUERY, '$1…');
}

/** One JSON log line per request, with a request id (taken from X-Request-Id when sane). */
export function requestLogging(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (req.path === '/healthz' || req.path === '/readyz') return;
      log.info(
        { requestId, method: req.method, path: loggedPath(req.originalUrl), status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      );
    });
    next();
  };
}
