import cluster from 'node:cluster';
import http from 'node:http';
import type { Logger } from 'pino';
import { locales } from '@shop/rules';
import { createShopServer } from './app.ts';
import { shownAddress, type Env } from './env.ts';
import { warmFirstImages } from './media/warm-up.ts';

/** The address this process reaches itself at: loopback when it listens on every interface. */
function ownAddress(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/**
 * Runs one shop process: composes the app, listens, and on SIGTERM/SIGINT drains (see `stop`).
 * `announce` prints the ready line; a worker of several leaves that to the primary.
 */
export async function serveShop(env: Env, log: Logger, options: { announce: boolean }): Promise<void> {
  const shop = await createShopServer(env, log);
  const inFlight = new Set<http.ServerResponse>();
  let stopping = false;
  const warmUp = new AbortController();

  // Idle kept-alive sockets are closed on the next turn of the event loop, after the bytes already
  // received are parsed: a request that had arrived counts as in flight and is answered.
  let closeIdleQueued = false;
  const closeIdleSoon = () => {
    if (closeIdleQueued) return;
    closeIdleQueued = true;
    setImmediate(() => {
      closeIdleQueued = false;
      server.closeIdleConnections();
    });
  };

  const server = http.createServer((req, res) => {
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      // A response that promised keep-alive before the signal leaves an idle socket behind.
      if (stopping) closeIdleSoon();
    });
    // While stopping, every answer closes its connection, so a kept-alive client goes elsewhere.
    if (stopping) res.setHeader('Connection', 'close');
    shop.listener(req, res);
  });
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log.info({ port, pid: process.pid }, `shop listening on ${shownAddress(env.HOST, port)}`);
    if (options.announce) process.stdout.write(`\n  Shop ready: ${shownAddress(env.HOST, port)}\n\n`);
    // The first screen's pictures are drawn before a visitor asks (decision 065): in production, by
    // the process that serves pages and pictures (the first worker of several; they share the cache).
    const firstProcess = cluster.isPrimary || cluster.worker?.id === 1;
    if (env.NODE_ENV === 'production' && env.SHOP_ROLE === 'all' && firstProcess) {
      void warmFirstImages({ base: ownAddress(env.HOST, port), stores: locales, signal: warmUp.signal, log });
    }
  });

  /**
   * Drains: stops listening, closes idle kept-alive connections, answers requests in flight and any
   * that still arrive on an open connection with `Connection: close`, waits for them (up to
   * SHUTDOWN_TIMEOUT, then cuts what is left), closes the database and exits 0.
   */
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    warmUp.abort();
    log.info({ signal, inFlight: inFlight.size }, 'stopping: no new connections, finishing in-flight requests');
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    const force = setTimeout(() => {
      log.warn({ inFlight: inFlight.size, timeoutSeconds: env.SHUTDOWN_TIMEOUT }, 'shutdown timeout: cutting the requests still running');
      server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT * 1000);
    force.unref();
    // server.close() closes idle connections at once; one turn first, so a request already received is seen.
    setImmediate(() => {
      server.close(() => {
        clearTimeout(force);
        shop.close().then(
          () => {
            log.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            log.error({ err: error }, 'closing the database failed');
            process.exit(1);
          },
        );
      });
      closeIdleSoon();
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
