import cluster from 'node:cluster';
import { runPrimary } from './cluster.ts';
import { EnvError, parseEnv, type Env } from './env.ts';
import { createLogger } from './logging.ts';
import { missingNodeFlags } from './node-flags.ts';
import { useProductionModules } from './production-modules.ts';

/** Set by scripts/build.mjs in server/dist/main.js: the built server always runs production. */
declare const __SHOP_BUILT__: boolean | undefined;
const built = typeof __SHOP_BUILT__ !== 'undefined' && __SHOP_BUILT__;

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const log = createLogger(env.LOG_LEVEL);
  if (built && env.NODE_ENV !== 'production') {
    if (cluster.isPrimary)
      log.warn({ NODE_ENV: env.NODE_ENV }, 'the built server always runs in production; `npm run dev` is for development');
    env.NODE_ENV = 'production';
  }
  if (built) process.setSourceMapsEnabled(true);
  const missing = missingNodeFlags();
  if (cluster.isPrimary && env.NODE_ENV === 'production' && missing.length > 0) {
    log.warn(
      { missing },
      `started without ${missing.join(' ')}: rendered pages cost more CPU in garbage collection (docs/operations.md, "Build and start")`,
    );
  }
  // React and React Router choose their production or development build from process.env.NODE_ENV
  // when first loaded, which is inside ./serve.ts: settle it before that import.
  process.env.NODE_ENV = env.NODE_ENV;
  if (env.NODE_ENV === 'production') useProductionModules();

  if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
    // A storefront-only process opens no database, so its workers share nothing but the port.
    if (env.DATABASE_URL || env.SHOP_ROLE === 'storefront') {
      runPrimary(env, log);
      return;
    }
    log.warn(
      { WEB_CONCURRENCY: env.WEB_CONCURRENCY },
      'the embedded database serves one process only: starting a single process (set DATABASE_URL to run several)',
    );
  }
  const { serveShop } = await import('./serve.ts');
  await serveShop(env, log, { announce: cluster.isPrimary });
}

/** Refusals that say all an operator needs (another process holds the embedded data folder): no stack. */
const PLAIN_REFUSALS: ReadonlySet<unknown> = new Set(['DATA_DIR_IN_USE']);

main().catch((error: unknown) => {
  const plain = error instanceof Error && PLAIN_REFUSALS.has((error as { code?: unknown }).code);
  const text = error instanceof Error ? (plain ? error.message : (error.stack ?? error.message)) : String(error);
  process.stderr.write(`The shop could not start: ${text}\n`);
  process.exit(1);
});
