import type { Logger } from 'pino';
import { createShopServer } from './app.ts';
import { shownAddress, type Env } from './env.ts';

/**
 * Runs one shop process: composes the app, listens, and on SIGTERM/SIGINT stops taking
 * connections, finishes in-flight requests (up to SHUTDOWN_TIMEOUT) and closes the database.
 * `announce` prints the ready line; a worker of several leaves that to the primary.
 */
export async function serveShop(env: Env, log: Logger, options: { announce: boolean }): Promise<void> {
  const shop = await createShopServer(env, log);
  const server = shop.app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    log.info({ port, pid: process.pid }, `shop listening on ${shownAddress(env.HOST, port)}`);
    if (options.announce) process.stdout.write(`\n  Shop ready: ${shownAddress(env.HOST, port)}\n\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, finishing in-flight requests');
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT * 1000);
    force.unref();
    server.close(async () => {
      await shop.close();
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
