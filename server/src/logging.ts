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

/** The request's id: its X-Request-Id when sane, a new one otherwise. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The one log line of an answered request (not for the health checks, which a balancer asks every few seconds). */
export function logRequest(
  log: Logger,
  line: { requestId: string; method: string | undefined; originalUrl: string; status: number; startedAt: bigint },
): void {
  const path = line.originalUrl.split('?', 1)[0];
  if (path === '/healthz' || path === '/readyz') return;
  const ms = Number(process.hrtime.bigint() - line.startedAt) / 1e6;
  log.info(
    {
      requestId: line.requestId,
      method: line.method,
      path: loggedPath(line.originalUrl),
      status: line.status,
      ms: Math.round(ms * 10) / 10,
    },
    'request',
  );
}

/** One JSON log line per request, with a request id (taken from X-Request-Id when sane). */
export function requestLogging(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = requestIdFrom(req.get('x-request-id'));
    const startedAt = process.hrtime.bigint();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ requestId });
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () =>
      logRequest(log, { requestId, method: req.method, originalUrl: req.originalUrl, status: res.statusCode, startedAt }),
    );
    next();
  };
}
