/**
 * Seeds the shop database from the command line:
 *   node --import tsx packages/api/seed/cli.ts [--products 2000] [--seed 1] [--reset]
 * DATABASE_URL selects PostgreSQL; otherwise PGlite in ${DATA_DIR:-.data}.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { sql } from 'drizzle-orm';
import { hasRows, openDatabase } from '../src/platform/db.ts';
import { DEFAULT_PRODUCTS, DEFAULT_SEED } from './constants.ts';
import { seedDatabase } from './index.ts';

const USAGE = `Usage: node --import tsx packages/api/seed/cli.ts [--products N] [--seed N] [--reset]

  --products N  configurable products to generate (default ${DEFAULT_PRODUCTS})
  --seed N      random seed; the same seed gives the same shop (default ${DEFAULT_SEED})
  --reset       drop and recreate the database schema first (deletes all data)

DATABASE_URL selects PostgreSQL; without it the embedded database in \${DATA_DIR:-.data} is used.`;

/** A mistake of the caller: reported as a message, without a stack trace. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}

function readInteger(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new UsageError(`--${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const products = readInteger('products', values.products, DEFAULT_PRODUCTS, 1);
  const seed = readInteger('seed', values.seed, DEFAULT_SEED, 0);
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const target = url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.resolve(dataDir)}`;

  const database = await openDatabase(url ? { url } : { dataDir });
  const bar = new cliProgress.SingleBar(
    { format: 'Seeding [{bar}] {percentage}% | {value}/{total} | ETA {eta_formatted}', hideCursor: true },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  const startedAt = performance.now();
  try {
    if (values.reset) {
      console.log(`Resetting ${target} …`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`create schema public`);
    }
    // Seeding inside migrate() holds the migration lock, so a starting server cannot seed at the same time.
    await database.migrate(async (db) => {
      for (const table of ['stores', 'products', 'content_documents']) {
        if (await hasRows(db, table)) {
          throw new UsageError(
            `${target} already holds a shop (table ${table} has rows). Run again with --reset to wipe it and seed afresh.`,
            false,
          );
        }
      }
      await seedDatabase(db, {
        products,
        seed,
        onProgress: (done, total) => {
          if (!started) {
            bar.start(total, done);
            started = true;
          } else {
            bar.update(done);
          }
        },
      });
    });
    bar.stop();
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`Seeded ${products} configurable products (seed ${seed}) into ${target} in ${seconds} s.`);
  } finally {
    if (started) bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message);
    if (error.showUsage) console.error(`\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
