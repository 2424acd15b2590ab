import { createShopServer } from './app.ts';
import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logging.ts';

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(env.LOG_LEVEL);
  const shop = await createShopServer(env, log);
  const server = shop.app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    log.info({ port }, `shop listening on http://${shown}:${port}`);
    process.stdout.write(`\n  Shop ready: http://${shown}:${port}\n\n`);
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

main().catch((error: unknown) => {
  process.stderr.write(`The shop could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
